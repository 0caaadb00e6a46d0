import { SUCCESS_CODE } from './constants';
import { MSG } from './messages';

/** spec §8 The error catalogue: situation -> alert text (texts live once in MSG). */
export const ERROR_CATALOGUE = {
  landingDetailMissing: MSG.landingDetailNotReceived,
  responseMissing: MSG.dataNotProcessed,
  multiSelectMissing: MSG.dataNotQueried,
  paymentFailure: MSG.paymentFailed,
  undefinedArgument: MSG.undefinedArgument,
  unverifiedType: MSG.unverifiedType,
  pdfDataMissing: MSG.pdfDataMissing,
  noSolutionPermission: MSG.noSolutionPermission,
  menuNotAllowed: MSG.menuNotAllowed,
  routeGuard: MSG.routeGuard,
  roleUnresolved: MSG.roleUnresolved,
  abnormalAccess: MSG.abnormalAccess,
  solutionAddressEmpty: MSG.solutionAddressEmpty,
  contactFailure: MSG.dataNotProcessed,
  brochureReady: MSG.brochureReady,
} as const;
export type ErrorSituation = keyof typeof ERROR_CATALOGUE;

type ResultStatusLike = { messageCode?: unknown; messageText?: unknown };

function resultStatusOf(reply: unknown): ResultStatusLike | null {
  if (!reply || typeof reply !== 'object' || !('resultStatus' in reply)) return null;
  const status = (reply as { resultStatus: unknown }).resultStatus;
  return status && typeof status === 'object' ? (status as ResultStatusLike) : null;
}

/** spec §7: the reply's messageCode as a string, or null when the response or its resultStatus is missing. */
export function messageCodeOf(reply: unknown): string | null {
  const code = resultStatusOf(reply)?.messageCode;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : null;
}

/** spec §7 and §8: success is messageCode 2000 (a number 2000 counts too). */
export function isSuccessReply(reply: unknown): boolean {
  const status = resultStatusOf(reply);
  return status !== null && String(status.messageCode) === SUCCESS_CODE;
}

/**
 * spec §8: the alert for a reply. Missing response or resultStatus -> `fallback` (MSG.dataNotProcessed by
 * default; pass MSG.dataNotQueried for the multi-select, MSG.paymentFailed for payments); any other code than
 * 2000 -> the server's messageText (or `fallback` when it is empty). A success reply has no alert: ''.
 */
export function alertTextFor(reply: unknown, fallback: string = MSG.dataNotProcessed): string {
  const status = resultStatusOf(reply);
  if (!status) return fallback;
  if (String(status.messageCode) === SUCCESS_CODE) return '';
  return typeof status.messageText === 'string' && status.messageText.trim() !== ''
    ? status.messageText
    : fallback;
}

/** spec §8 Payment failure: the server's messageText, or 결제시스템이 정상적으로 처리되지 않았습니다. (also on network error). */
export function paymentFailureText(reply: unknown): string {
  return alertTextFor(reply, MSG.paymentFailed) || MSG.paymentFailed;
}
