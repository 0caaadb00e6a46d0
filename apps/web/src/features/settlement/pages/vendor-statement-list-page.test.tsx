import type { VendorStlListReply } from '@pcs/domain';
import { VENDOR_STL_PATH } from '@pcs/domain/contracts/settlement-paths';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session-store';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { renderBackOffice } from '../../../test/render-back-office';
import { signInAs } from '../../../test/session';
import VendorStatementListPage from './vendor-statement-list-page';

const amounts = {
  lineCnt: 1,
  supplyAmt: 14_000,
  shipAmt: 0,
  returnAmt: 0,
  returnShipAmt: 0,
  payableAmt: 14_000,
};

describe('the vendor statement list', () => {
  afterEach(() => useSession.setState({ loginUserData: null }));

  it('asks without months and shows the months the server chose', async () => {
    signInAs('30');
    const reply: VendorStlListReply = {
      fromYm: '202608',
      toYm: '202609',
      list: [
        {
          ...amounts,
          vendorSn: 4,
          vendorNm: '지난공급사',
          yyyymm: '202609',
          stat: 'DRAFT',
          stlSn: null,
          payableSupplyAmt: 12_727,
          payableVatAmt: 1_273,
          confirmedAt: null,
          paidAt: null,
          paidDt: null,
        },
      ],
      totalCount: 1,
      page: 0,
      pageSize: 15,
      totals: { ...amounts, payableSupplyAmt: 12_727, payableVatAmt: 1_273 },
    };
    const fetch = stubFetch((path) =>
      path === VENDOR_STL_PATH.list ? envelope('2000', reply) : envelope('2000', null),
    );
    renderBackOffice(<VendorStatementListPage />, { route: '/settlement/vendor/list' });
    expect(await screen.findByText('지난공급사')).toBeTruthy();
    const [, init] = fetch.mock.calls.find(([path]) => path === VENDOR_STL_PATH.list) ?? [];
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body.fromYm ?? null).toBeNull();
    expect(body.toYm ?? null).toBeNull();
    expect(screen.getByText('2026년 8월')).toBeTruthy();
  });
});
