import {
  AUTH_CD,
  EVENT_MESSAGES,
  EXCEL_MESSAGES,
  type ImportReply,
  newAccountsLimitText,
  newRecipientAccount,
  RECIPIENT_IMPORT_COLUMNS,
  REGISTRATION_STATUS,
  type RecipientImportRow,
  recipientImportRowSchema,
  SOLUTION_CODE,
} from '@pcs/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appUser } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, conflict } from '../../http/errors';
import { assertCompany } from '../../http/tenant';
import {
  headerOf,
  ImportErrors,
  parseXlsxImport,
  reportDuplicatesInFile,
  validRows,
} from '../../lib/excel/import-xlsx';
import { hashPassword } from '../auth';
import { insertImportedUsers, newUserIds, sendTempPassword, takenPhones, tempPassword } from '../user-admin';
import { lockEventFor } from './event-access';
import { authorizeEventAction } from './event-status';
import { companyGroups, insertRecipients } from './repository';

const header = (key: keyof RecipientImportRow) => headerOf(RECIPIENT_IMPORT_COLUMNS, key);
/** New accounts hash a temporary password each (argon2id, ~10 ms): a file makes at most this many. */
const MAX_NEW_ACCOUNTS = 500;

/**
 * POST (multipart) .../eventManage/recipient/import.json?cmpyCd=&eventSn= (operator admins): recipients from the
 * shared all-or-nothing Excel pipeline. A login ID of the event's company adds that user; an ID of another company
 * is an error; a new ID becomes an account of the company (first-login flow, a temporary password by SMS), so only
 * its row needs a name and a phone. Each recipient's allowance is the event's selectCnt. One error and nothing is
 * written.
 */
export async function importEventRecipients(
  deps: { db: Db; now: () => Date; config?: { publicUrl: string } },
  user: AuthUser,
  query: { cmpyCd: string; eventSn: number },
  bytes: Buffer,
): Promise<ImportReply> {
  assertCompany(user, query.cmpyCd);
  const errors = new ImportErrors();
  const rows = await parseXlsxImport(
    bytes,
    { columns: RECIPIENT_IMPORT_COLUMNS, rowSchema: recipientImportRowSchema },
    errors,
  );
  reportDuplicatesInFile(rows, (v) => v.userId.toLowerCase(), header('userId'), errors);
  const fresh = validRows(rows);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const event = await lockEventFor(tx, user, query.eventSn);
    if (event.cmpyCd !== query.cmpyCd) throw badRequest(EVENT_MESSAGES.notEventCompany);
    await authorizeEventAction(tx, event, 'addRecipients', now, deps.config?.publicUrl);
    const ids = fresh.map((r) => r.value.userId.toLowerCase());
    const existing =
      ids.length === 0
        ? []
        : await tx
            .select({
              unqUserId: appUser.unqUserId,
              userId: appUser.userId,
              cmpyCd: appUser.cmpyCd,
              useYn: appUser.useYn,
            })
            .from(appUser)
            .where(inArray(sql`lower(${appUser.userId})`, ids));
    const byId = new Map(existing.map((u) => [u.userId.toLowerCase(), u]));
    // A new ID becomes an account: only then are a name and a phone needed (and read).
    const newRows = fresh.filter((r) => !byId.has(r.value.userId.toLowerCase()));
    const newcomers: { row: number; value: RecipientImportRow; userNm: string; telNo: string }[] = [];
    for (const { row, value } of newRows) {
      const account = newRecipientAccount(value);
      if (account.ok) newcomers.push({ row, value, userNm: account.userNm, telNo: account.telNo });
      else for (const p of account.problems) errors.add(row, header(p.key), p.message);
    }
    const phones = await takenPhones(
      tx,
      newcomers.map((r) => r.telNo),
    );
    const groups = new Set((await companyGroups(tx, event.cmpyCd)).map((g) => g.grupCd));
    for (const { row, value } of fresh) {
      const found = byId.get(value.userId.toLowerCase());
      if (found && found.cmpyCd !== event.cmpyCd)
        errors.add(row, header('userId'), EVENT_MESSAGES.importForeignUser);
      else if (found && found.useYn !== 'Y')
        errors.add(row, header('userId'), EVENT_MESSAGES.importUnusedUser);
      if (!found && value.grupCd && !groups.has(value.grupCd))
        errors.add(row, header('grupCd'), EXCEL_MESSAGES.unknownGroup);
    }
    for (const { row, telNo } of newcomers)
      if (phones.has(telNo)) errors.add(row, header('telNo'), EXCEL_MESSAGES.duplicateInDb);
    if (newRows.length > MAX_NEW_ACCOUNTS)
      errors.add(newRows[MAX_NEW_ACCOUNTS]!.row, header('userId'), newAccountsLimitText(MAX_NEW_ACCOUNTS));
    errors.throwIfAny();

    const unqIds = newUserIds(newcomers.length, now);
    const passwords = newcomers.map(() => tempPassword());
    const hashes: string[] = [];
    for (const p of passwords) hashes.push(await hashPassword(p));
    const accounts = newcomers.map(({ value, userNm, telNo }, i) => ({
      unqUserId: unqIds[i]!,
      userId: value.userId,
      passwordHash: hashes[i]!,
      userNm,
      authCd: AUTH_CD.clientEmployee,
      solCd: SOLUTION_CODE,
      cmpyCd: event.cmpyCd,
      grupCd: value.grupCd,
      telNo,
      email: null,
      sabun: null,
      useYn: 'Y',
      regStat: REGISTRATION_STATUS.accept,
      firstLoginYn: 'Y',
      pwdChangedAt: now,
      createdAt: now,
      updatedAt: now,
    }));
    try {
      if (accounts.length > 0) await insertImportedUsers(tx, accounts);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(EXCEL_MESSAGES.duplicateInDb);
      throw error;
    }
    // The recipient import names no language: the new account's messages are Korean until they choose one.
    for (const [i, a] of accounts.entries())
      await sendTempPassword(
        tx,
        { ...a, preferredLanguage: null },
        passwords[i]!,
        now,
        deps.config?.publicUrl ?? '',
      );
    const recipients = [
      ...fresh.flatMap((r) => {
        const found = byId.get(r.value.userId.toLowerCase());
        return found ? [found.unqUserId] : [];
      }),
      ...accounts.map((a) => a.unqUserId),
    ];
    const importedCount = await insertRecipients(tx, event.eventSn, event.selectCnt, recipients);
    return { importedCount };
  });
}
