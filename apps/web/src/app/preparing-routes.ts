import { paths } from '../config/paths';

/**
 * Screens of spec §2 whose real screen belongs to later work, with the Korean title the shared
 * "화면을 준비하고 있습니다." page shows. The route table (routes.tsx) renders these routes with ScreenPreparingPage;
 * a unit test checks that every entry here is routed and that no working screen is listed.
 * Remove a line when its screen is built.
 */
export const PREPARING_SCREENS: Readonly<Record<string, string>> = {
  // Public or pre-login routes

  // Gift, cart and my page (desktop)
  [paths.giftApplyFail.pattern]: '결제 실패',
  [paths.giftApplyWaiting.pattern]: '결제 대기',
  [paths.cartList]: '장바구니',

  // Goods
  [paths.goodsList]: '상품 목록',
  [paths.goodsDetail.pattern]: '상품 상세',
  [paths.goodsSave.pattern]: '상품 등록',
  [paths.vendorGoodsList]: '공급사 상품 목록',
  [paths.vendorGoodsDetail.pattern]: '공급사 상품 상세',
  [paths.vendorGoodsSave.pattern]: '공급사 상품 등록',

  // Event
  [paths.eventTheme]: '테마별 선물',
  [paths.eventCurationProd]: '큐레이션 상품',
  [paths.eventCard]: '메시지 카드',
  [paths.eventHistory]: '이벤트 내역',
  [paths.eventDetail.pattern]: '이벤트 상세',
  [paths.eventSettingSave.pattern]: '이벤트 설정',
  [paths.eventProdDetail.pattern]: '이벤트 상품 상세',
  [paths.eventTestList.pattern]: '테스트 모드 선물 목록',
  [paths.eventTestDetail.pattern]: '테스트 모드 선물 상세',
  [paths.eventTestApply.pattern]: '테스트 모드 선물 신청',
  [paths.eventTestOrderHistory.pattern]: '테스트 모드 신청 내역',

  // Delivery
  [paths.deliveryPayment]: '결제 관리',
  [paths.deliveryPaymentDetail.pattern]: '결제 상세',
  [paths.deliveryApply]: '신청 관리',
  [paths.deliveryApplyDetail.pattern]: '신청 상세',
  [paths.deliveryRelease]: '출고 관리',
  [paths.deliveryReleaseDetail.pattern]: '출고 상세',
  [paths.deliveryOrder]: '주문 내역',
  [paths.deliveryOrderDetail.pattern]: '주문 상세',
  [paths.deliveryReturn]: '반품/교환 신청',
  [paths.deliveryReturnDetail.pattern]: '반품/교환 상세',
  [paths.deliveryReturnManaged]: '반품/교환 관리',
  [paths.deliveryReturnManagedDetail.pattern]: '반품/교환 관리 상세',
  [paths.deliveryNotApply]: '미신청자 관리',
  [paths.deliveryNotApplySelect.pattern]: '미신청자 선물 선택',

  // Dashboards
  [paths.dashBoardEtners]: '운영사 대시보드',
  [paths.dashBoardClient]: '고객사 대시보드',

  // Mobile: gift and cart
  [paths.mGiftApplyFail.pattern]: '결제 실패',
  [paths.mGiftApplyWaiting.pattern]: '결제 대기',
  [paths.mCartList]: '장바구니',

  // Mobile: delivery
  [paths.mDeliveryList]: '주문/배송 조회',
  [paths.mDeliveryListSearch]: '주문/배송 검색',
  [paths.mDeliveryDetail.pattern]: '주문/배송 상세',
  [paths.mDeliverySave.pattern]: '배송지 변경',
  [paths.mDeliveryCardMemo.pattern]: '메시지 카드',
  [paths.mDeliveryOrderCancel.pattern]: '주문 취소',
  [paths.mDeliveryOrderReturn.pattern]: '반품/교환 신청',
  [paths.mDeliveryOrderReturnEdit.pattern]: '반품/교환 수정',

  // Mobile: returns
  [paths.mReturn]: '반품/교환 내역',
  [paths.mReturnListSearch]: '반품/교환 검색',
  [paths.mReturnDetail.pattern]: '반품/교환 상세',
};

/** The Korean title of a preparing screen; the pattern must be listed above (checked by the unit test). */
export const preparingTitle = (pattern: string): string => PREPARING_SCREENS[pattern] ?? '';
