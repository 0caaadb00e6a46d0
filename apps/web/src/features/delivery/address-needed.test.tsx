import { DELIVERY_FLOW_PATH as P } from '@pcs/domain/contracts/delivery-flow';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../test/fetch-stub';
import { renderBackOffice } from '../../test/render-back-office';
import { MyOrderDetailDesktop, MyOrdersDesktop } from './flow/my-orders-desktop';
import MobileDeliveryDetailPage from './mobile/mobile-delivery-detail-page';
import MobileDeliveryListPage from './mobile/mobile-delivery-list-page';
import MobileDeliverySavePage from './mobile/mobile-delivery-save-page';

/** A default gift given at the close to someone with no address on file. */
const row = {
  estiSn: 5,
  estiItemSn: 9,
  ordSn: 3,
  eventSn: 2,
  eventNm: '겨울 간식 선물',
  orderDt: '20261126180000',
  prodNm: '기본 간식 세트',
  optNm: null,
  quantity: 1,
  mainImg: null,
  deliStatCd: '01',
  deliStatNm: '주문접수',
  returnStatNm: null,
  addrNeeded: true,
};
const list = { list: [row], totalCount: 1, page: 0, pageSize: 10, counts: [] };
const detail = {
  estiSn: 5,
  ordSn: 3,
  eventSn: 2,
  eventNm: '겨울 간식 선물',
  orderDt: '20261126180000',
  receiverNm: '',
  receiverTelNo: '',
  zipCd: '',
  addr: '',
  addrDtl: '',
  deliveryMemo: '',
  cardMsg: '',
  packageYn: 'N',
  cardYn: 'N',
  extrasAmt: 0,
  paidAmount: 0,
  payMethod: 'NONE',
  canChange: true,
  addrNeeded: true,
  returnDays: 7,
  returnFeePayerCd: null,
  returnShipFee: null,
  lines: [
    {
      estiItemSn: 9,
      prodNm: '기본 간식 세트',
      optNm: null,
      quantity: 1,
      lineTotal: 20000,
      mainImg: null,
      deliStatCd: '01',
      deliStatNm: '주문접수',
      carrierNm: null,
      invoiceNo: null,
      trackingUrl: null,
      canReturn: false,
      returnRefusal: null,
      refunds: [],
      history: [],
    },
  ],
};

const answer = (path: string) =>
  path === P.myList
    ? envelope('2000', list)
    : path === P.myDetail
      ? envelope('2000', detail)
      : envelope('2000', { estiSn: 5 });

const routed = (path: string, element: React.ReactElement) => (
  <Routes>
    <Route path={path} element={element} />
  </Routes>
);

describe('a default gift that needs an address', () => {
  it('is flagged in the mobile list and the desktop list', async () => {
    stubFetch(answer);
    const mobile = renderBackOffice(<MobileDeliveryListPage />);
    const card = (await screen.findByText('기본 간식 세트')).closest('a')!;
    expect(within(card).getByText('배송지 입력 필요')).toBeTruthy();
    mobile.unmount();

    renderBackOffice(<MyOrdersDesktop />);
    await screen.findByText('기본 간식 세트');
    expect(screen.getByText('배송지 입력 필요')).toBeTruthy();
  });

  it('shows the flag and a way to give one in the mobile detail, never an empty address', async () => {
    stubFetch(answer);
    renderBackOffice(routed('/m/delivery/detail/:estiSn', <MobileDeliveryDetailPage />), {
      route: '/m/delivery/detail/5',
    });
    expect(await screen.findByText('배송지 입력 필요')).toBeTruthy();
    expect(screen.getByRole('link', { name: '배송지 입력' }).getAttribute('href')).toBe('/m/delivery/save/5');
    expect(screen.queryByText('받는 분')).toBeNull();
    expect(document.body.textContent).not.toContain('[]');
  });

  it('shows the flag in the desktop detail, no empty receiver fields, and the apply page form', async () => {
    stubFetch(answer);
    renderBackOffice(routed('/delivery/order/:estiSn/:estiItemSn', <MyOrderDetailDesktop />), {
      route: '/delivery/order/5/9',
    });
    expect(await screen.findByText('배송지 입력 필요')).toBeTruthy();
    expect(screen.queryByText('받는 분')).toBeNull();
    expect(document.body.textContent).not.toContain('[]');
    fireEvent.click(screen.getAllByRole('button', { name: '배송지 입력' })[0]!);
    expect(await screen.findByRole('button', { name: '주소 검색' })).toBeTruthy();
    expect(screen.getByPlaceholderText('도로명 또는 지번 주소')).toBeTruthy();
  });

  it('is given on the mobile save page with the apply page form: search, hints and a message under the field', async () => {
    const fetch = stubFetch(answer);
    renderBackOffice(routed('/m/delivery/save/:estiSn', <MobileDeliverySavePage />), {
      route: '/m/delivery/save/5',
    });
    expect(await screen.findByRole('heading', { name: '배송지 입력' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '주소 검색' })).toBeTruthy();
    expect(screen.getByPlaceholderText('010-0000-0000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '입력하기' }));
    expect(await screen.findByText('받는 분 이름을 입력해주세요.')).toBeTruthy();
    const calls = () => fetch.mock.calls.filter(([path]) => path === P.myAddress).length;
    expect(calls()).toBe(0);
    const type = (placeholder: string, value: string) =>
      fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
    type('이름', '김기본');
    type('010-0000-0000', '01012345678');
    type('숫자 5자리', '06236');
    type('도로명 또는 지번 주소', '서울특별시 강남구 테헤란로 1');
    type('동, 호수 등', '1층');
    fireEvent.click(screen.getByRole('button', { name: '입력하기' }));
    await waitFor(() => expect(calls()).toBe(1));
  });
});
