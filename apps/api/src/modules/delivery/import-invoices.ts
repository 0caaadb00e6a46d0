import {
  ACCESS_ACTION,
  ACCESS_TARGET,
  DELIVERY_ACTION,
  deliveryActorOf,
  type ImportReply,
  INVOICE_IMPORT_COLUMNS,
  INVOICE_IMPORT_TEXT,
  invoiceImportRowSchema,
  isDeliveryState,
  nextDeliveryState,
} from '@pcs/domain';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import {
  headerOf,
  ImportErrors,
  parseXlsxImport,
  reportDuplicatesInFile,
  validRows,
} from '../../lib/excel/import-xlsx';
import { recordAccess } from '../access-log';
import type { DeliveryDeps } from './delivery-deps';
import { inScope, lineScopeOf } from './line-scope';
import { noticeLineMoves } from './notice-line-moves';
import * as repo from './repository';
import { transitionLine } from './transition-line';

const header = (key: (typeof INVOICE_IMPORT_COLUMNS)[number]['key']) => headerOf(INVOICE_IMPORT_COLUMNS, key);

/**
 * POST (multipart) delivery/invoiceUpload.json: carrier and invoice number for many lines (operators, vendors for
 * their goods, part-timers for their assignments). A row without both (a pre-filled line not shipped yet) is skipped.
 * Every other row is checked first (format, duplicates, the line exists in the caller's scope and may be released
 * now); one error and nothing changes. Then every line is released in one
 * transaction, each with the same conditional update as a single release.
 */
export async function importInvoices(
  deps: DeliveryDeps,
  user: AuthUser,
  bytes: Buffer,
): Promise<ImportReply> {
  const scope = lineScopeOf(user);
  const actor = deliveryActorOf(user.authCd);
  const errors = new ImportErrors();
  const rows = await parseXlsxImport(
    bytes,
    { columns: INVOICE_IMPORT_COLUMNS, rowSchema: invoiceImportRowSchema },
    errors,
  );
  reportDuplicatesInFile(rows, (v) => String(v.estiItemSn), header('estiItemSn'), errors);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const fresh = validRows(rows);
    const lines = [];
    for (const { row, value } of fresh) {
      const { carrierCd, invoiceNo } = value;
      if (carrierCd === null || invoiceNo === null) continue;
      const line = await repo.findLine(tx, value.estiSn, value.estiItemSn);
      if (!line || !inScope(scope, line)) {
        errors.add(row, header('estiItemSn'), INVOICE_IMPORT_TEXT.notFound);
        continue;
      }
      const check = isDeliveryState(line.deliStatCd)
        ? nextDeliveryState(line.deliStatCd, DELIVERY_ACTION.release, actor)
        : null;
      if (!check?.ok) {
        errors.add(
          row,
          header('estiItemSn'),
          check && !check.ok ? check.message : INVOICE_IMPORT_TEXT.notFound,
        );
        continue;
      }
      lines.push({ line, value: { carrierCd, invoiceNo } });
    }
    errors.throwIfAny();
    if (lines.length === 0) throw badRequest(INVOICE_IMPORT_TEXT.nothingToRelease);
    // Lines locked in id order (decision 024), whatever order the file lists them in.
    lines.sort((a, b) => a.line.estiItemSn - b.line.estiItemSn);
    for (const { line, value } of lines)
      await transitionLine(tx, now, user, actor, line, {
        action: DELIVERY_ACTION.release,
        carrierCd: value.carrierCd,
        invoiceNo: value.invoiceNo,
      });
    // Every released line's recipient is told, all in one read and one insert.
    await noticeLineMoves(
      tx,
      deps,
      DELIVERY_ACTION.release,
      lines.map((l) => l.line.estiItemSn),
    );
    await recordAccess(tx, user, {
      action: ACCESS_ACTION.import,
      target: ACCESS_TARGET.invoiceImport,
      rowCount: lines.length,
    });
    return { importedCount: lines.length };
  });
}
