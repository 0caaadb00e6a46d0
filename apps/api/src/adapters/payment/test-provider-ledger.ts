import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { decideTestRefund, type TestProviderLedger } from './test-provider';

/**
 * The test provider's refund ledger in the database (table test_pg_refund, migration 0036): every server process on
 * the database sees the same refunded total per tid, as every caller of Inicis sees Inicis's. Each refund locks its
 * tid's row for the three statements of its decision, so two processes refunding one tid at once take turns and the
 * second meets what the first recorded. This is the provider's side: no call of ours waits on it with a lock held.
 */
export function databaseLedger(db: Db): TestProviderLedger {
  return {
    refund: (tid, paid, ask) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into test_pg_refund (tid, refunded_amount) values (${tid}, 0) on conflict (tid) do nothing`);
        const [row] = await queryRows<{ refunded_amount: number }>(
          tx,
          sql`select refunded_amount from test_pg_refund where tid = ${tid} for update`,
        );
        const decided = decideTestRefund(paid, Number(row?.refunded_amount ?? 0), ask);
        if (decided.verdict === 'ok')
          await tx.execute(sql`
            update test_pg_refund set refunded_amount = ${decided.refunded}, updated_at = now() where tid = ${tid}`);
        return decided.verdict;
      }),
  };
}
