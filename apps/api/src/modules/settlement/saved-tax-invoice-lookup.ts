import { sql } from 'drizzle-orm';
import type { SavedTaxInvoiceLookup } from '../../adapters/tax-invoice/tax-invoice-provider';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/** What the built-in tax-invoice provider knows after a restart: our own record of each document key. */
export const savedTaxInvoiceLookup =
  (db: Executor): SavedTaxInvoiceLookup =>
  async (mgtKey) =>
    (
      await queryRows<{ stat: string; ntsConfirmNum: string | null }>(
        db,
        sql`select stat, nts_confirm_num as "ntsConfirmNum" from tax_invoice where mgt_key = ${mgtKey}`,
      )
    )[0] ?? null;
