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

export const OPERATOR_GROUP: readonly AuthCd[] = ['10', '15', '99999'];
export const OPERATOR_ADMIN: readonly AuthCd[] = ['15', '99999'];
export const VENDOR_GROUP: readonly AuthCd[] = ['30', '35'];
export const CLIENT_GROUP: readonly AuthCd[] = ['20', '25'];

export function isAuthCd(value: unknown): value is AuthCd {
  return typeof value === 'string' && (ALL_AUTH_CDS as readonly string[]).includes(value);
}
export const isOperator = (authCd: string): boolean => (OPERATOR_GROUP as readonly string[]).includes(authCd);
export const isOperatorAdmin = (authCd: string): boolean =>
  (OPERATOR_ADMIN as readonly string[]).includes(authCd);
export const isVendor = (authCd: string): boolean => (VENDOR_GROUP as readonly string[]).includes(authCd);
