import { describe, expect, it } from 'vitest';
import { ACCOUNT_DIALOG_TEXT } from './texts';

describe('ACCOUNT_DIALOG_TEXT', () => {
  it('keeps every text as the screens show it', () => {
    expect(ACCOUNT_DIALOG_TEXT).toEqual({
      telNoChanged: '휴대폰 번호가 변경되었습니다.',
      userInfoSaved: '회원정보가 수정되었습니다.',
      firstLoginSaved: '최초 로그인 정보가 저장되었습니다.',
      addressDeleteConfirm: '배송지를 삭제하시겠습니까?',
    });
  });
});
