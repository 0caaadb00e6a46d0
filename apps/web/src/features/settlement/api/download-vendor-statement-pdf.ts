import { VENDOR_STL_PATH } from '@pcs/domain/contracts/settlement-paths';
import type { VendorStlMonthRequest } from '@pcs/domain/contracts/vendor-settlement';
import { downloadFile } from '../../../lib/download-file';

/** POST settlement/vendor/pdf.json: the month's statement as a PDF download. */
export const downloadVendorStatementPdf = (body: VendorStlMonthRequest, fallbackName: string) =>
  downloadFile(VENDOR_STL_PATH.pdf, body, `${fallbackName}.pdf`);
