import { EVENT_DOCS_TEXT } from '@pcs/domain';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { downloadFile } from '../../../lib/download-file';

/** The invoice statement PDF of an event (operators; a client manager their own company's). */
export const downloadInvoicePdf = (eventSn: number) =>
  downloadFile(API_PATH.eventInvoicePdf, { eventSn }, `${EVENT_DOCS_TEXT.invoiceTitle}.pdf`);

/** A vendor's purchase order of an event; vendorSn null: the caller's own (a vendor) or every vendor (operators). */
export const downloadPurchaseOrder = (eventSn: number, vendorSn: number | null, kind: 'pdf' | 'xlsx') =>
  downloadFile(
    kind === 'pdf' ? API_PATH.eventPurchaseOrderPdf : API_PATH.eventPurchaseOrderXlsx,
    { eventSn, vendorSn },
    `${EVENT_DOCS_TEXT.purchaseOrderTitle}.${kind}`,
  );
