/** spec §6 roles. */
export const AUTH_CD = {
  partTimer: '05',
  operatorEmployee: '10',
  operatorManager: '15',
  operatorAdmin: '99999',
  clientEmployee: '20',
  clientManager: '25',
  vendor: '30',
  vendorSub: '35',
} as const;
export type AuthCd = (typeof AUTH_CD)[keyof typeof AUTH_CD];
export const ALL_AUTH_CDS: readonly AuthCd[] = Object.values(AUTH_CD);

export const ROLE_NAME: Record<AuthCd, string> = {
  '05': '아르바이트',
  '10': '운영사 직원',
  '15': '운영사 관리자',
  '99999': '운영사 최고관리자',
  '20': '고객사 직원',
  '25': '고객사 관리자',
  '30': '공급사',
  // 35 is the vendor's sub-account: a distinct name so pickers never show two identical entries.
  '35': '공급사 직원',
};

/** Options for role pickers: the role's name only (codes mean nothing to operators), in the given order. */
export function roleOptions(authCds: readonly AuthCd[]): { value: AuthCd; label: string }[] {
  return authCds.map((authCd) => ({ value: authCd, label: ROLE_NAME[authCd] }));
}

/**
 * Role sets (spec §6), each named once: guards, queries and screens use these names instead of listing codes.
 * The order of the codes means nothing; the members are pinned by roles.test.ts.
 */
/** The operator's staff (10, 15, 99999): everyone who works for the platform operator. */
export const OPERATOR_GROUP: readonly AuthCd[] = ['10', '15', '99999'];
/** The operator's managers (15, 99999): who run the whole back office, every company. */
export const OPERATOR_ADMIN: readonly AuthCd[] = ['15', '99999'];
/** The vendor and its staff (30, 35): who supply goods and ship them. */
export const VENDOR_GROUP: readonly AuthCd[] = ['30', '35'];
/** A client company's people (20, 25): its employees and its manager. */
export const CLIENT_GROUP: readonly AuthCd[] = ['20', '25'];
/** Gift recipients (10, 20): the employees whose home is the gift list, the operator's and the clients'. */
export const RECIPIENT_ROLES: readonly AuthCd[] = ['10', '20'];
/**
 * Who runs a company's events, groups and users (15, 25, 99999): the operator's managers for every company, the
 * client manager for their own.
 */
export const MANAGER_ROLES: readonly AuthCd[] = ['15', '25', '99999'];
/** The supply side (15, 99999, 30, 35): the operator's managers and the vendors, who keep the goods and ship them. */
export const SUPPLY_ROLES: readonly AuthCd[] = ['15', '99999', '30', '35'];
/** Who works the delivery lines (15, 99999, 30, 35, 05): the supply side and the part-timer who packs. */
export const FULFILMENT_ROLES: readonly AuthCd[] = ['15', '99999', '30', '35', '05'];

/** True when `authCd` is one of `roles`; any string is accepted (a session's role is a plain string). */
export const hasRole = (roles: readonly AuthCd[], authCd: string | null | undefined): boolean =>
  !!authCd && (roles as readonly string[]).includes(authCd);

export function isAuthCd(value: unknown): value is AuthCd {
  return typeof value === 'string' && (ALL_AUTH_CDS as readonly string[]).includes(value);
}
export const isOperator = (authCd: string): boolean => hasRole(OPERATOR_GROUP, authCd);
export const isOperatorAdmin = (authCd: string): boolean => hasRole(OPERATOR_ADMIN, authCd);
export const isVendor = (authCd: string): boolean => hasRole(VENDOR_GROUP, authCd);
