import { MANAGER_ROLES } from '@pcs/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appUser, company, companyMessenger } from '../../db/schema/index';

export const findMessengers = (db: Executor, cmpyCd: string) =>
  db.select().from(companyMessenger).where(eq(companyMessenger.cmpyCd, cmpyCd));
export type MessengerRow = Awaited<ReturnType<typeof findMessengers>>[number];

export const findMessenger = (db: Executor, cmpyCd: string, kind: string) =>
  db
    .select()
    .from(companyMessenger)
    .where(and(eq(companyMessenger.cmpyCd, cmpyCd), eq(companyMessenger.kind, kind)))
    .then((rows) => rows[0] ?? null);

export const companyExists = (db: Executor, cmpyCd: string) =>
  db
    .select({ cmpyCd: company.cmpyCd })
    .from(company)
    .where(eq(company.cmpyCd, cmpyCd))
    .then((rows) => rows.length === 1);

export async function upsertMessenger(
  db: Executor,
  row: Omit<typeof companyMessenger.$inferInsert, 'updatedAt' | 'lastTestAt' | 'lastTestOk'>,
  now: Date,
): Promise<void> {
  await db
    .insert(companyMessenger)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({
      target: [companyMessenger.cmpyCd, companyMessenger.kind],
      set: {
        secretEnc: row.secretEnc,
        secretHint: row.secretHint,
        clientId: row.clientId ?? null,
        serviceAccount: row.serviceAccount ?? null,
        botId: row.botId ?? null,
        notifyYn: row.notifyYn ?? 'Y',
        updatedBy: row.updatedBy ?? null,
        updatedAt: now,
        // New settings have not been tested yet.
        lastTestAt: null,
        lastTestOk: null,
      },
    });
}

export const deleteMessenger = (db: Executor, cmpyCd: string, kind: string) =>
  db
    .delete(companyMessenger)
    .where(and(eq(companyMessenger.cmpyCd, cmpyCd), eq(companyMessenger.kind, kind)))
    .returning({ kind: companyMessenger.kind })
    .then((rows) => rows.length);

export const markTested = (db: Executor, cmpyCd: string, kind: string, ok: boolean, at: Date) =>
  db
    .update(companyMessenger)
    .set({ lastTestAt: at, lastTestOk: ok ? 'Y' : 'N' })
    .where(and(eq(companyMessenger.cmpyCd, cmpyCd), eq(companyMessenger.kind, kind)));

export const emailOf = (db: Executor, unqUserId: string) =>
  db
    .select({ email: appUser.email })
    .from(appUser)
    .where(eq(appUser.unqUserId, unqUserId))
    .then((rows) => rows[0]?.email?.trim() || null);

/**
 * The company's managers in use with an e-mail, whom a messenger's personal notice reaches: a client company's
 * client managers (25), the operator company's managers (15, 99999).
 */
export const managerEmails = (db: Executor, cmpyCd: string) =>
  db
    .select({ email: appUser.email })
    .from(appUser)
    .where(
      and(
        eq(appUser.cmpyCd, cmpyCd),
        inArray(appUser.authCd, [...MANAGER_ROLES]),
        eq(appUser.useYn, 'Y'),
        sql`nullif(trim(${appUser.email}), '') is not null`,
      ),
    )
    .orderBy(appUser.unqUserId)
    .then((rows) => rows.map((r) => r.email!.trim()));

export { operatorCompanyCd } from '../../db/operator-company';
