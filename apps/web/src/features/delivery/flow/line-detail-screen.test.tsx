import { INVOICE_NO_TEXT, DELIVERY_FLOW_PATH as P } from '@pcs/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useDialogs } from '../../../lib/dialog';
import { useSession } from '../../../lib/session-store';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { dialogTexts, renderBackOffice } from '../../../test/render-back-office';
import { signInAs } from '../../../test/session';
import { LineDetailScreen } from './line-detail-screen';

const line = {
  estiSn: 250,
  estiItemSn: 251,
  ordSn: 240,
  orderDt: '20261126101500',
  cmpyCd: 'C1',
  cmpyNm: '가나전자',
  eventSn: 7,
  eventNm: '2026 연말 감사 선물',
  prodNm: '녹차 세트',
  optNm: null,
  quantity: 1,
  vendorSn: 3,
  vendorNm: '테크노아',
  receiverNm: '윤서연',
  receiverTelNo: '01031415926',
  deliStatCd: '05',
  deliStatNm: '발주완료',
  carrierCd: null,
  carrierNm: null,
  invoiceNo: null,
  trackingUrl: null,
  packerNm: null,
  packageYn: 'N',
  cardYn: 'N',
  zipCd: '06236',
  addr: '서울특별시 강남구 테헤란로 123',
  addrDtl: '4층',
  deliveryMemo: '',
  cardMsg: '',
  price: 30000,
  extrasAmt: 0,
  returnDays: 7,
  history: [],
};

const renderLine = () => {
  const fetch = stubFetch((path) =>
    path === P.lineDetail
      ? envelope('2000', line)
      : path === P.lineAction
        ? envelope('2000', { deliStatCd: '06', deliStatNm: '출고완료' })
        : envelope('2000', []),
  );
  renderBackOffice(
    <Routes>
      <Route
        path="/delivery/order/:estiSn/:estiItemSn"
        element={<LineDetailScreen title="주문 상세" backTo="/delivery/order" />}
      />
    </Routes>,
    { route: '/delivery/order/250/251' },
  );
  return fetch;
};
const actions = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls.filter(([path]) => path === P.lineAction);

const release = async (invoiceNo: string) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: '택배사' }));
  fireEvent.click(await screen.findByTitle('CJ대한통운'));
  fireEvent.change(screen.getByLabelText('송장번호'), { target: { value: invoiceNo } });
  fireEvent.click(screen.getByRole('button', { name: '출고' }));
};

describe('LineDetailScreen: releasing a line with its invoice number', () => {
  afterEach(() => useSession.setState({ loginUserData: null }));

  it('takes the number with the spaces people group it by, and sends its digits', async () => {
    signInAs('30');
    const fetch = renderLine();
    await release('5102 3344 0266');
    await waitFor(() => expect(dialogTexts()).toHaveLength(1));
    const [confirm] = useDialogs.getState().queue;
    useDialogs.getState().close(confirm!.id, true);
    await waitFor(() => expect(actions(fetch)).toHaveLength(1));
    expect(JSON.parse(String(actions(fetch)[0]?.[1].body))).toEqual({
      estiSn: 250,
      estiItemSn: 251,
      action: 'release',
      carrierCd: '01',
      invoiceNo: '510233440266',
    });
  });

  it('refuses too few digits with the API’s text, before any request', async () => {
    signInAs('30');
    const fetch = renderLine();
    await release('1234-567');
    expect(await screen.findByText(INVOICE_NO_TEXT)).toBeTruthy();
    expect(dialogTexts()).toEqual([]);
    expect(actions(fetch)).toHaveLength(0);
  });
});
