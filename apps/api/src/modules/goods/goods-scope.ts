import { GOODS_MESSAGES, isOperatorAdmin, isVendor } from '@pcs/domain';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { forbidden, notFound } from '../../http/errors';
import * as repo from './repository';

/**
 * The goods tenant (ARCHITECTURE "Authorization on the server, always"): operator admins (15, 99999) reach every
 * product; a vendor login (30, 35) only its vendor's goods. The vendor is the login's vendorSn, or else the vendor
 * registered for the login's company (a vendor application settles both). Like http/tenant.ts, another vendor's
 * product is refused with 403, never silently narrowed; a product that does not exist is 404.
 */
export type GoodsScope = { kind: 'all' } | { kind: 'vendor'; vendorSn: number };

export async function goodsScope(db: Executor, user: AuthUser): Promise<GoodsScope> {
  if (isOperatorAdmin(user.authCd)) return { kind: 'all' };
  if (isVendor(user.authCd)) {
    const vendorSn = user.vendorSn ?? (user.cmpyCd ? await repo.vendorByCompany(db, user.cmpyCd) : null);
    if (vendorSn !== null) return { kind: 'vendor', vendorSn };
  }
  throw forbidden();
}

/** Refuses a product outside the scope (403), or a missing one (404). */
export function assertGoodsInScope(scope: GoodsScope, goods: { vendorSn: number | null } | null): void {
  if (!goods) throw notFound(GOODS_MESSAGES.notFound);
  if (scope.kind === 'vendor' && goods.vendorSn !== scope.vendorSn) throw forbidden();
}
