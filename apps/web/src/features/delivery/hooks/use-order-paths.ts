import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';

/** The links of the recipient's order and return screens, on the side (phone or desktop) they were opened on. */
export type OrderPaths = {
  mobile: boolean;
  /** Where a recipient chooses gifts: the way out of an empty order list. */
  gifts: string;
  list: string;
  /** The order list with its search form (the phone has a route for it; the desktop always shows it). */
  listSearch: string;
  /** An order: the phone's detail is per order, the desktop's names a line of it (spec §2). */
  detail: (estiSn: number, estiItemSn: number) => string;
  save: (estiSn: number) => string;
  cardMemo: (eventSn: number, estiSn: number) => string;
  cancel: (estiSn: number) => string;
  orderReturn: (estiSn: number, estiItemSn: number, payMethod: string) => string;
  orderReturnEdit: (
    estiSn: number,
    estiItemSn: number,
    payMethod: string,
    refundGbn: string,
    refundSn: number,
  ) => string;
  returns: string;
  returnsSearch: string;
  returnDetail: (estiSn: number, estiItemSn: number, refundSn: number) => string;
};

const MOBILE: OrderPaths = {
  mobile: true,
  gifts: paths.mGiftPreview,
  list: paths.mDeliveryList,
  listSearch: paths.mDeliveryListSearch,
  detail: (estiSn) => paths.mDeliveryDetail(estiSn),
  save: (estiSn) => paths.mDeliverySave(estiSn),
  cardMemo: (eventSn, estiSn) => paths.mDeliveryCardMemo(eventSn, estiSn),
  cancel: (estiSn) => paths.mDeliveryOrderCancel(estiSn),
  orderReturn: (estiSn, estiItemSn, payMethod) => paths.mDeliveryOrderReturn(estiSn, estiItemSn, payMethod),
  orderReturnEdit: (estiSn, estiItemSn, payMethod, refundGbn, refundSn) =>
    paths.mDeliveryOrderReturnEdit(estiSn, estiItemSn, payMethod, refundGbn, refundSn, 'edit'),
  returns: paths.mReturn,
  returnsSearch: paths.mReturnListSearch,
  returnDetail: (estiSn, estiItemSn, refundSn) => paths.mReturnDetail(estiSn, estiItemSn, refundSn),
};

const DESKTOP: OrderPaths = {
  mobile: false,
  gifts: paths.giftList,
  list: paths.deliveryOrder,
  listSearch: paths.deliveryOrder,
  detail: (estiSn, estiItemSn) => paths.deliveryOrderDetail(estiSn, estiItemSn),
  save: (estiSn) => paths.deliveryOrderSave(estiSn),
  cardMemo: (eventSn, estiSn) => paths.deliveryOrderCardMemo(eventSn, estiSn),
  cancel: (estiSn) => paths.deliveryOrderCancel(estiSn),
  orderReturn: (estiSn, estiItemSn, payMethod) => paths.deliveryOrderReturn(estiSn, estiItemSn, payMethod),
  orderReturnEdit: (estiSn, estiItemSn, payMethod, refundGbn, refundSn) =>
    paths.deliveryOrderReturnEdit(estiSn, estiItemSn, payMethod, refundGbn, refundSn, 'edit'),
  returns: paths.deliveryReturn,
  returnsSearch: paths.deliveryReturn,
  returnDetail: (estiSn, estiItemSn, refundSn) => paths.deliveryReturnDetail(estiSn, estiItemSn, refundSn),
};

/**
 * The recipient's order screens in own CSS serve the phone (/m/delivery/..., /m/return/...) and, inside the
 * recipient layout, recipients on a desktop (/delivery/order/..., /delivery/return/...): links stay on the side the
 * user came in on.
 */
export function useOrderPaths(): OrderPaths {
  return useLocation().pathname.startsWith('/m/') ? MOBILE : DESKTOP;
}
