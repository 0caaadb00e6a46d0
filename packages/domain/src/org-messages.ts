import { ACCOUNT_MESSAGES } from './account';
import { fillMessage, invitationLink } from './event-send';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { type AccountNoticeTexts, TRANSLATED_ACCOUNT_NOTICES } from './recipient-notices';
import { SERVICE_CENTER_MESSAGES } from './service-center';

/**
 * Korean texts of company, group and user management, approvals, Excel and the access log, named once:
 * the API sends them as messageText, the web shows them, and the tests compare them literally.
 */
export const COMPANY_MESSAGES = {
  notFound: '회사 정보를 찾을 수 없습니다.',
  nameRequired: '회사명을 입력해주세요.',
  typeRequired: '회사 유형을 선택해주세요.',
  /** spec §5 Code lists by page: the company-type list drops 01 (operator) on company-save. */
  typeNotAllowed: '선택할 수 없는 회사 유형입니다.',
  corporateRegNoInvalid: '사업자등록번호 10자리를 입력해주세요.',
  managerNameRequired: '담당자명을 입력해주세요.',
  managerPhoneInvalid: '담당자 휴대폰 번호 11자리를 입력해주세요.',
  phoneInvalid: '전화번호를 정확히 입력해주세요.',
  emailInvalid: '이메일 형식을 맞춰주세요.',
  /** spec §5 Code lists by page: the bank list drops ALL on company-save. */
  bankNotAllowed: '선택할 수 없는 은행입니다.',
  solutionUnknown: '등록할 수 없는 솔루션입니다.',
  solutionAlreadyUsed: '이미 해당 솔루션을 사용 중인 회사입니다.',
  /** The CI image must be an uploaded public image (jpg, png or webp through the image upload). */
  ciFileInvalid: 'CI 이미지를 다시 등록해주세요.',
} as const;

/** A duplicate corporate number names the company that already has it. */
export const duplicateCorporateRegNoText = (cmpyNm: string, cmpyCd: string): string =>
  `이미 등록된 사업자등록번호입니다. (${cmpyNm}, ${cmpyCd})`;

export const GROUP_MESSAGES = {
  notFound: '그룹 정보를 찾을 수 없습니다.',
  codeInvalid: '그룹코드는 영문, 숫자, -, _ 로 20자 이내로 입력해주세요.',
  nameRequired: '그룹명을 입력해주세요.',
  codeTaken: '이미 사용 중인 그룹코드입니다.',
  parentNotFound: '상위 그룹을 찾을 수 없습니다.',
  parentCycle: '하위 그룹을 상위 그룹으로 지정할 수 없습니다.',
  managerNotMember: '그룹 관리자는 같은 회사의 사용자여야 합니다.',
  moveUsersRequired: '이동할 사용자를 선택해주세요.',
  moveOtherCompany: '다른 회사의 사용자는 이동할 수 없습니다.',
} as const;

export const USER_ADMIN_MESSAGES = {
  notFound: '사용자 정보를 찾을 수 없습니다.',
  roleNotAllowed: '지정할 수 없는 권한입니다.',
  companyRequired: '회사를 선택해주세요.',
  groupNotFound: '그룹 정보를 찾을 수 없습니다.',
  grupFilterNeedsOneCompany: '그룹으로 조회하려면 회사를 하나만 선택해주세요.',
  locked: '잠긴 계정입니다. 관리자에게 문의해주세요.',
  alreadyLocked: '이미 잠긴 계정입니다.',
  notLocked: '잠기지 않은 계정입니다.',
  noContact: '휴대폰 번호나 이메일이 없어 임시 비밀번호를 보낼 수 없습니다.',
  tempPasswordSent: '임시 비밀번호를 발송했습니다.',
  approveNeedsCompany: '승인하려면 소속 회사를 선택해주세요.',
  /** Sent through the outbox; the temporary password itself goes in the secret, never in the text. */
  tempPasswordMailSubject: '[PCS] 임시 비밀번호 안내',
} as const;

/** The account messages a person gets in Korean, in the shape of their translations (recipient-notices.ts). */
const KOREAN_ACCOUNT_NOTICES: AccountNoticeTexts = {
  tempPassword:
    '[PCS] #{아이디} 계정의 임시 비밀번호는 #{비밀번호} 입니다. 로그인 후 비밀번호를 변경해주세요.',
  tempPasswordSubject: USER_ADMIN_MESSAGES.tempPasswordMailSubject,
  importedAccount:
    '[PCS] #{회사명} 선물 플랫폼 계정(#{아이디})이 등록되었습니다. 로그인 화면에서 휴대폰 인증으로 로그인한 뒤 비밀번호를 설정해주세요.',
  loginLine: '로그인: #{링크}',
  passwordChanged: ACCOUNT_MESSAGES.passwordChangedNotice,
  passwordChangedSubject: ACCOUNT_MESSAGES.passwordChangedMailSubject,
  loginFailures: ACCOUNT_MESSAGES.loginFailuresNotice,
  loginFailuresSubject: ACCOUNT_MESSAGES.loginFailuresMailSubject,
  qnaAnswered: SERVICE_CENTER_MESSAGES.qnaAnsweredNotice,
  qnaAnsweredSubject: SERVICE_CENTER_MESSAGES.qnaAnsweredMailSubject,
};

/** The account messages in a person's language (decision 055; Korean: the ones above). */
export const accountNoticeTexts = (language: Language = DEFAULT_LANGUAGE): AccountNoticeTexts =>
  language === 'ko' ? KOREAN_ACCOUNT_NOTICES : TRANSLATED_ACCOUNT_NOTICES[language];

