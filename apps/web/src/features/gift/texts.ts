import { CART_MESSAGES, formatNumber } from '@pcs/domain';

/** Confirms of the recipient's gift journey that only the web shows, named once (texts the API also sends are in
 *  the domain's GIFT_MESSAGES and PAYMENT_TEXTS). */
export const GIFT_DIALOG_TEXT = {
  overBudgetPayConfirm: (overAmount: number) =>
    `예산을 초과한 ${formatNumber(overAmount)}원을 카드로 결제하시겠습니까?`,
  applyConfirm: '선물을 신청하시겠습니까?',
  cartAddedGoToCart: `${CART_MESSAGES.added} 장바구니로 이동하시겠습니까?`,
} as const;
