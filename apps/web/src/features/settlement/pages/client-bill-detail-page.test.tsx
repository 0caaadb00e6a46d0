import { CLIENT_BILL_PATH } from '@pcs/domain/contracts/client-bill';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session-store';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { renderBackOffice } from '../../../test/render-back-office';
import { signInAs } from '../../../test/session';
import ClientBillDetailPage from './client-bill-detail-page';

const figures = { lineCnt: 0, goodsAmt: 0, extrasAmt: 0, shipAmt: 0, recipientPaidAmt: 0, chargeAmt: 0 };
const bill = {
  company: {
    cmpyCd: 'CLI001',
    cmpyNm: '한빛전자',
    corporateRegNo: '1248100998',
    ceoNm: '김대표',
    bizType: '제조',
    bizItem: '전자부품',
    bizAddr: '서울특별시 강남구 테헤란로 123',
    taxEmail: 'tax@example.com',
    missingBizInfo: [],
  },
  yyyymm: '202611',
  stat: 'DRAFT',
  billSn: null,
  totals: { ...figures, supplyAmt: 0, vatAmt: 0, adjustmentAmt: 0 },
  events: [],
  lines: { list: [], totalCount: 0, page: 0, pageSize: 20 },
  invoices: [],
  steps: {
    confirmedByNm: null,
    confirmedAt: null,
    issuedByNm: null,
    issuedAt: null,
    paidByNm: null,
    paidAt: null,
    paidDt: null,
    paidMemo: null,
  },
  monthEnded: true,
  earlierOpenMonth: null,
};

describe('ClientBillDetailPage', () => {
  afterEach(() => useSession.setState({ loginUserData: null }));

  it('shows the 사업자등록번호 of the billed company as 3-2-5 digits', async () => {
    signInAs('99999');
    stubFetch((path) => (path === CLIENT_BILL_PATH.detail ? envelope('2000', bill) : envelope('2000', [])));
    renderBackOffice(
      <Routes>
        <Route path="/settlement/client/detail/:cmpyCd/:yyyymm" element={<ClientBillDetailPage />} />
      </Routes>,
      { route: '/settlement/client/detail/CLI001/202611' },
    );
    expect(await screen.findByText('124-81-00998')).toBeTruthy();
    expect(screen.queryByText('1248100998')).toBeNull();
  });
});
