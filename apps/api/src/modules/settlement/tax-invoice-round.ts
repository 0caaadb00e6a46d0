import { type SQL, sql } from 'drizzle-orm';

/**
 * Our document key: the bill, the group (N own part, M<bill> reversals of that bill) and the round. A round is one
 * issue of all the bill's groups; a cancelled invoice keeps its key at the provider, so issuing again after 발행 취소
 * takes the next round. At most 24 characters.
 */
export const invoiceMgtKey = (billSn: number, adjustsBillSn: number | null, round: number): string =>
  adjustsBillSn === null ? `CB${billSn}-N${round}` : `CB${billSn}-M${adjustsBillSn}-${round}`;

/** The round of a tax_invoice row (alias `t`), read back from the digits that end its key (invoiceMgtKey). */
export const INVOICE_ROUND: SQL = sql.raw(`substring(t.mgt_key from '([0-9]+)$')::int`);
