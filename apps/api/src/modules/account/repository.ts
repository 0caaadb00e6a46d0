import { and, asc, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  appUser,
  authNumber,
  company,
  deliveryAddress,
  userSession,
  vendorInvitation,
} from '../../db/schema/index';

export const insertAuthNumber = (db: Executor, row: typeof authNumber.$inferInsert) =>
  db.insert(authNumber).values(row);

export const findAuthNumber = (db: Executor, authId: string) =>
  db
    .select()
    .from(authNumber)
    .where(eq(authNumber.authId, authId))
    .then((rows) => rows[0] ?? null);

/** Counts one try in one statement and returns the row as it was before (row lock: no two tries race). */
export const lockAuthNumber = (db: Executor, authId: string) =>
  db
    .select()
    .from(authNumber)
    .where(eq(authNumber.authId, authId))
    .for('update')
    .then((rows) => rows[0] ?? null);

export async function updateAuthNumber(
  db: Executor,
  authId: string,
  set: Partial<typeof authNumber.$inferInsert>,
): Promise<void> {
  await db.update(authNumber).set(set).where(eq(authNumber.authId, authId));
}

/** Spends a confirmed authToken once: sets usedAt only if it was unused, and returns the row it spent. */
export const spendConfirmToken = (
  db: Executor,
  tokenHash: string,
  purpose: string,
  now: Date,
  confirmedAfter: Date,
) =>
  db
    .update(authNumber)
    .set({ usedAt: now })
    .where(
      and(
        eq(authNumber.confirmTokenHash, tokenHash),
        eq(authNumber.purpose, purpose),
        sql`${authNumber.usedAt} is null`,
        sql`${authNumber.confirmedAt} > ${confirmedAfter}`,
      ),
    )
    .returning()
    .then((rows) => rows[0] ?? null);

const userColumns = {
  unqUserId: appUser.unqUserId,
  userId: appUser.userId,
  userNm: appUser.userNm,
  passwordHash: appUser.passwordHash,
  previousPasswordHash: appUser.previousPasswordHash,
  authCd: appUser.authCd,
  email: appUser.email,
  telNo: appUser.telNo,
  cmpyNm: company.cmpyNm,
  profileFileId: appUser.profileFileId,
  firstLoginYn: appUser.firstLoginYn,
  pwdChangedAt: appUser.pwdChangedAt,
  createdAt: appUser.createdAt,
  regStat: appUser.regStat,
  useYn: appUser.useYn,
  preferredLanguage: appUser.preferredLanguage,
};

export const findUser = (db: Executor, unqUserId: string) =>
  db
    .select(userColumns)
    .from(appUser)
    .leftJoin(company, eq(company.cmpyCd, appUser.cmpyCd))
    .where(eq(appUser.unqUserId, unqUserId))
    .then((rows) => rows[0] ?? null);

export const findUserByLoginId = (db: Executor, userId: string) =>
  db
    .select(userColumns)
    .from(appUser)
    .leftJoin(company, eq(company.cmpyCd, appUser.cmpyCd))
    .where(eq(appUser.userId, userId))
    .then((rows) => rows[0] ?? null);

/** Active accounts with this name and contact (find ID). */
export const findUsersByContact = (
  db: Executor,
  userNm: string,
  channel: 'PHONE' | 'EMAIL',
  target: string,
) =>
  db
    .select({ userId: appUser.userId, createdAt: appUser.createdAt })
    .from(appUser)
    .where(
      and(
        eq(appUser.userNm, userNm),
        eq(appUser.useYn, 'Y'),
        channel === 'PHONE'
          ? sql`regexp_replace(coalesce(${appUser.telNo}, ''), '[^0-9]', '', 'g') = ${target}`
          : sql`lower(${appUser.email}) = ${target}`,
      ),
    )
    .orderBy(asc(appUser.createdAt));

/** Active, approved accounts whose phone is this one (phone login). */
export const findLoginUsersByPhone = (db: Executor, telNo: string) =>
  db
    .select({ unqUserId: appUser.unqUserId })
    .from(appUser)
    .where(
      and(
        eq(appUser.useYn, 'Y'),
        eq(appUser.regStat, 'ACCEPT'),
        sql`regexp_replace(coalesce(${appUser.telNo}, ''), '[^0-9]', '', 'g') = ${telNo}`,
      ),
    )
    .limit(2);

export async function updateUser(
  db: Executor,
  unqUserId: string,
  set: Partial<typeof appUser.$inferInsert>,
): Promise<void> {
  await db
    .update(appUser)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(appUser.unqUserId, unqUserId));
}

