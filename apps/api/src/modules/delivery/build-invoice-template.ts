import {
  CARRIERS,
  DELIVERY_ACTION,
  DELIVERY_EXPORT_FILE,
  DELIVERY_STATE_ORDER,
  type DeliveryActor,
  deliveryActorOf,
  EXCEL_LIMITS,
  INVOICE_IMPORT_COLUMNS,
  maskName,
  nextDeliveryState,
} from '@pcs/domain';
import type { AuthUser } from '../../http/auth-guard';
import { buildImportTemplate } from '../../lib/excel/template-xlsx';
import type { DeliveryDeps } from './delivery-deps';
import { lineScopeOf } from './line-scope';
import * as repo from './repository';

/** The delivery states from which this actor may release a line, read from the life cycle itself. */
const releasableStates = (actor: DeliveryActor) =>
  DELIVERY_STATE_ORDER.filter((s) => nextDeliveryState(s, DELIVERY_ACTION.release, actor).ok);

/**
 * POST delivery/invoiceTemplate.json: the upload template pre-filled with every line the caller may release now
 * (operators all, vendors their own goods, part-timers their assignments), oldest first, with the product and the
 * receiver (masked, as in the list) beside the numbers; the hidden code sheet lists the carriers for the drop-down.
 */
export async function buildInvoiceTemplate(deps: DeliveryDeps, user: AuthUser): Promise<Buffer> {
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
