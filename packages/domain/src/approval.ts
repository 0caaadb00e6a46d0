import { REGISTRATION_STATUS, type RegistrationStatus } from './company';
import { APPROVAL_MESSAGES } from './org-messages';

/**
 * ARCHITECTURE "Approvals": one state machine for company registrations, sign-ups and vendor applications
 * (spec §3/§4 registration status READY, ACCEPT, REJECT). An operator approves or rejects (with a reason) a request
 * in READY; a rejected requester may apply again (REJECT -> READY). A null status is a company registered before
 * approvals existed and counts as ACCEPT (spec §3: null shows 승인(등록완료)).
 */
export const APPROVAL_ACTION = { approve: 'APPROVE', reject: 'REJECT', resubmit: 'RESUBMIT' } as const;
export type ApprovalAction = (typeof APPROVAL_ACTION)[keyof typeof APPROVAL_ACTION];

/** What is being approved: a client company, a sign-up (client employee) or a vendor application. */
export const APPROVAL_KIND = { company: 'COMPANY', signUp: 'SIGN_UP', vendor: 'VENDOR' } as const;
export type ApprovalKind = (typeof APPROVAL_KIND)[keyof typeof APPROVAL_KIND];
export const APPROVAL_KIND_LABEL: Record<ApprovalKind, string> = {
  COMPANY: '회사 등록',
  SIGN_UP: '회원가입',
  VENDOR: '입점 신청',
};

export const APPROVAL_REASON_MAX = 500;

export type ApprovalDecision =
  | { ok: true; from: RegistrationStatus; to: RegistrationStatus; reason: string | null }
  | { ok: false; message: string };

const TRANSITIONS: Record<ApprovalAction, { from: RegistrationStatus; to: RegistrationStatus }> = {
  APPROVE: { from: REGISTRATION_STATUS.ready, to: REGISTRATION_STATUS.accept },
  REJECT: { from: REGISTRATION_STATUS.ready, to: REGISTRATION_STATUS.reject },
  RESUBMIT: { from: REGISTRATION_STATUS.reject, to: REGISTRATION_STATUS.ready },
};

/** A stored status as the machine reads it: null, empty and unknown legacy values are ACCEPT. */
export function normalizeRegistrationStatus(status: string | null | undefined): RegistrationStatus {
  if (status === REGISTRATION_STATUS.ready || status === REGISTRATION_STATUS.reject) return status;
  return REGISTRATION_STATUS.accept;
}

/**
 * (state, action, reason) -> the transition or a refusal with its Korean message. Rejecting needs a reason
 * (trimmed, 1 to 500 characters); approving keeps none. The caller applies the result with a conditional update on
 * `from`, so two operators deciding the same request cannot both succeed.
 */
export function decideApproval(
  current: string | null | undefined,
  action: ApprovalAction,
  reason?: string | null,
): ApprovalDecision {
  const state = normalizeRegistrationStatus(current);
  const transition = TRANSITIONS[action];
  if (state !== transition.from) {
    const decided = action !== APPROVAL_ACTION.resubmit && state !== REGISTRATION_STATUS.ready;
    return { ok: false, message: decided ? APPROVAL_MESSAGES.alreadyDecided : APPROVAL_MESSAGES.notReady };
  }
  const text = reason?.trim() ?? '';
  if (action === APPROVAL_ACTION.reject) {
    if (!text) return { ok: false, message: APPROVAL_MESSAGES.reasonRequired };
    if (Array.from(text).length > APPROVAL_REASON_MAX)
      return { ok: false, message: APPROVAL_MESSAGES.reasonTooLong };
  }
  return { ok: true, from: transition.from, to: transition.to, reason: text || null };
}