/** Revokes every live session of a user except keepTokenHash (ASVS 3.3.3). */
export async function revokeOtherSessions(
  db: Executor,
  unqUserId: string,
  now: Date,
  keepTokenHash: string | null,
): Promise<void> {
  await db
    .update(userSession)
    .set({ revokedAt: now })
    .where(
      and(
        eq(userSession.unqUserId, unqUserId),
        sql`${userSession.revokedAt} is null`,
        keepTokenHash ? ne(userSession.tokenHash, keepTokenHash) : undefined,
      ),
    );
}

export const userIdExists = (db: Executor, userId: string) =>
  db
    .select({ one: sql<number>`1` })
    .from(appUser)
    .where(sql`lower(${appUser.userId}) = lower(${userId})`)
    .then((rows) => rows.length > 0);

export const insertUser = (db: Executor, row: typeof appUser.$inferInsert) => db.insert(appUser).values(row);
export const insertCompany = (db: Executor, row: typeof company.$inferInsert) =>
  db.insert(company).values(row);

const addressColumns = {
  deleSn: deliveryAddress.deleSn,
  addrNm: deliveryAddress.addrNm,
  receiverNm: deliveryAddress.receiverNm,
  receiverTelNo: deliveryAddress.receiverTelNo,
  zipCd: deliveryAddress.zipCd,
  addr: deliveryAddress.addr,
  addrDtl: deliveryAddress.addrDtl,
  defaultYn: deliveryAddress.defaultYn,
};

export const listAddresses = (db: Executor, unqUserId: string) =>
  db
    .select(addressColumns)
    .from(deliveryAddress)
    .where(eq(deliveryAddress.unqUserId, unqUserId))
    .orderBy(desc(deliveryAddress.defaultYn), desc(deliveryAddress.deleSn));

export const findAddress = (db: Executor, unqUserId: string, deleSn: number) =>
  db
    .select(addressColumns)
    .from(deliveryAddress)
    .where(and(eq(deliveryAddress.unqUserId, unqUserId), eq(deliveryAddress.deleSn, deleSn)))
    .then((rows) => rows[0] ?? null);

export const insertAddress = (db: Executor, row: typeof deliveryAddress.$inferInsert) =>
  db
    .insert(deliveryAddress)
    .values(row)
    .returning({ deleSn: deliveryAddress.deleSn })
    .then((rows) => rows[0]!.deleSn);

export async function updateAddress(
  db: Executor,
  unqUserId: string,
  deleSn: number,
  set: Partial<typeof deliveryAddress.$inferInsert>,
): Promise<number> {
  const rows = await db
    .update(deliveryAddress)
    .set(set)
    .where(and(eq(deliveryAddress.unqUserId, unqUserId), eq(deliveryAddress.deleSn, deleSn)))
    .returning({ deleSn: deliveryAddress.deleSn });
  return rows.length;
}

export async function clearDefaultAddress(db: Executor, unqUserId: string): Promise<void> {
  await db.update(deliveryAddress).set({ defaultYn: 'N' }).where(eq(deliveryAddress.unqUserId, unqUserId));
}

export async function deleteAddress(db: Executor, unqUserId: string, deleSn: number): Promise<number> {
  const rows = await db
    .delete(deliveryAddress)
    .where(and(eq(deliveryAddress.unqUserId, unqUserId), eq(deliveryAddress.deleSn, deleSn)))
    .returning({ deleSn: deliveryAddress.deleSn });
  return rows.length;
}

export const insertVendorInvitation = (db: Executor, row: typeof vendorInvitation.$inferInsert) =>
  db.insert(vendorInvitation).values(row);

export const findVendorInvitation = (db: Executor, approvalId: string) =>
  db
    .select()
    .from(vendorInvitation)
    .where(eq(vendorInvitation.approvalId, approvalId))
    .then((rows) => rows[0] ?? null);

/** Marks an open invitation used in one statement; false when it was used or expired meanwhile (no double use). */
export async function claimVendorInvitation(
  db: Executor,
  approvalId: string,
  cmpyCd: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(vendorInvitation)
    .set({ usedAt: now, usedCmpyCd: cmpyCd })
    .where(
      and(
        eq(vendorInvitation.approvalId, approvalId),
        isNull(vendorInvitation.usedAt),
        gt(vendorInvitation.expiresAt, now),
      ),
    )
    .returning({ approvalId: vendorInvitation.approvalId });
  return rows.length === 1;
}
