import { deliveryActorOf, type deliveryListRequestSchema } from '@pcs/domain';
import type { z } from 'zod';
import type { AuthUser } from '../../http/auth-guard';
import { forbidden } from '../../http/errors';
import { companiesScope } from '../../http/tenant';
import { kstRange } from '../../lib/list-page';
import type { LineDbRow, LineFilter, LineScope } from './repository';

/**
 * Which lines a back-office caller may see: operators all, vendors (30, 35) their own goods, part-timers
 * (05) what they are assigned to pack, client managers (25) their own company. Anyone else is refused.
 */
export function lineScopeOf(user: AuthUser): LineScope {
  const actor = deliveryActorOf(user.authCd);
  if (actor === 'operator') return { kind: 'all' };
  // A vendor account not linked to a vendor yet sees nothing rather than everything.
  if (actor === 'vendor') return { kind: 'vendor', vendorSn: user.vendorSn ?? -1 };
  if (actor === 'packer') return { kind: 'packer', unqUserId: user.unqUserId };
  throw forbidden();
}

/** A line the caller may act on, or 404 (not 403: another vendor's line number tells nothing). */
export function inScope(scope: LineScope, line: LineDbRow): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'vendor':
      return line.vendorSn === scope.vendorSn;
    case 'packer':
      return line.packerUnqUserId === scope.unqUserId;
    case 'recipient':
      return line.unqUserId === scope.unqUserId;
  }
}

/** The filters of a back-office list of lines (or returns), bound by the caller's scope. */
export function lineFilter(
  user: AuthUser,
  input: z.infer<typeof deliveryListRequestSchema>,
  states: readonly string[] | null,
): LineFilter {
  const scope = lineScopeOf(user);
  const range = kstRange(input.inputDtStart, input.inputDtEnd);
  return {
    scope,
    ...range,
    // Vendors and part-timers are bound by their scope, not by company.
    cmpyCds:
      scope.kind === 'all'
        ? companiesScope(user, input.cmpyCds)
        : (input.cmpyCds ?? []).length > 0
          ? (input.cmpyCds ?? null)
          : null,
    eventSn: input.eventSn ?? null,
    states,
    stateCd: input.stateCd ?? null,
    vendorSn: input.vendorSn ?? null,
    receiverNm: input.receiverNm,
    invoiceNo: input.invoiceNo,
  };
}
