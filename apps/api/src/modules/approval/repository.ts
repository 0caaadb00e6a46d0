import { VENDOR_GROUP } from '@pcs/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { approvalHistory, appUser, vendor } from '../../db/schema/index';

export const insertDecision = (db: Executor, row: typeof approvalHistory.$inferInsert) =>
  db.insert(approvalHistory).values(row);

const decider = alias(appUser, 'decider');

/** Decisions about a company (kind COMPANY or VENDOR) or a user, oldest first, with the decider's name. */
export const decisionsOf = (db: Executor, by: { cmpyCd: string } | { unqUserId: string }) =>
  db
    .select({
      fromStat: approvalHistory.fromStat,
      toStat: approvalHistory.toStat,
      reason: approvalHistory.reason,
      decidedByNm: decider.userNm,
      decidedAt: approvalHistory.decidedAt,
    })
    .from(approvalHistory)
    .leftJoin(decider, eq(decider.unqUserId, approvalHistory.decidedBy))
    .where(
      'cmpyCd' in by ? eq(approvalHistory.cmpyCd, by.cmpyCd) : eq(approvalHistory.unqUserId, by.unqUserId),
    )
    .orderBy(asc(approvalHistory.id));

/** Vendor logins of a company still waiting (a vendor application: the manager's login, authCd 30/35). */
export const readyVendorUsers = (db: Executor, cmpyCd: string) =>
  db
    .select({ unqUserId: appUser.unqUserId, email: appUser.email, telNo: appUser.telNo })
    .from(appUser)
    .where(
      and(
        eq(appUser.cmpyCd, cmpyCd),
        eq(appUser.regStat, 'READY'),
        inArray(appUser.authCd, [...VENDOR_GROUP]),
      ),
    );

/** Moves a user's registration status only if it is still `from`; false when someone moved it first. */
export async function moveUserRegStat(
  db: Executor,
  unqUserId: string,
  from: string,
  set: { regStat: string; cmpyCd?: string; grupCd?: string | null; vendorSn?: number; useYn?: string },
): Promise<boolean> {
  const rows = await db
    .update(appUser)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(appUser.unqUserId, unqUserId), eq(appUser.regStat, from)))
    .returning({ unqUserId: appUser.unqUserId });
  return rows.length === 1;
}

export const vendorOfCompany = (db: Executor, cmpyCd: string) =>
  db
    .select({ vendorSn: vendor.vendorSn })
    .from(vendor)
    .where(eq(vendor.cmpyCd, cmpyCd))
    .orderBy(asc(vendor.vendorSn))
    .limit(1)
    .then((rows) => rows[0] ?? null);

export const insertVendor = (db: Executor, row: typeof vendor.$inferInsert) =>
  db
    .insert(vendor)
    .values(row)
    .returning({ vendorSn: vendor.vendorSn })
    .then((rows) => rows[0]!.vendorSn);

export async function setVendorRegStat(db: Executor, vendorSn: number, regStat: string): Promise<void> {
  await db.update(vendor).set({ regStat }).where(eq(vendor.vendorSn, vendorSn));
}
