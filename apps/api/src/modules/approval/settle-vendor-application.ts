import { REGISTRATION_STATUS, type RegistrationStatus } from '@pcs/domain';
import type { Executor } from '../../db/client';
import type { company } from '../../db/schema/index';
import * as repo from './repository';

/**
 * A vendor application is a company (type 03) and its manager's login, both READY (account/vendor-apply.ts). When
 * its company is decided, the waiting logins follow in the same transaction, and on approval the company gets its
 * vendor record (goods are registered against vendorSn) unless it has one. Returns the logins it moved.
 */
export async function settleVendorApplication(
  tx: Executor,
  vendorCompany: typeof company.$inferSelect,
  to: RegistrationStatus,
): Promise<string[]> {
  const waiting = await repo.readyVendorUsers(tx, vendorCompany.cmpyCd);
  let vendorSn = (await repo.vendorOfCompany(tx, vendorCompany.cmpyCd))?.vendorSn ?? null;
  if (vendorSn !== null) await repo.setVendorRegStat(tx, vendorSn, to);
  else if (to === REGISTRATION_STATUS.accept)
    vendorSn = await repo.insertVendor(tx, {
      cmpyCd: vendorCompany.cmpyCd,
      vendorNm: vendorCompany.cmpyNm,
      managerNm: vendorCompany.managerNm,
      managerEmail: vendorCompany.managerEmail,
      managerTelNo: vendorCompany.managerTelNo,
      regStat: to,
    });
  const moved: string[] = [];
  for (const user of waiting) {
    const set =
      vendorSn !== null && to === REGISTRATION_STATUS.accept ? { regStat: to, vendorSn } : { regStat: to };
    if (await repo.moveUserRegStat(tx, user.unqUserId, REGISTRATION_STATUS.ready, set))
      moved.push(user.unqUserId);
  }
  return moved;
}
