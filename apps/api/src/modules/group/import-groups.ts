import {
  COMPANY_MESSAGES,
  EXCEL_MESSAGES,
  GROUP_IMPORT_COLUMNS,
  GROUP_MESSAGES,
  type GroupImportRow,
  groupImportRowSchema,
  type ImportReply,
  parentWouldCycle,
} from '@pcs/domain';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { assertCompany } from '../../http/tenant';
import {
  headerOf,
  ImportErrors,
  insertInBatches,
  parseXlsxImport,
  reportDuplicatesInFile,
  validRows,
} from '../../lib/excel/import-xlsx';
import { findCompany } from '../company';
import * as repo from './repository';

const header = (key: keyof GroupImportRow) => headerOf(GROUP_IMPORT_COLUMNS, key);

/**
 * POST (multipart) /v1/ebmp/pcs/manage/group/excelUpload.json?cmpyCd= (operator admins): a company's groups from the
 * template. Every row is checked (format, duplicates in the file and against the company's groups, parents that
 * exist here or in the file, no loops); one error and nothing is imported. Parents are inserted before children.
 */
export async function importGroups(
  deps: { db: Db; now: () => Date },
  user: AuthUser,
  cmpyCd: string,
  bytes: Buffer,
): Promise<ImportReply> {
  assertCompany(user, cmpyCd);
  if (!(await findCompany(deps.db, cmpyCd))) throw notFound(COMPANY_MESSAGES.notFound);
  const errors = new ImportErrors();
  const rows = await parseXlsxImport(
    bytes,
    { columns: GROUP_IMPORT_COLUMNS, rowSchema: groupImportRowSchema },
    errors,
  );
  reportDuplicatesInFile(rows, (v) => v.grupCd, header('grupCd'), errors);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await repo.lockCompanyGroups(tx, cmpyCd);
    const existing = await repo.groupsOfCompany(tx, cmpyCd);
    const taken = new Set(existing.map((g) => g.grupCd.toLowerCase()));
    const fresh = validRows(rows);
    const links = [
      ...existing.map((g) => ({ grupCd: g.grupCd, parentGrupCd: g.parentGrupCd })),
      ...fresh.map((r) => ({ grupCd: r.value.grupCd, parentGrupCd: r.value.parentGrupCd })),
    ];
    const known = new Set(links.map((g) => g.grupCd));
    for (const { row, value } of fresh) {
      if (taken.has(value.grupCd.toLowerCase()))
        errors.add(row, header('grupCd'), EXCEL_MESSAGES.duplicateInDb);
      if (value.parentGrupCd && !known.has(value.parentGrupCd))
        errors.add(row, header('parentGrupCd'), EXCEL_MESSAGES.unknownGroup);
      else if (parentWouldCycle(links, value.grupCd, value.parentGrupCd))
        errors.add(row, header('parentGrupCd'), GROUP_MESSAGES.parentCycle);
    }
    errors.throwIfAny();
    const ordered = parentsFirst(fresh.map((r) => r.value));
    await insertInBatches(
      ordered.map((g) => ({ ...g, cmpyCd, createdAt: now, updatedAt: now })),
      (batch) => repo.insertGroups(tx, batch),
    );
    return { importedCount: ordered.length };
  });
}

/** New groups in an order where each parent from the file comes before its children (the tree has no loops here). */
function parentsFirst(groups: GroupImportRow[]): GroupImportRow[] {
  const inFile = new Map(groups.map((g) => [g.grupCd, g]));
  const done = new Set<string>();
  const out: GroupImportRow[] = [];
  const visit = (g: GroupImportRow) => {
    if (done.has(g.grupCd)) return;
    done.add(g.grupCd);
    const parent = g.parentGrupCd ? inFile.get(g.parentGrupCd) : undefined;
    if (parent) visit(parent);
    out.push(g);
  };
  for (const g of groups) visit(g);
  return out;
}
