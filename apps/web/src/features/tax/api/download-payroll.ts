import { TAX_PATH, type taxPayrollRequestSchema } from '@pcs/domain';
import type { z } from 'zod';
import { downloadFile } from '../../../lib/download-file';

export type TaxPayrollRequest = z.input<typeof taxPayrollRequestSchema>;

/** POST tax/payroll.json: the payroll file of a month or the year (xlsx or CSV), saved under the server's name. */
export const downloadPayroll = (body: TaxPayrollRequest) =>
  downloadFile(TAX_PATH.payroll, body, `세무_급여반영.${body.format}`);
