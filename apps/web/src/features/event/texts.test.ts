import { describe, expect, it } from 'vitest';
import { EVENT_DIALOG_TEXT } from './texts';

describe('EVENT_DIALOG_TEXT', () => {
  it('keeps every text as the screens show it', () => {
    const { productRemoveConfirm, recipientsAdded, recipientsRemoveConfirm, recipientsRemoved, ...fixed } =
      EVENT_DIALOG_TEXT;
    expect(fixed).toEqual({
      periodRequired: '이벤트 기간을 입력해주세요.',
      updateConfirm: '수정 하시겠습니까?',
      updated: '수정되었습니다.',
      createdAsDraft: '작성중 상태로 등록되었습니다. 수령자를 추가한 뒤 오픈 예약해주세요.',
      themeLeaveConfirm: '저장하지 않은 변경이 있습니다. 다른 테마로 이동하시겠습니까?',
      recipientsRequired: '수령자를 선택해주세요.',
      recipientImportHint:
        '이미 등록된 사람은 아이디만 적으면 됩니다. 이름과 휴대폰번호는 없는 아이디로 새 계정을 만들 때만 필요합니다.',
      statusConfirm: {
        schedule: '오픈 예약하시겠습니까? 시작 일시가 되면 자동으로 진행중이 됩니다.',
        backToDraft: '작성중으로 되돌리시겠습니까?',
        cancel: '이벤트를 취소하시겠습니까? 취소한 이벤트는 되돌릴 수 없습니다.',
        closeNow:
          '이벤트를 지금 종료하시겠습니까? 더 이상 선물을 신청할 수 없고, 신청하지 않은 수령자에게는 마감 규칙이 바로 적용됩니다. 되돌릴 수 없습니다.',
      },
    });
    expect(productRemoveConfirm('홍삼 세트')).toBe('홍삼 세트 상품을 이벤트에서 빼시겠습니까?');
    expect(recipientsAdded(2, 12)).toBe('2명을 추가했습니다. (전체 12명)');
    expect(recipientsRemoveConfirm(3)).toBe('선택한 3명을 수령자에서 삭제하시겠습니까?');
    expect(recipientsRemoved(3)).toBe('3명을 삭제했습니다.');
  });
});
