import {
  ACCESS_ACTION,
  ACCESS_TARGET,
  COMPANY_MESSAGES,
  EXCEL_MESSAGES,
  type ImportReply,
  importedAccountText,
  REGISTRATION_STATUS,
  SOLUTION_CODE,
  USER_IMPORT_COLUMNS,
  type UserImportRow,
  userImportRowSchema,
} from '@pcs/domain';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AuthUser } from '../../http/auth-guard';
import { conflict, notFound } from '../../http/errors';
import { assertCompany } from '../../http/tenant';
import {
  headerOf,
  ImportErrors,
  parseXlsxImport,
  reportDuplicatesInFile,
  validRows,
} from '../../lib/excel/import-xlsx';
import { recordAccess } from '../access-log';
import { findCompany } from '../company';
import { enqueueMessages } from '../outbox';
import { newUserIds } from './new-user-ids';
import * as repo from './repository';

const header = (key: keyof UserImportRow) => headerOf(USER_IMPORT_COLUMNS, key);

/**
 * An imported account has no password (decision 010): hashing 10,000 passwords with argon2id would take minutes,
 * and a password mailed in bulk is a password exposed in bulk. The owner signs in by phone (phone login) and sets a
 * password on the first-login form; an operator can also reset it. argon2 cannot parse this value, so no password
 * ever matches it.
 */
export const NO_PASSWORD_HASH = '!imported';

/**
 * POST (multipart) /v1/ebmp/pcs/manage/user/excelUpload.json?cmpyCd=&sendNoticeYn= (operator admins): employees of a
 * company from the template. Every row is checked: formats (§5), duplicates in the file (ID, phone, employee number)
 * and against the database (ID anywhere, phone of an active account, employee number in the company), group codes
 * of the company. One error and nothing is imported; otherwise every row goes in one transaction with multi-row
 * inserts, each owner is told by SMS (or mail) how to sign in, and the import is recorded in the access log.
 */
export async function importUsers(
  deps: { db: Db; now: () => Date },
  user: AuthUser,
  query: { cmpyCd: string; sendNoticeYn: 'Y' | 'N' },
  bytes: Buffer,
): Promise<ImportReply> {
  assertCompany(user, query.cmpyCd);
  const target = await findCompany(deps.db, query.cmpyCd);
  if (!target) throw notFound(COMPANY_MESSAGES.notFound);
  const errors = new ImportErrors();
  const rows = await parseXlsxImport(
    bytes,
    { columns: USER_IMPORT_COLUMNS, rowSchema: userImportRowSchema },
    errors,
  );
  reportDuplicatesInFile(rows, (v) => v.userId, header('userId'), errors);
  reportDuplicatesInFile(rows, (v) => v.telNo, header('telNo'), errors);
  reportDuplicatesInFile(rows, (v) => v.sabun, header('sabun'), errors);
  const fresh = validRows(rows);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // One after the other: a transaction is one connection, and it runs one statement at a time.
    const takenIds = await repo.takenUserIds(
      tx,
      fresh.map((r) => r.value.userId),
    );
    const takenPhones = await repo.takenPhones(
      tx,
      fresh.map((r) => r.value.telNo),
    );
    const takenSabuns = await repo.takenSabuns(
      tx,
      query.cmpyCd,
      fresh.flatMap((r) => (r.value.sabun ? [r.value.sabun] : [])),
    );
    const groups = await repo.groupsOf(tx, query.cmpyCd);
    const groupCodes = new Set(groups.map((g) => g.grupCd));
    for (const { row, value } of fresh) {
      if (takenIds.has(value.userId.toLowerCase()))
        errors.add(row, header('userId'), EXCEL_MESSAGES.duplicateInDb);
      if (takenPhones.has(value.telNo)) errors.add(row, header('telNo'), EXCEL_MESSAGES.duplicateInDb);
      if (value.sabun && takenSabuns.has(value.sabun))
        errors.add(row, header('sabun'), EXCEL_MESSAGES.duplicateInDb);
      if (value.grupCd && !groupCodes.has(value.grupCd))
        errors.add(row, header('grupCd'), EXCEL_MESSAGES.unknownGroup);
    }
    errors.throwIfAny();
    const ids = newUserIds(fresh.length, now);
    const accounts: repo.ImportedAccount[] = fresh.map(({ value }, i) => ({
      unqUserId: ids[i]!,
      userId: value.userId,
      passwordHash: NO_PASSWORD_HASH,
      userNm: value.userNm,
      authCd: value.authCd,
      solCd: SOLUTION_CODE,
      cmpyCd: query.cmpyCd,
      grupCd: value.grupCd,
      telNo: value.telNo,
      email: value.email,
      sabun: value.sabun,
      useYn: value.useYn,
      regStat: REGISTRATION_STATUS.accept,
      firstLoginYn: 'Y',
      pwdChangedAt: now,
      createdAt: now,
      updatedAt: now,
    }));
    try {
      await repo.insertImportedUsers(tx, accounts);
    } catch (error) {
      // Another import or sign-up took one of these IDs after the check: refused like a duplicate, nothing written.
      if (isUniqueViolation(error)) throw conflict(EXCEL_MESSAGES.duplicateInDb);
      throw error;
    }
    if (query.sendNoticeYn === 'Y')
      await enqueueMessages(
        tx,
        accounts.map((a) => ({
          channel: 'SMS' as const,
          recipient: a.telNo,
          body: importedAccountText(target.cmpyNm, a.userId),
        })),
      );
    await recordAccess(tx, user, {
      action: ACCESS_ACTION.import,
      target: ACCESS_TARGET.userImport,
      rowCount: accounts.length,
      cmpyCd: query.cmpyCd,
    });
    return { importedCount: accounts.length };
  });
}
