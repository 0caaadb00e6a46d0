import { DEFAULT_LANGUAGE, type Language } from './languages';
import { translatedAuthNumberSubject, translatedAuthNumberText } from './recipient-messages';
/**
 * Account rules shared by the API and the web forms: password policy, ID masking, auth-number format.
 * The spec does not show them; these follow ASVS 2.1 and 2.7 (reference/payments-messaging-security.md).
 */

/** Password policy: 8 to 64 characters with letters, digits and special characters; no spaces. */
export const PASSWORD_POLICY = { minLength: 8, maxLength: 64 } as const;
export const PASSWORD_POLICY_TEXT = '비밀번호는 영문, 숫자, 특수문자를 모두 포함하여 8~64자로 입력해주세요.';

export const PASSWORD_MESSAGES = {
  empty: '비밀번호를 입력해주세요.',
  policy: PASSWORD_POLICY_TEXT,
  space: '비밀번호에 공백을 사용할 수 없습니다.',
  repeated: '같은 문자를 4번 이상 연속으로 사용할 수 없습니다.',
  containsId: '비밀번호에 아이디를 포함할 수 없습니다.',
  mismatch: '비밀번호가 일치하지 않습니다.',
  sameAsCurrent: '현재 비밀번호와 다른 비밀번호를 입력해주세요.',
  sameAsPrevious: '이전에 사용한 비밀번호는 다시 사용할 수 없습니다.',
  currentWrong: '현재 비밀번호가 일치하지 않습니다.',
} as const;

/**
 * Checks a new password against the policy; returns the first Korean message that applies, or null when it passes.
 * userId, when given, may not appear in the password (case-insensitive).
 */
export function passwordPolicyError(
  password: string | null | undefined,
  userId?: string | null,
): string | null {
  const pw = password ?? '';
  if (!pw) return PASSWORD_MESSAGES.empty;
  if (/\s/.test(pw)) return PASSWORD_MESSAGES.space;
  const length = Array.from(pw).length;
  if (length < PASSWORD_POLICY.minLength || length > PASSWORD_POLICY.maxLength)
    return PASSWORD_MESSAGES.policy;
  if (!/[A-Za-z]/.test(pw) || !/\d/.test(pw) || !/[^A-Za-z0-9]/.test(pw)) return PASSWORD_MESSAGES.policy;
  if (/(.)\1{3}/u.test(pw)) return PASSWORD_MESSAGES.repeated;
  if (userId && userId.length >= 4 && pw.toLowerCase().includes(userId.toLowerCase()))
    return PASSWORD_MESSAGES.containsId;
  return null;
}

/**
 * Masks a login ID for find-ID results: the first two and, for IDs of 6 or more, the last character stay visible
 * ('demo-employee' -> 'de**********e', 'abcd' -> 'ab**', 'ab' -> 'a*'). An e-mail-like ID masks its local part only.
 */
export function maskUserId(userId: string | null | undefined): string {
  const id = userId ?? '';
  const at = id.indexOf('@');
  if (at > 0) return maskUserId(id.slice(0, at)) + id.slice(at);
  const chars = Array.from(id);
  if (chars.length <= 1) return chars.join('');
  if (chars.length <= 3) return `${chars[0]}${'*'.repeat(chars.length - 1)}`;
  if (chars.length < 6) return chars.slice(0, 2).join('') + '*'.repeat(chars.length - 2);
  return chars.slice(0, 2).join('') + '*'.repeat(chars.length - 3) + chars[chars.length - 1];
}

/** Masks an e-mail address: 'hong.gildong@example.com' -> 'ho*********g@example.com'. */
export const maskEmail = (email: string | null | undefined): string => maskUserId(email);

/** Auth numbers (recovery codes, ASVS 2.7): 6 digits, 3 minutes, 5 tries. */
export const AUTH_NUMBER = {
  length: 6,
  validMinutes: 3,
  maxAttempts: 5,
  /** At most this many numbers per target and purpose in resendWindowMinutes. */
  maxSendsPerWindow: 5,
  resendWindowMinutes: 30,
  /** A new number may not be requested sooner than this after the previous one. */
  resendIntervalSeconds: 30,
} as const;

export const isAuthNumber = (s: string | null | undefined): boolean => /^\d{6}$/.test(s ?? '');

/** What an auth number is for; each confirms only its own purpose. */
export const AUTH_PURPOSE = {
  findId: 'FIND_ID',
  findPassword: 'FIND_PWD',
  firstLogin: 'FIRST_LOGIN',
  signUp: 'SIGN_UP',
  telNo: 'TEL_NO',
  /** Phone login (desktop /login variant): the number signs in the one account with that phone. */
  login: 'LOGIN',
} as const;
export type AuthPurpose = (typeof AUTH_PURPOSE)[keyof typeof AUTH_PURPOSE];

