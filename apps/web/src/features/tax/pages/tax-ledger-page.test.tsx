import {
  emptyTaxFigures,
  TAX_PATH,
  type TaxFigures,
  type TaxLedgerReply,
  type TaxLedgerRow,
} from '@pcs/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session-store';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { renderBackOffice } from '../../../test/render-back-office';
import { signInAs } from '../../../test/session';
import TaxLedgerPage from './tax-ledger-page';

const WAIT = { timeout: 8000 };

const figures = (over: Partial<TaxFigures>): TaxFigures => ({ ...emptyTaxFigures(), ...over });
const row: TaxLedgerRow = {
  unqUserId: 'U000101',
  userId: 'kim01',
  userNm: '김민수',
  sabun: 'S101',
  cmpyCd: 'CLI009',
  cmpyNm: '새싹상사',
  grupNm: '영업팀',
  figures: figures({
    byPurpose: { ...emptyTaxFigures().byPurpose, HOLIDAY: 270_000 },
    marketValue: 270_000,
    vatExempt: 100_000,
    vatTaxable: 170_000,
    selfSupplyVat: 17_000,
    incomeTaxable: 270_000,
  }),
};
const reply = (over: Partial<TaxLedgerReply> = {}): TaxLedgerReply => ({
  year: 2026,
  month: null,
  page: { list: [row], totalCount: 1, page: 0, pageSize: 15 },
  totals: figures({ ...row.figures, clientGifts: 30_000 }),
  billedAmt: 300_000,
  draftMonths: ['202611', '202612'],
  ...over,
});

const bodyOf = (fetch: ReturnType<typeof stubFetch>) => {
  const [, init] = fetch.mock.calls.find(([path]) => path === TAX_PATH.ledger) ?? [];
  return JSON.parse(String(init?.body)) as Record<string, unknown>;
};

describe('the tax ledger (/tax/ledger)', () => {
  afterEach(() => useSession.setState({ loginUserData: null }));

  it("shows a manager's employees with their figures, the totals beside the bills and the draft months", async () => {
    signInAs('25', { cmpyCd: 'CLI009', cmpyNm: '새싹상사' });
    const fetch = stubFetch((path) =>
      path === TAX_PATH.ledger ? envelope('2000', reply()) : envelope('2000', null),
    );
    renderBackOffice(<TaxLedgerPage />, { route: '/tax/ledger?year=2026&taxableOnly=Y&searchText=김' });
    const link = await screen.findByRole('link', { name: '김민수' }, WAIT);
    expect(link.getAttribute('href')).toBe('/tax/employee/U000101/2026');
    expect(bodyOf(fetch)).toMatchObject({
      year: 2026,
      month: null,
      taxableOnly: 'Y',
      searchText: '김',
      cmpyCd: null,
      page: 0,
    });
    const table = screen.getByRole('region', { name: '세무 원장' });
    expect(within(table).getByText('170,000')).toBeTruthy();
    expect(within(table).getByText('17,000')).toBeTruthy();
    // No company column or filter for a client manager: their own company only.
    expect(screen.queryByRole('combobox', { name: '회사' })).toBeNull();
    // A narrowed list is a part of what the bills hold: it is not compared with them.
    expect(screen.getByText('검색 조건이 있어 청구 금액과 비교하지 않습니다')).toBeTruthy();
    expect(screen.getByText('확정 전 월: 2026년 11월, 2026년 12월')).toBeTruthy();
    expect(screen.getByRole('button', { name: '급여 반영 파일' }).hasAttribute('disabled')).toBe(false);
  }, 60_000);

  it('says the whole period matches the bills when nothing narrows the list', async () => {
    signInAs('25', { cmpyCd: 'CLI009', cmpyNm: '새싹상사' });
    stubFetch((path) => (path === TAX_PATH.ledger ? envelope('2000', reply()) : envelope('2000', null)));
    renderBackOffice(<TaxLedgerPage />, { route: '/tax/ledger?year=2026' });
    expect(await screen.findByText('청구 금액과 일치', {}, WAIT)).toBeTruthy();
  }, 60_000);

  it('says so when the ledger and the bills differ, and asks an operator for a company before the payroll file', async () => {
    signInAs('99999');
    stubFetch((path) =>
      path === TAX_PATH.ledger
        ? envelope('2000', reply({ billedAmt: 310_000, draftMonths: [] }))
        : envelope('2000', []),
    );
    renderBackOffice(<TaxLedgerPage />, { route: '/tax/ledger?month=11' });
    expect(await screen.findByText('청구 금액과 10,000원 차이', {}, WAIT)).toBeTruthy();
    expect(screen.queryByText(/확정 전 월/)).toBeNull();
    expect(screen.getByRole('button', { name: '급여 반영 파일' }).hasAttribute('disabled')).toBe(true);
  }, 60_000);
});
