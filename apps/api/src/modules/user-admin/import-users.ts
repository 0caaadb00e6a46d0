import {
  ACCESS_ACTION,
  ACCESS_TARGET,
  CLIENT_MANAGED_ROLES,
  COMPANY_MESSAGES,
  EXCEL_MESSAGES,
  importedAccountText,
  LIFE_EVENT_IMPORT_COLUMNS,
  LIFE_EVENT_IMPORT_SHEET,
  LIFE_EVENT_MESSAGES,
  type LifeEventImportRow,
  lifeEventImportRowSchema,
  messageLanguage,
  REGISTRATION_STATUS,
  SOLUTION_CODE,
  USER_IMPORT_COLUMNS,
  USER_IMPORT_SHEET,
  type UserImportReply,
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
  parseXlsxSheets,
  reportDuplicatesInFile,
  validRows,
} from '../../lib/excel/import-xlsx';
import { recordAccess } from '../access-log';
import { findCompany } from '../company';
import {
  insertLifeEvents,
  lifeEventKey,
  liveLifeEventKeys,
  type NewLifeEvent,
  recomputeOccasionsOf,
} from '../occasion';
import { enqueueMessages } from '../outbox';
import { queueEmployeeWebhooks } from './employee-webhooks';
import { newUserIds } from './new-user-ids';
import * as repo from './repository';

const header = (key: keyof UserImportRow) => headerOf(USER_IMPORT_COLUMNS, key);
const eventHeader = (key: keyof LifeEventImportRow) => headerOf(LIFE_EVENT_IMPORT_COLUMNS, key);
const USERS = USER_IMPORT_SHEET;
const EVENTS = LIFE_EVENT_IMPORT_SHEET;

/**
 * An imported account has no password (decision 010): hashing 10,000 passwords with argon2id would take minutes,
 * and a password mailed in bulk is a password exposed in bulk. The owner signs in by phone (phone login) and sets a
 * password on the first-login form; an operator can also reset it. argon2 cannot parse this value, so no password
 * ever matches it.
 */
export const NO_PASSWORD_HASH = '!imported';

/**
 * POST (multipart) /v1/ebmp/pcs/manage/user/excelUpload.json?cmpyCd=&sendNoticeYn= (operator admins): employees of a
 * company from the template, with their HR dates (생년월일 with 음력/윤달, 입사일, 퇴사일), and the life events of its
 * second sheet '경조사' (of the employees of the first sheet or of the company's existing employees, APPROVED).
 * Every row is checked: formats (§5; a lunar birth date must exist in its year), duplicates in the file (ID, phone,
 * employee number; a life event twice) and against the database (ID anywhere, phone of an active account, employee
 * number in the company, a life event already registered), group codes of the company, and the IDs the life events
 * name. One error and nothing is imported, every error naming its sheet, row and column; otherwise every row goes in
 * one transaction with multi-row inserts, each owner is told by SMS (or mail) how to sign in, the import is recorded
 * in the access log, and the occurrences of everyone imported are computed in the same request.
 */
