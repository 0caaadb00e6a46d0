import { describe, expect, it } from 'vitest';
import { ORG_TEXT } from './texts';

/** The management screens' confirms and notices, literally: a change of wording is a visible change, reviewed here. */
describe('ORG_TEXT', () => {
  it('keeps every text as the screens show it', () => {
    const { moveConfirm, moved, ...fixed } = ORG_TEXT;
    expect(fixed).toEqual({
      approveConfirm: '승인하시겠습니까?',
      approved: '승인되었습니다.',
      rejected: '반려되었습니다.',
      saveConfirm: '저장하시겠습니까?',
      saved: '저장되었습니다.',
      lockConfirm: '이 계정을 잠그시겠습니까? 잠긴 계정은 로그인할 수 없습니다.',
      unlockConfirm: '이 계정의 잠금을 해제하시겠습니까?',
      locked: '계정을 잠갔습니다.',
      unlocked: '계정 잠금을 해제했습니다.',
      resetPasswordConfirm:
        '임시 비밀번호를 발송하시겠습니까? 다음 로그인 때 비밀번호를 새로 설정해야 합니다.',
      moveTargetRequired: '이동할 그룹을 선택해주세요.',
      leaveConfirm: '저장하지 않은 내용이 있습니다. 목록으로 이동하시겠습니까?',
      imageFileInvalid: '이미지는 10MB 이하의 jpg, png, webp 파일만 등록할 수 있습니다.',
    });
    expect(moveConfirm(3, 'SALES')).toBe("선택한 3명을 'SALES'(으)로 이동하시겠습니까?");
    expect(moveConfirm(1, null)).toBe("선택한 1명을 '그룹 없음'(으)로 이동하시겠습니까?");
    expect(moved(3)).toBe('3명을 이동했습니다.');
  });
});
