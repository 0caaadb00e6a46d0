import { VENDOR_STATEMENT_TEXT } from '@pcs/domain';

/** '공급사 정산서_<vendor>_<yyyymm>' (the download adds the day and the extension). */
export const vendorStatementFileName = (vendorNm: string, yyyymm: string): string =>
  `${VENDOR_STATEMENT_TEXT.title}_${vendorNm}_${yyyymm}`;
