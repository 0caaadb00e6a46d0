import { VENDOR_STL_PATH } from '@pcs/domain/contracts/settlement-paths';
import type { VendorStlMonthRequest } from '@pcs/domain/contracts/vendor-settlement';
import { downloadFile } from '../../../lib/download-file';

/** POST settlement/vendor/xlsx.json: every line of the month as an xlsx download. */
export const downloadVendorStatementXlsx = (body: VendorStlMonthRequest, fallbackName: string) =>
  downloadFile(VENDOR_STL_PATH.xlsx, body, `${fallbackName}.xlsx`);
