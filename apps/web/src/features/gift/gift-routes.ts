import { paths } from '../../config/paths';

/**
 * Where each gift screen lives on desktop and on mobile (spec §2, URLs from config/paths). Shared views take one of
 * these so the same code drives both; the mobile detail puts eventSn before prodSn, which paths already encodes.
 */
export type GiftRoutes = {
  variant: 'pc' | 'mobile';
  /** Where a recipient lands for this journey, and where an abnormal access is sent (spec §4 Direct entry). */
  home: string;
  detail: (p: { prodSn: number; eventSn: number; selectCnt: number; selectType: string }) => string;
  apply: (ordSn: number) => string;
  orderHistory: (p: { eventSn: number; ordSn: number; estiSn: number }) => string;
  /** The product list of one event (desktop keeps the event in the list's search params). */
  list: (eventSn: number) => string;
  /** Payment waiting and fail screens (spec §2). */
  waiting: (ordSn: number, oid: string) => string;
  fail: (ordSn: number) => string;
  cart: string;
  /** The applied order's delivery page (주문·배송 조회); none in an operator's test mode. */
  orderDetail?: (estiSn: number, estiItemSn: number) => string;
};

export const PC_GIFT_ROUTES: GiftRoutes = {
  variant: 'pc',
  home: paths.giftList,
  detail: (p) => paths.giftDetail(p.prodSn, p.eventSn, p.selectCnt, p.selectType),
  apply: (ordSn) => paths.giftApply(ordSn),
  orderHistory: (p) => paths.giftOrderHistory(p.eventSn, p.ordSn, p.estiSn),
  list: (eventSn) => `${paths.giftList}?eventSn=${eventSn}`,
  waiting: (ordSn, oid) => paths.giftApplyWaiting(ordSn, oid),
  fail: (ordSn) => paths.giftApplyFail(ordSn),
  cart: paths.cartList,
  orderDetail: (estiSn, estiItemSn) => paths.deliveryOrderDetail(estiSn, estiItemSn),
};

export const MOBILE_GIFT_ROUTES: GiftRoutes = {
  variant: 'mobile',
  home: paths.mGiftPreview,
  detail: (p) => paths.mGiftDetail(p.eventSn, p.prodSn, p.selectCnt, p.selectType),
  apply: (ordSn) => paths.mGiftApply(ordSn),
  orderHistory: (p) => paths.mGiftOrderHistory(p.eventSn, p.ordSn, p.estiSn),
  list: (eventSn) => paths.mGiftList(eventSn),
  waiting: (ordSn, oid) => paths.mGiftApplyWaiting(ordSn, oid),
  fail: (ordSn) => paths.mGiftApplyFail(ordSn),
  cart: paths.mCartList,
  orderDetail: (estiSn) => paths.mDeliveryDetail(estiSn),
};

/** Navigation state the detail screen leaves for the final-info screen's direct-entry check. */
export type GiftNavState = { from?: string };

/** Route params arrive as strings; anything that is not a positive integer becomes 0 (= "not given"). */
export const toSn = (value: string | undefined): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};
