import {
  ACCESS_ACTION,
  ACCESS_TARGET,
  CARRIERS,
  DELIVERY_ACTION,
  DELIVERY_EXPORT_FILE,
  DELIVERY_STATE_ORDER,
  type DeliveryActor,
  deliveryActorOf,
  EXCEL_LIMITS,
  type ImportReply,
  INVOICE_IMPORT_COLUMNS,
  INVOICE_IMPORT_TEXT,
  invoiceImportRowSchema,
  isDeliveryState,
  maskName,
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
import { buildImportTemplate } from '../../lib/excel/template-xlsx';
import { recordAccess } from '../access-log/record-access';
import * as repo from './flow-repository';
import { applyLineChange, type FlowDeps, inScope, lineScopeOf, noticeLineMoves } from './lines';

const header = (key: (typeof INVOICE_IMPORT_COLUMNS)[number]['key']) => headerOf(INVOICE_IMPORT_COLUMNS, key);

/** The delivery states from which this actor may release a line, read from the life cycle itself. */
const releasableStates = (actor: DeliveryActor) =>
  DELIVERY_STATE_ORDER.filter((s) => nextDeliveryState(s, DELIVERY_ACTION.release, actor).ok);

/**
 * POST delivery/invoiceTemplate.json: the upload template pre-filled with every line the caller may release now
 * (operators all, vendors their own goods, part-timers their assignments), oldest first, with the product and the
 * receiver (masked, as in the list) beside the numbers; the hidden code sheet lists the carriers for the drop-down.
 */
export async function invoiceTemplate(deps: FlowDeps, user: AuthUser): Promise<Buffer> {
  const scope = lineScopeOf(user);
  const states = releasableStates(deliveryActorOf(user.authCd));
  const lines =
    states.length === 0
      ? []
      : await repo.listLines(
          deps.db,
          {
            scope,
            from: null,
            to: null,
            cmpyCds: null,
            eventSn: null,
            states,
            stateCd: null,
            vendorSn: null,
            receiverNm: null,
            invoiceNo: null,
          },
          0,
          EXCEL_LIMITS.maxRows,
        );
  const rows = lines
    .reverse()
    .map((l) => [
      l.estiSn,
      l.estiItemSn,
      null,
      null,
      l.prodNm,
      l.optNm,
      l.quantity,
      maskName(l.receiverNm ?? ''),
    ]);
  return buildImportTemplate(
    DELIVERY_EXPORT_FILE.invoiceTemplate,
    INVOICE_IMPORT_COLUMNS,
    { carrier: Object.values(CARRIERS) },
    rows,
  );
}

/**
 * POST (multipart) delivery/invoiceUpload.json: carrier and invoice number for many lines (operators, vendors for
 * their goods, part-timers for their assignments). A row without both (a pre-filled line not shipped yet) is skipped.
 * Every other row is checked first (format, duplicates, the line exists in the caller's scope and may be released
 * now); one error and nothing changes. Then every line is released in one
 * transaction, each with the same conditional update as a single release.
 */
export async function importInvoices(deps: FlowDeps, user: AuthUser, bytes: Buffer): Promise<ImportReply> {
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
      await applyLineChange(tx, now, user, actor, line, {
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