/**
 * Message bodies with a one-time secret: `passwordSlot` stands where the temporary password goes, so the stored text
 * never holds it (decision 009). In the owner's language.
 */
export const tempPasswordText = (
  userId: string,
  passwordSlot: string,
  publicUrl: string,
  language: Language = DEFAULT_LANGUAGE,
): string =>
  fillMessage(accountNoticeTexts(language).tempPassword, {
    '#{아이디}': userId,
    '#{비밀번호}': passwordSlot,
  }) + loginLine(publicUrl, language);

/** Employees imported from Excel get no password: they sign in by phone and set one on the first-login form. */
export const importedAccountText = (
  cmpyNm: string,
  userId: string,
  publicUrl: string,
  language: Language = DEFAULT_LANGUAGE,
): string =>
  fillMessage(accountNoticeTexts(language).importedAccount, { '#{회사명}': cmpyNm, '#{아이디}': userId }) +
  loginLine(publicUrl, language);

/**
 * A new account's message says where to sign in: the device check, which sends a phone to /m/login and a PC to
 * /login. Without a configured address (a use case run without config) there is no line rather than a broken one.
 */
const loginLine = (publicUrl: string, language: Language): string =>
  publicUrl
    ? `\n${fillMessage(accountNoticeTexts(language).loginLine, { '#{링크}': invitationLink(publicUrl) })}`
    : '';

export const APPROVAL_MESSAGES = {
  notReady: '승인 대기 상태가 아닙니다.',
  alreadyDecided: '이미 처리된 신청입니다.',
  reasonRequired: '반려 사유를 입력해주세요.',
  reasonTooLong: '반려 사유는 500자 이내로 입력해주세요.',
  approvedMailSubject: '[PCS] 가입 승인 안내',
  rejectedMailSubject: '[PCS] 가입 반려 안내',
} as const;

/** What the requester is told when a request is decided (mail and SMS, through the outbox). */
export const approvalDecisionText = (target: string, accepted: boolean, reason: string | null): string =>
  accepted
    ? `[PCS] ${target} 등록 신청이 승인되었습니다. 로그인하여 이용해주세요.`
    : `[PCS] ${target} 등록 신청이 반려되었습니다. 사유: ${reason ?? '-'}`;

export const EXCEL_MESSAGES = {
  fileRequired: '업로드할 엑셀 파일을 선택해주세요.',
  notXlsx: '엑셀(xlsx) 파일만 업로드할 수 있습니다.',
  macroEnabled: '매크로가 포함된 엑셀 파일은 업로드할 수 없습니다.',
  tooLarge: '엑셀 파일은 20MB 이하만 업로드할 수 있습니다.',
  tooLargeUnpacked: '엑셀 파일의 내용이 너무 큽니다. 파일을 나누어 업로드해주세요.',
  tooManyRows: '엑셀 파일은 50,000행 이하만 업로드할 수 있습니다.',
  emptySheet: '엑셀 파일에 등록할 데이터가 없습니다.',
  unreadable: '엑셀 파일을 읽을 수 없습니다. 양식을 다시 내려받아 작성해주세요.',
  formula: '수식은 입력할 수 없습니다. 값만 입력해주세요.',
  required: '필수 입력 항목입니다.',
  duplicateInFile: '파일 안에 중복된 값이 있습니다.',
  duplicateInDb: '이미 등록된 값입니다.',
  unknownGroup: '등록되지 않은 그룹코드입니다.',
  unknownCode: '목록에 없는 값입니다.',
  yn: 'Y 또는 N 을 입력해주세요.',
  tooLong: '입력 가능한 길이를 초과했습니다.',
  downloadReasonRequired: '개인정보가 포함된 파일입니다. 다운로드 사유를 5자 이상 입력해주세요.',
  exportTooMany: '다운로드할 수 있는 건수를 초과했습니다. 조회 조건을 좁혀주세요.',
} as const;

/** The file's headers do not match the template; names the first header expected. */
export const badHeadersText = (expected: readonly string[]): string =>
  `엑셀 양식이 올바르지 않습니다. 첫 행의 제목은 ${expected.join(', ')} 이어야 합니다.`;

/** A second data sheet's headers (the employee template's 경조사 sheet) do not match the template. */
export const badSheetHeadersText = (sheet: string, expected: readonly string[]): string =>
  `'${sheet}' 시트의 양식이 올바르지 않습니다. 첫 행의 제목은 ${expected.join(', ')} 이어야 합니다.`;

/** The import stopped: every error is listed with its row and column in resultData. */
export const importErrorsText = (count: number): string =>
  `엑셀 파일에 오류가 ${count}건 있습니다. 수정 후 다시 업로드해주세요. 등록된 데이터는 없습니다.`;

/** The upload dialog's message after an import: how many rows were written. */
export const importDoneText = (count: number): string => `${count}건을 등록했습니다.`;
/** The employee import's message when its 경조사 sheet had rows too: each sheet's count. */
export const userImportDoneText = (userCount: number, lifeEventCount: number): string =>
  `사용자 ${userCount}건, 경조사 ${lifeEventCount}건을 등록했습니다.`;

export const CODE_ADMIN_MESSAGES = {
  groupNotFound: '코드그룹을 찾을 수 없습니다.',
  groupNameRequired: '코드그룹명을 입력해주세요.',
  codeIdInvalid: '코드는 영문, 숫자로 10자 이내로 입력해주세요.',
  codeNameRequired: '코드명을 입력해주세요.',
  duplicateCode: '같은 코드가 두 번 입력되었습니다.',
} as const;