/** Where the number goes. */
export const AUTH_CHANNEL = { phone: 'PHONE', email: 'EMAIL' } as const;
export type AuthChannel = (typeof AUTH_CHANNEL)[keyof typeof AUTH_CHANNEL];

export const ACCOUNT_MESSAGES = {
  authNumberSent: '인증번호가 발송되었습니다.',
  authNumberWrong: '인증번호가 일치하지 않습니다.',
  authNumberExpired: '인증번호가 만료되었습니다. 인증번호를 다시 요청해주세요.',
  authNumberTooManyTries: '인증 시도 횟수를 초과했습니다. 인증번호를 다시 요청해주세요.',
  authNumberTooSoon: '잠시 후 다시 요청해주세요.',
  authThrottled: '인증 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  authRequired: '본인 인증을 완료해주세요.',
  userNotFound: '입력하신 정보와 일치하는 회원이 없습니다.',
  userIdTaken: '이미 사용 중인 아이디입니다.',
  userIdAvailable: '사용 가능한 아이디입니다.',
  passwordChanged: '비밀번호가 변경되었습니다.',
  signUpReady: '회원가입 신청이 완료되었습니다. 관리자 승인 후 이용하실 수 있습니다.',
  vendorApplyReady: '입점 신청이 완료되었습니다. 검토 후 연락드리겠습니다.',
  accountReady: '가입 승인 대기중입니다. 관리자 승인 후 이용하실 수 있습니다.',
  accountRejected: '가입 신청이 반려되었습니다. 관리자에게 문의해주세요.',
  vendorInvitationInvalid: '유효하지 않은 입점 신청 링크입니다. 담당자에게 받은 링크를 확인해주세요.',
  vendorInvitationUsed: '이미 입점 신청이 접수된 링크입니다. 검토 결과를 기다려주세요.',
  vendorInvitationExpired: '입점 신청 기간이 지난 링크입니다. 담당자에게 새 링크를 요청해주세요.',
  profileImageType: '프로필 이미지는 JPG, PNG, GIF, WEBP 파일만 등록할 수 있습니다.',
  profileImageSize: '프로필 이미지는 5MB 이하만 등록할 수 있습니다.',
  phoneInvalid: '휴대폰 번호를 정확히 입력해주세요.',
  emailInvalid: '이메일 형식을 맞춰주세요.',
  nameRequired: '이름을 입력해주세요.',
  userIdRequired: '아이디를 입력해주세요.',
  phoneAuthRequired: '휴대폰 인증을 완료해주세요.',
  /** Sign-up and vendor application: the agreements the request schema requires and the web alerts first. */
  termsAgreeRequired: '이용약관에 동의해주세요.',
  privacyAgreeRequired: '개인정보 수집 및 이용에 동의해주세요.',
  emailAuthRequired: '이메일 인증을 완료해주세요.',
  addressNotFound: '배송지 정보를 찾을 수 없습니다.',
  profileImageRequired: '프로필 이미지를 선택해주세요.',
  authNumberMailSubject: '[PCS] 인증번호 안내',
  passwordChangedNotice:
    '[PCS] 회원님의 비밀번호가 변경되었습니다. 본인이 변경하지 않았다면 관리자에게 문의해주세요.',
  passwordChangedMailSubject: '[PCS] 비밀번호 변경 안내',
  /** To the owner when their account sees many failed logins (once per hour at most). */
  loginFailuresNotice:
    '[PCS] 회원님의 계정에 로그인 실패가 여러 번 있었습니다. 본인이 시도하지 않았다면 비밀번호를 변경하고 관리자에게 문의해주세요.',
  loginFailuresMailSubject: '[PCS] 로그인 실패 알림',
  /** A first-login session calling anything but the first-login steps. */
  firstLoginRequired: '최초 로그인 설정을 먼저 완료해주세요.',
  /** A session whose password expired calling anything but the password change. */
  passwordChangeRequired: '비밀번호를 변경한 후 이용해주세요.',
} as const;

/** The SMS or mail body that carries an auth number, in the language of the page that asked (decision 055). */
export const authNumberText = (code: string, language: Language = DEFAULT_LANGUAGE): string =>
  language === 'ko'
    ? `[PCS] 인증번호 [${code}]를 입력해주세요. (${AUTH_NUMBER.validMinutes}분 이내)`
    : translatedAuthNumberText(language, code, AUTH_NUMBER.validMinutes);

/** The auth number mail's subject in that language. */
export const authNumberSubject = (language: Language = DEFAULT_LANGUAGE): string =>
  language === 'ko' ? ACCOUNT_MESSAGES.authNumberMailSubject : translatedAuthNumberSubject(language);

const DAY_MS = 86_400_000;
/** spec §4: a password changed maxAgeDays or more whole days ago has expired and must be changed first. */
export const isPasswordExpired = (changedAt: Date, now: Date, maxAgeDays: number): boolean =>
  Math.floor((now.getTime() - changedAt.getTime()) / DAY_MS) >= maxAgeDays;

export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