export async function importUsers(
  deps: { db: Db; now: () => Date; config?: { publicUrl: string } },
  user: AuthUser,
  query: { cmpyCd: string; sendNoticeYn: 'Y' | 'N' },
  bytes: Buffer,
): Promise<UserImportReply> {
  assertCompany(user, query.cmpyCd);
  const target = await findCompany(deps.db, query.cmpyCd);
  if (!target) throw notFound(COMPANY_MESSAGES.notFound);
  const errors = new ImportErrors();
  const { first: rows, second: eventRows } = await parseXlsxSheets(
    bytes,
    { sheet: USERS, columns: USER_IMPORT_COLUMNS, rowSchema: userImportRowSchema },
    { sheet: EVENTS, columns: LIFE_EVENT_IMPORT_COLUMNS, rowSchema: lifeEventImportRowSchema },
    errors,
  );
  reportDuplicatesInFile(rows, (v) => v.userId, header('userId'), errors, USERS);
  reportDuplicatesInFile(rows, (v) => v.telNo, header('telNo'), errors, USERS);
  reportDuplicatesInFile(rows, (v) => v.sabun, header('sabun'), errors, USERS);
  reportDuplicatesInFile(
    eventRows,
    (v) => `${v.userId}:${lifeEventKey(v)}`,
    eventHeader('eventDt'),
    errors,
    EVENTS,
  );
  const fresh = validRows(rows);
  const freshEvents = validRows(eventRows);
  // Every ID the first sheet names, its bad rows too: a life event of a bad row is not reported a second time.
  const sheetIds = new Set(rows.flatMap((r) => (r.cells.userId ? [r.cells.userId.toLowerCase()] : [])));
  const now = deps.now();
  const written = await deps.db.transaction(async (tx) => {
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
        errors.add(row, header('userId'), EXCEL_MESSAGES.duplicateInDb, USERS);
      if (takenPhones.has(value.telNo)) errors.add(row, header('telNo'), EXCEL_MESSAGES.duplicateInDb, USERS);
      if (value.sabun && takenSabuns.has(value.sabun))
        errors.add(row, header('sabun'), EXCEL_MESSAGES.duplicateInDb, USERS);
      if (value.grupCd && !groupCodes.has(value.grupCd))
        errors.add(row, header('grupCd'), EXCEL_MESSAGES.unknownGroup, USERS);
    }
    // Life events of the company's existing employees: their IDs, and what they have registered already.
    const existing = await repo.companyUsersByLoginId(
      tx,
      query.cmpyCd,
      CLIENT_MANAGED_ROLES,
      freshEvents.flatMap((r) => (sheetIds.has(r.value.userId.toLowerCase()) ? [] : [r.value.userId])),
    );
    const live = await liveLifeEventKeys(tx, [...new Set(existing.values())]);
    for (const { row, value } of freshEvents) {
      const id = value.userId.toLowerCase();
      if (sheetIds.has(id)) continue;
      const unqUserId = existing.get(id);
      if (!unqUserId) errors.add(row, eventHeader('userId'), LIFE_EVENT_MESSAGES.importUnknownUser, EVENTS);
      else if (live.get(unqUserId)?.has(lifeEventKey(value)))
        errors.add(row, eventHeader('eventDt'), EXCEL_MESSAGES.duplicateInDb, EVENTS);
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
      birthDt: value.birthDt,
      lunarYn: value.lunarYn,
      leapMonthYn: value.leapMonthYn,
      hireDt: value.hireDt,
      leaveDt: value.leaveDt,
      preferredLanguage: value.preferredLanguage,
    }));
    const newIds = new Map(accounts.map((a) => [a.userId.toLowerCase(), a.unqUserId]));
    const events: NewLifeEvent[] = freshEvents.map(({ value }) => ({
      unqUserId: newIds.get(value.userId.toLowerCase()) ?? existing.get(value.userId.toLowerCase())!,
      cmpyCd: query.cmpyCd,
      occasionType: value.occasionType,
      eventDt: value.eventDt,
      relationCd: value.relationCd,
      statCd: 'APPROVED',
      memo: null,
      createdBy: user.unqUserId,
      decidedBy: user.unqUserId,
      decidedAt: now,
      createdAt: now,
    }));
    try {
      await repo.insertImportedUsers(tx, accounts);
    } catch (error) {
      // Another import or sign-up took one of these IDs after the check: refused like a duplicate, nothing written.
      if (isUniqueViolation(error)) throw conflict(EXCEL_MESSAGES.duplicateInDb);
      throw error;
    }
    await insertLifeEvents(tx, events);
    await queueEmployeeWebhooks(tx, 'employee.created', accounts, now);
    if (query.sendNoticeYn === 'Y')
      await enqueueMessages(
        tx,
        accounts.map((a) => ({
          channel: 'SMS' as const,
          recipient: a.telNo,
          body: importedAccountText(
            target.cmpyNm,
            a.userId,
            deps.config?.publicUrl ?? '',
            messageLanguage(a.preferredLanguage),
          ),
        })),
      );
    await recordAccess(tx, user, {
      action: ACCESS_ACTION.import,
      target: ACCESS_TARGET.userImport,
      rowCount: accounts.length + events.length,
      cmpyCd: query.cmpyCd,
    });
    return { accounts, events };
  });
  await recomputeOccasionsOf(deps, [
    ...new Set([...written.accounts.map((a) => a.unqUserId), ...written.events.map((e) => e.unqUserId)]),
  ]);
  const userCount = written.accounts.length;
  const lifeEventCount = written.events.length;
  return { importedCount: userCount + lifeEventCount, userCount, lifeEventCount };
}
