import { REGISTRATION_STATUS, type RegistrationStatus } from './company';
import { ALL_AUTH_CDS, AUTH_CD, type AuthCd, CLIENT_GROUP } from './roles';

/**
 * spec §6: the roles a client manager (25) may see and change: their own company's employees and
 * managers. Everyone else is refused whatever the request says.
 */
export const CLIENT_MANAGED_ROLES: readonly AuthCd[] = CLIENT_GROUP;

/**
 * The roles a back-office user may give (create, edit, approve). The operator administrator (99999) gives any;
 * an operator manager (15) any but 99999, so no one raises anyone above themselves; a client manager (25) only
 * client roles; nobody else manages users.
 */
export function assignableRoles(actor: string): readonly AuthCd[] {
  if (actor === AUTH_CD.operatorAdmin) return ALL_AUTH_CDS;
  if (actor === AUTH_CD.operatorManager) return ALL_AUTH_CDS.filter((r) => r !== AUTH_CD.operatorAdmin);
  if (actor === AUTH_CD.clientManager) return CLIENT_MANAGED_ROLES;
  return [];
}

export const canAssignRole = (actor: string, role: string): boolean =>
  (assignableRoles(actor) as readonly string[]).includes(role);

/**
 * Code group 005 (sign status) as list filters send it, and the registration status it selects. spec §5: company
 * and user pages drop 01 (temporary) and 05 (deleted), so 02, 03 and 04 remain.
 */
export const SIGN_STATUS_REG_STAT: Readonly<Record<'02' | '03' | '04', RegistrationStatus>> = {
  '02': REGISTRATION_STATUS.ready,
  '03': REGISTRATION_STATUS.accept,
  '04': REGISTRATION_STATUS.reject,
};
export type SignStatusFilter = keyof typeof SIGN_STATUS_REG_STAT;
export const SIGN_STATUS_FILTER_CODES = Object.keys(SIGN_STATUS_REG_STAT) as SignStatusFilter[];

/** Group types (code group 007): departments, teams and recipient groups. */
export const GROUP_TYPE = { department: '01', team: '02', recipients: '03' } as const;
export type GroupType = (typeof GROUP_TYPE)[keyof typeof GROUP_TYPE];
export const GROUP_TYPE_LABEL: Record<GroupType, string> = { '01': '부서', '02': '팀', '03': '수신그룹' };
