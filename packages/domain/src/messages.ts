/**
 * Message catalogue: spec §8 alert texts, named once, plus the API's stable message codes.
 * The API puts `messageCode` and `messageText` in every envelope; the web shows `messageText` as the alert.
 */
export const MSG = {
  noSolutionPermission: '해당 서비스에 대한 권한이 없습니다. 관리자에게 문의해주세요.',
  menuNotAllowed: '접근권한이 없는 메뉴 접근입니다.',
  routeGuard: '조회권한이 없습니다.',
  roleUnresolved: '권한을 특정할 수 없습니다.',
  abnormalAccess: '비정상적인 접근입니다.',
  solutionAddressEmpty: '준비중입니다',
  dataNotProcessed: '데이터가 정상적으로 처리되지 않았습니다.',
  dataNotQueried: '데이터가 정상적으로 조회되지 않았습니다.',
  landingDetailNotReceived: '데이터를 정상적으로 받지 못했습니다.',
  pdfDataMissing: '데이터를 정상적으로 받아오지 못했습니다.',
  paymentFailed: '결제시스템이 정상적으로 처리되지 않았습니다.',
  undefinedArgument: '정의되지 않은 인자를 넣을 수 없습니다.',
  unverifiedType: '검증되지 않은 타입이 존재합니다.',
  brochureReady: '파일이 준비되었습니다. 다운로드를 진행해주세요.',
  /** spec §5 Contact form's confirm, and the same question before any other registration. */
  registerConfirm: '등록 하시겠습니까?',
  screenPreparing: '화면을 준비하고 있습니다.',
} as const;

/** 404 texts by what was looked for; the API sends them instead of the generic API_MESSAGE['4040']. */
export const NOT_FOUND_TEXT = {
  event: '이벤트 정보를 찾을 수 없습니다.',
  product: '상품 정보를 찾을 수 없습니다.',
  order: '주문 정보를 찾을 수 없습니다.',
  delivery: '배송 정보를 찾을 수 없습니다.',
  inquiry: '문의 내역을 찾을 수 없습니다.',
  file: '파일을 찾을 수 없습니다.',
  theme: '테마 정보를 찾을 수 없습니다.',
  card: '메시지 카드를 찾을 수 없습니다.',
} as const;

/** Stable API message codes. 2000 is the spec's success; the rest are ours, grouped like HTTP classes. */
export const MESSAGE_CODE = {
  success: '2000',
  badRequest: '4000',
  unauthorized: '4010',
  tokenExpired: '4011',
  loginFailed: '4012',
  forbidden: '4030',
  noSolutionPermission: '4031',
  notFound: '4040',
  conflict: '4090',
  soldOut: '4091',
  selectLimitExceeded: '4092',
  eventNotOpen: '4093',
  duplicateRequest: '4094',
  tooManyRequests: '4290',
  serverError: '5000',
} as const;
export type MessageCode = (typeof MESSAGE_CODE)[keyof typeof MESSAGE_CODE];

/** Default Korean text per API code; use cases may send a more specific text. */
export const API_MESSAGE: Record<MessageCode, string> = {
  '2000': '정상 처리되었습니다.',
  '4000': '입력값을 확인해주세요.',
  '4010': '로그인이 필요합니다.',
  '4011': '로그인이 만료되었습니다. 다시 로그인해주세요.',
  '4012': '아이디 또는 비밀번호가 일치하지 않습니다.',
  // The spec §8 alerts the web shows for the same refusals: one text each.
  '4030': MSG.routeGuard,
  '4031': MSG.noSolutionPermission,
  '4040': '요청한 정보를 찾을 수 없습니다.',
  '4090': '이미 처리된 요청입니다.',
  '4091': '선택하신 상품이 품절되었습니다.',
  '4092': '선택 가능한 선물 수를 초과했습니다.',
  '4093': '신청 기간이 아닌 이벤트입니다.',
  '4094': '동일한 신청이 이미 처리되었습니다.',
  '4290': '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  '5000': MSG.dataNotProcessed,
};

/** A request field holding a NUL or another control character (the field's name follows in brackets). */
export const CONTROL_CHARACTER_TEXT = '허용되지 않는 문자가 포함되어 있습니다.';

/** Files served by GET /files/{fileId}. */
export const FILE_MESSAGES = {
  notFound: NOT_FOUND_TEXT.file,
  idInvalid: '파일 번호를 확인해주세요.',
} as const;

/** The label of the synthetic "all" entry that code lists and filters put first. */
export const ALL_LABEL = '전체';

export const LOGIN_THROTTLED_TEXT = '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.';

/**
 * A validation message as the user reads it. Our own messages are whole Korean sentences that already say what is
 * wrong ('아이디를 입력해주세요.'), so the field's code name would only confuse; a generic message (zod's own,
 * '잘못된 입력: ...') keeps the field in parentheses, since nothing else tells which input it is about. The field is
 * always in the reply's issues list for developers.
 */
export function validationMessageText(message: string, field: string): string {
  const sentence = /[가-힣]/.test(message) && /[.?!]$/.test(message.trim());
  return sentence || !field ? message : `${message} (${field})`;
}
