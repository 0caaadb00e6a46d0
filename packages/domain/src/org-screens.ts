import { normalizeRegistrationStatus } from './approval';
import { REGISTRATION_STATUS } from './company';

/**
 * The second parameter of the spec §2 detail and save routes of company and user management, which the spec names
 * but does not define:
 * - `/company/detail/{cmpyCd}/{approvalId}`: an open registration request is its own approval, keyed by the company
 *   (the vendor application answers approvalId = cmpyCd too); a decided company carries '0'.
 * - `/user/detail/{unqUserId}/{userOrApproval}`: 'approval' for a sign-up or vendor application still in READY,
 *   'user' otherwise.
 * Screens read the record itself and show the approval actions from its status, so a stale link cannot approve twice.
 */
export const NO_APPROVAL_ID = '0';
export const USER_OR_APPROVAL = { user: 'user', approval: 'approval' } as const;
export type UserOrApproval = (typeof USER_OR_APPROVAL)[keyof typeof USER_OR_APPROVAL];

/** True while a request waits for an operator: READY only (null is a company registered before approvals). */
export const isAwaitingDecision = (regStat: string | null | undefined): boolean =>
  normalizeRegistrationStatus(regStat) === REGISTRATION_STATUS.ready;

export const companyApprovalId = (cmpyCd: string, regStat: string | null | undefined): string =>
  isAwaitingDecision(regStat) ? cmpyCd : NO_APPROVAL_ID;

export const userOrApprovalOf = (regStat: string | null | undefined): UserOrApproval =>
  isAwaitingDecision(regStat) ? USER_OR_APPROVAL.approval : USER_OR_APPROVAL.user;
