/** Alerts and confirms of the account screens that only the web shows, named once (texts the API also sends are in
 *  the domain's ACCOUNT_MESSAGES). */
export const ACCOUNT_DIALOG_TEXT = {
  telNoChanged: '휴대폰 번호가 변경되었습니다.',
  userInfoSaved: '회원정보가 수정되었습니다.',
  firstLoginSaved: '최초 로그인 정보가 저장되었습니다.',
  addressDeleteConfirm: '배송지를 삭제하시겠습니까?',
} as const;
