import { describe, expect, it } from 'vitest';
import { DELIVERY_DIALOG_TEXT as T } from './texts';

describe('DELIVERY_DIALOG_TEXT', () => {
  it('keeps the back-office texts as the screens show them', () => {
    expect(T.bulkConfirm(3, '발주')).toBe('선택한 3건을 발주 처리하시겠습니까?');
    expect(T.bulkDone(1200, '발주')).toBe('1,200건을 발주 처리했습니다.');
    expect(T.bulkPartlyRefused(2, 1, '이미 출고되었습니다.')).toBe(
      '2건 처리, 1건 실패: 이미 출고되었습니다.',
    );
    expect(T.packerAssigned(4)).toBe('4건의 포장 담당을 지정했습니다.');
    expect(T.actionConfirm('출고')).toBe('출고 처리하시겠습니까?');
    expect(T.stateReached('출고완료')).toBe('출고완료 상태가 되었습니다.');
    expect(T.invoiceNoRequired).toBe('송장번호를 입력해주세요.');
    expect(T.refundConfirm(15000)).toBe('15,000원을 환불하시겠습니까?');
    expect(T.refunded(15000)).toBe('15,000원이 환불되었습니다.');
  });

  it('keeps the recipient texts, one each for desktop and mobile', () => {
    expect(T.withdrawConfirm).toBe('신청을 철회하시겠습니까?');
    expect(T.withdrawn).toBe('신청을 철회했습니다.');
    expect(T.cancelConfirm).toBe('주문을 취소하시겠습니까?');
    expect(T.cancelled(false)).toBe('주문을 취소했습니다.');
    expect(T.cancelled(true)).toBe('주문을 취소했습니다. 결제 취소는 처리 중이며 완료되면 환불됩니다.');
    expect(T.addressSaved(true)).toBe('배송지를 입력했습니다.');
    expect(T.addressSaved(false)).toBe('배송지를 변경했습니다.');
    expect(T.cardMemoSaved).toBe('메시지 카드를 저장했습니다.');
    expect(T.returnRequested('RETURN')).toBe('반품 신청이 접수되었습니다.');
    expect(T.returnRequested('EXCHANGE')).toBe('교환 신청이 접수되었습니다.');
    expect(T.returnEdited).toBe('신청 내용을 수정했습니다.');
  });
});
