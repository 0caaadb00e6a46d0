import { isOperatorAdmin, isVendor, VENDOR_STATEMENT_TEXT } from '@pcs/domain';
import type { AuthUser } from '../../http/auth-guard';
import { forbidden } from '../../http/errors';

/*
 * Who may read a vendor's statements (decision 037): operator admins (15, 99999) every vendor; a vendor account (30,
 * 35) only its own; everyone else nothing. Decided from the session before anything is read.
 */

/** The vendor the caller may read: the one asked for (refused when foreign). */
export function readableVendor(user: AuthUser, vendorSn: number): number {
  if (isOperatorAdmin(user.authCd)) return vendorSn;
  if (isVendor(user.authCd) && user.vendorSn !== null && user.vendorSn === vendorSn) return vendorSn;
  throw forbidden();
}

/** A list's vendor filter: the asked one (or every vendor) for operators; always its own for a vendor. */
export function vendorListScope(user: AuthUser, requested: number | null | undefined): number | null {
  if (isOperatorAdmin(user.authCd)) return requested ?? null;
  if (isVendor(user.authCd) && user.vendorSn !== null) {
    if (requested != null && requested !== user.vendorSn) throw forbidden();
    return user.vendorSn;
  }
  throw forbidden();
}

/** Only the vendor itself agrees to its month: an operator confirming for it would defeat the agreement. */
export function confirmingVendor(user: AuthUser, vendorSn: number): number {
  if (!isVendor(user.authCd)) throw forbidden();
  if (user.vendorSn === null) throw forbidden(VENDOR_STATEMENT_TEXT.noVendor);
  if (user.vendorSn !== vendorSn) throw forbidden(VENDOR_STATEMENT_TEXT.confirmNotYours);
  return vendorSn;
}
