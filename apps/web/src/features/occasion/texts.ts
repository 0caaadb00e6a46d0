/**
 * Texts of the occasion rule screens that only the web shows, named once (texts the API also sends are the
 * domain's OCCASION_MESSAGES and OCCASION_RULE_MESSAGES).
 */
export const OCCASION_RULE_TEXT = {
  listTitle: '경조사 규칙',
  listDescription: '생일, 입사기념일, 경조사에 선물을 자동으로 보내는 회사별 규칙입니다.',
  createButton: '규칙 등록',
  createTitle: '경조사 규칙 등록',
  editTitle: '경조사 규칙 수정',
  emptyList: '등록된 경조사 규칙이 없습니다. 규칙 등록으로 첫 규칙을 만들어 보세요.',
  companyRequired: '규칙을 등록할 회사를 선택해주세요.',
  notFound: '경조사 규칙을 찾을 수 없습니다.',
  saveConfirm: '저장하시겠습니까? 아직 발송되지 않은 선물에는 바로 적용됩니다.',
  saved: '저장되었습니다.',
  deleteConfirm: '이 규칙을 삭제하시겠습니까? 아직 발송되지 않은 선물은 보내지 않습니다.',
  deleted: '삭제되었습니다.',
  switchOffConfirm: (ruleNm: string) =>
    `'${ruleNm}' 규칙을 사용하지 않으시겠습니까? 아직 발송되지 않은 선물은 보내지 않습니다.`,
  switchOnConfirm: (ruleNm: string) =>
    `'${ruleNm}' 규칙을 사용하시겠습니까? 다음 30일의 선물이 다시 계산됩니다.`,
  leaveConfirm: '저장하지 않은 내용이 있습니다. 목록으로 이동하시겠습니까?',
  fixInput: '입력 내용을 확인해주세요.',
  defaultTextHint: '비워 두면 입력란에 흐리게 보이는 기본 문구로 발송합니다.',
  variablesHint: '변수를 누르면 마지막으로 입력하던 문구에 넣습니다.',
  previewHint: '홍길동님을 예로 든 미리보기입니다. 실제 발송 때 받는 분의 정보로 바뀝니다.',
} as const;
