import {
  addMonths,
  CLIENT_BILL_PATH,
  type ClientBillListReply,
  type ClientBillMonthConfirmReply,
  type ClientBillRow,
  kstYyyymm,
  yyyymmText,
} from '@pcs/domain';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDialogs } from '../../../lib/dialog';
import { useSession } from '../../../lib/session-store';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { renderBackOffice } from '../../../test/render-back-office';
import { signInAs } from '../../../test/session';
import ClientBillListPage, { monthCloseText } from './client-bill-list-page';

const zero = { lineCnt: 0, goodsAmt: 0, extrasAmt: 0, shipAmt: 0, recipientPaidAmt: 0, chargeAmt: 0 };
const draft: ClientBillRow = {
  ...zero,
  lineCnt: 1,
  goodsAmt: 20_000,
  chargeAmt: 20_000,
  supplyAmt: 18_182,
  vatAmt: 1_818,
  adjustmentAmt: 0,
  cmpyCd: 'CLI009',
  cmpyNm: '새싹상사',
  yyyymm: '202612',
  stat: 'DRAFT',
  confirmedAt: null,
  issuedAt: null,
  paidAt: null,
};
/** A new company's list: the server chose the months, last month beside this month's draft. */
const draftMonthReply: ClientBillListReply = {
  yyyymmStart: '202611',
  yyyymmEnd: '202612',
  list: [draft],
  totalCount: 1,
  page: 0,
  pageSize: 15,
  totals: { ...draft, supplyAmt: 18_182, vatAmt: 1_818, adjustmentAmt: 0 },
};

describe('the client bill list', () => {
  afterEach(() => useSession.setState({ loginUserData: null }));

  it('asks without months and shows the months the server chose, so a first month opens on its draft', async () => {
    signInAs('25', { cmpyCd: 'CLI009', cmpyNm: '새싹상사' });
    const fetch = stubFetch((path) =>
      path === CLIENT_BILL_PATH.list ? envelope('2000', draftMonthReply) : envelope('2000', null),
    );
    renderBackOffice(<ClientBillListPage />, { route: '/settlement/client/list' });
    expect(await screen.findByText('새싹상사')).toBeTruthy();
    const [, init] = fetch.mock.calls.find(([path]) => path === CLIENT_BILL_PATH.list) ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ yyyymmStart: null, yyyymmEnd: null });
    // The month pickers show the range listed: last month (start) beside the draft's month.
    expect(screen.getByText('2026년 11월')).toBeTruthy();
  });

  it('gives operators the month-end close of last month, asks first, and tells what was confirmed and left', async () => {
    signInAs('99999');
    const lastMonth = addMonths(kstYyyymm(new Date()), -1);
    const list: ClientBillListReply = {
      yyyymmStart: lastMonth,
      yyyymmEnd: lastMonth,
      list: [{ ...draft, yyyymm: lastMonth }],
      totalCount: 1,
      page: 0,
      pageSize: 15,
      totals: { ...draft, supplyAmt: 18_182, vatAmt: 1_818, adjustmentAmt: 0 },
    };
    const closed: ClientBillMonthConfirmReply = {
      yyyymm: lastMonth,
      billCnt: 2_450,
      lineCnt: 982_500,
      chargeAmt: 87_200_000_000,
      refused: [{ cmpyCd: 'CLI010', cmpyNm: '늦은상사', reason: '이전 달(2026년 10월)을 먼저 확정하세요.' }],
    };
    const fetch = stubFetch((path) =>
      path === CLIENT_BILL_PATH.list
        ? envelope('2000', list)
        : path === CLIENT_BILL_PATH.confirmMonth
          ? envelope('2000', closed)
          : path === API_PATH.companyOptions
            ? envelope('2000', [])
            : envelope('2000', null),
    );
    const answer = (ok: boolean) => {
      const current = useDialogs.getState().queue[0];
      if (current) useDialogs.getState().close(current.id, ok);
    };
    const texts = () => useDialogs.getState().queue.map((d) => d.text);
    renderBackOffice(<ClientBillListPage />, { route: '/settlement/client/list' });
    const button = await screen.findByRole('button', { name: `${yyyymmText(lastMonth)} 일괄 확정` });

    // Declined: nothing is sent.
    fireEvent.click(button);
    await waitFor(() => expect(texts()[0]).toContain('모든 회사의 청구서를 확정하시겠습니까?'));
    answer(false);
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch.mock.calls.some(([path]) => path === CLIENT_BILL_PATH.confirmMonth)).toBe(false);

    fireEvent.click(button);
    await waitFor(() => expect(texts()).toHaveLength(1));
    answer(true);
    await waitFor(() => expect(texts()[0]).toBe(monthCloseText(closed)));
    const [, init] = fetch.mock.calls.find(([path]) => path === CLIENT_BILL_PATH.confirmMonth) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ yyyymm: lastMonth });
    expect(texts()[0]).toContain('청구서 2,450건을 확정했습니다');
    expect(texts()[0]).toContain('늦은상사: 이전 달(2026년 10월)을 먼저 확정하세요.');
    answer(true);
  });

  it('shows a client manager no month-end close', async () => {
    signInAs('25', { cmpyCd: 'CLI009', cmpyNm: '새싹상사' });
    stubFetch((path) =>
      path === CLIENT_BILL_PATH.list ? envelope('2000', draftMonthReply) : envelope('2000', null),
    );
    renderBackOffice(<ClientBillListPage />, { route: '/settlement/client/list' });
    expect(await screen.findByText('새싹상사')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /일괄 확정/ })).toBeNull();
  });
});
