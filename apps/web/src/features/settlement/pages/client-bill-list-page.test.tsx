import { CLIENT_BILL_PATH, type ClientBillListReply, type ClientBillRow } from '@pcs/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session-store';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { renderBackOffice } from '../../../test/render-back-office';
import { signInAs } from '../../../test/session';
import ClientBillListPage from './client-bill-list-page';

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

describe('the client bill list', () => {
  afterEach(() => useSession.setState({ loginUserData: null }));

  it('asks without months and shows the months the server chose, so a first month opens on its draft', async () => {
    signInAs('25', { cmpyCd: 'CLI009', cmpyNm: '새싹상사' });
    const reply: ClientBillListReply = {
      yyyymmStart: '202611',
      yyyymmEnd: '202612',
      list: [draft],
      totalCount: 1,
      page: 0,
      pageSize: 15,
      totals: { ...draft, supplyAmt: 18_182, vatAmt: 1_818, adjustmentAmt: 0 },
    };
    const fetch = stubFetch((path) =>
      path === CLIENT_BILL_PATH.list ? envelope('2000', reply) : envelope('2000', null),
    );
    renderBackOffice(<ClientBillListPage />, { route: '/settlement/client/list' });
    expect(await screen.findByText('새싹상사')).toBeTruthy();
    const [, init] = fetch.mock.calls.find(([path]) => path === CLIENT_BILL_PATH.list) ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ yyyymmStart: null, yyyymmEnd: null });
    // The month pickers show the range listed: last month (start) beside the draft's month.
    expect(screen.getByText('2026년 11월')).toBeTruthy();
  });
});
