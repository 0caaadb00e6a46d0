/**
 * SCIM provisioning and OpenID Connect single sign-on (decision 038): paths and the Korean texts both sides show,
 * without zod, so the light login screens can import them.
 */
export const IDENTITY_PATH = {
  scimTokenList: '/v1/ebmp/pcs/integration/scimToken/list.json',
  scimTokenCreate: '/v1/ebmp/pcs/integration/scimToken/create.json',
  scimTokenRevoke: '/v1/ebmp/pcs/integration/scimToken/revoke.json',
  ssoConfigDetail: '/v1/ebmp/pcs/integration/sso/detail.json',
  ssoConfigSave: '/v1/ebmp/pcs/integration/sso/save.json',
  ssoConfigTest: '/v1/ebmp/pcs/integration/sso/test.json',
  /** The web app trades the one-time code of a finished sign-in for a session (login user data). */
  ssoExchange: '/v1/ebmp/pcs/auth/sso/exchange.json',
  /** GET navigation (not a form POST: the CSP's form-action also covers the redirect to the provider). */
  ssoStart: '/api/auth/sso/start',
  ssoCallback: '/api/auth/sso/callback',
  scimBase: '/scim/v2',
} as const;

/** Where a finished sign-in lands in the web app, with ?code=... (or ?error=... on refusal: the login pages). */
export const SSO_COMPLETE_PAGE = '/sso/complete';

export const IDENTITY_MESSAGES = {
  issuerInvalid: '발급자(Issuer) URL을 https 주소로 입력해주세요.',
  clientIdRequired: '클라이언트 ID를 입력해주세요.',
  clientSecretRequired: '클라이언트 시크릿을 입력해주세요.',
  claimInvalid: '사번 클레임 이름은 영문, 숫자, _ 로 60자 이내로 입력해주세요.',
  emailDomainInvalid: '이메일 도메인 형식이 올바르지 않습니다. (예: example.co.kr)',
  companyRequired: '회사를 선택해주세요.',
  companyOrEmailRequired: '회사 코드 또는 회사 이메일을 입력해주세요.',
  tokenNotFound: 'SCIM 토큰을 찾을 수 없습니다.',
  tokenRevoked: 'SCIM 토큰을 폐기했습니다.',
  tokenCreated: 'SCIM 토큰을 발급했습니다. 이 화면을 닫으면 다시 볼 수 없습니다.',
  ssoNotConfigured: 'SSO 설정이 없습니다. 먼저 저장해주세요.',
  ssoSaved: 'SSO 설정을 저장했습니다.',
  discoveryOk: '연결에 성공했습니다.',
  discoveryFailed: '발급자에 연결하지 못했습니다. 주소와 네트워크 설정을 확인해주세요.',
  discoveryBlocked: '허용되지 않는 주소입니다. 공개된 https 주소를 입력해주세요.',
  handoffInvalid: '로그인 정보가 만료되었거나 이미 사용되었습니다. 다시 로그인해주세요.',
  /** Asked before every save: the settings decide who may sign in without a password. */
  saveConfirm:
    'SSO 설정을 저장하시겠습니까? 저장하면 이 설정의 발급자가 확인한 임직원이 비밀번호 없이 로그인합니다.',
  managerSignInConfirm:
    '고객사 관리자도 회사 계정으로 로그인할 수 있게 됩니다. 발급자 계정이 탈취되면 관리자 화면까지 열립니다. 계속하시겠습니까?',
  sharedIssuerNeedsDomains:
    '같은 발급자와 클라이언트 ID를 쓰는 다른 회사가 있습니다. 로그인한 사람의 회사를 구분할 수 있도록 회사 이메일 도메인을 입력해주세요.',
} as const;

/** A domain another company already listed: one domain sends its people to one company's provider only. */
export const emailDomainTakenMessage = (domain: string): string =>
  `${domain} 도메인은 다른 회사의 SSO 설정에 이미 등록되어 있습니다. 도메인을 확인해주세요.`;

/** Why an SSO sign-in was refused: the code travels in ?ssoError= back to the login page, which shows the text. */
export const SSO_ERROR_TEXT = {
  company: '회사 계정 로그인을 사용할 수 없는 회사입니다. 회사 코드 또는 이메일을 확인해주세요.',
  provider: '회사 계정 인증에 실패했습니다. 잠시 후 다시 시도해주세요.',
  expired: '로그인 요청이 만료되었거나 이미 사용되었습니다. 다시 시도해주세요.',
  employee: '회사 계정에 해당하는 임직원 정보를 찾을 수 없습니다. 담당자에게 문의해주세요.',
  inactive: '사용이 중지된 계정입니다. 담당자에게 문의해주세요.',
  locked: '잠긴 계정입니다. 담당자에게 문의해주세요.',
  browser: '로그인을 시작한 브라우저에서만 완료할 수 있습니다. 로그인 화면에서 다시 시도해주세요.',
  busy: '로그인 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  domain: '회사 계정의 이메일이 이 회사의 도메인이 아닙니다. 회사 코드 또는 이메일을 확인해주세요.',
} as const;
export type SsoErrorCode = keyof typeof SSO_ERROR_TEXT;
export const isSsoErrorCode = (v: string | null | undefined): v is SsoErrorCode =>
  typeof v === 'string' && Object.hasOwn(SSO_ERROR_TEXT, v);

export const SSO_CHANNELS = ['pc', 'm'] as const;
export type SsoChannel = (typeof SSO_CHANNELS)[number];

const DOMAIN_PATTERN = /^(?=.{1,100}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export const isEmailDomain = (v: string): boolean => DOMAIN_PATTERN.test(v);
