import { useApprovalDecision } from '../../../components/back-office/use-approval-decision';
import { useApproveGoods, useRejectGoods } from '../api/decide-goods';

/** Operators approve a product in review (after a confirm) or reject it with a reason (the reject window). */
export function useGoodsDecision(onDecided?: () => void) {
  const approve = useApproveGoods();
  const reject = useRejectGoods();
  return useApprovalDecision<number>({
    kindLabel: '상품 등록',
    approve: (prodSn) => approve.mutateAsync(prodSn),
    reject: (prodSn, reason) => reject.mutateAsync({ prodSn, reason }),
    ...(onDecided ? { onDecided } : {}),
  });
}
