import { formatNumber, REFUND_GBN_LABEL, type RefundGbn } from '@pcs/domain';

/**
 * Alerts and confirms of the delivery screens that only the web shows, named once for desktop and mobile alike
 * (refusals the API also sends are in the domain: DELIVERY_FLOW_TEXT, PAYMENT_REFUND_TEXT, LIFECYCLE_TEXT).
 */
export const DELIVERY_DIALOG_TEXT = {
  bulkConfirm: (count: number, actionNm: string) => `선택한 ${count}건을 ${actionNm} 처리하시겠습니까?`,
  bulkDone: (done: number, actionNm: string) => `${formatNumber(done)}건을 ${actionNm} 처리했습니다.`,
  bulkPartlyRefused: (done: number, refused: number, firstRefusal: string) =>
    `${formatNumber(done)}건 처리, ${formatNumber(refused)}건 실패: ${firstRefusal}`,
  packerAssigned: (done: number) => `${formatNumber(done)}건의 포장 담당을 지정했습니다.`,
  actionConfirm: (actionNm: string) => `${actionNm} 처리하시겠습니까?`,
  stateReached: (stateNm: string) => `${stateNm} 상태가 되었습니다.`,
  invoiceNoRequired: '송장번호를 입력해주세요.',
  withdrawConfirm: '신청을 철회하시겠습니까?',
  withdrawn: '신청을 철회했습니다.',
  cancelConfirm: '주문을 취소하시겠습니까?',
  cancelled: (paymentPending: boolean) =>
    paymentPending
      ? '주문을 취소했습니다. 결제 취소는 처리 중이며 완료되면 환불됩니다.'
      : '주문을 취소했습니다.',
  addressSaved: (wasNeeded: boolean) => (wasNeeded ? '배송지를 입력했습니다.' : '배송지를 변경했습니다.'),
  cardMemoSaved: '메시지 카드를 저장했습니다.',
  returnRequested: (refundGbn: RefundGbn) => `${REFUND_GBN_LABEL[refundGbn]} 신청이 접수되었습니다.`,
  returnEdited: '신청 내용을 수정했습니다.',
  refundConfirm: (amount: number) => `${formatNumber(amount)}원을 환불하시겠습니까?`,
  refunded: (amount: number) => `${formatNumber(amount)}원이 환불되었습니다.`,
} as const;
