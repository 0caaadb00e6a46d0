import type { DeliveryDeps } from './delivery-deps';
import * as repo from './repository';
import { settleReturnRefund } from './settle-return-refund';

/**
 * Returns waiting on a refund (05) whose refund is made move to 06: those this run of the payment job settled
 * (`settled`, key 'return:{refundSn}' OK) and any the database shows made (a crash or an error between a refund's
 * settle and its return's move would otherwise leave the return waiting for good). One return's failure does not stop
 * the others; the first is thrown after all were tried, so the job logs it.
 */
export async function settleReturnsOfRefunds(
  deps: Pick<DeliveryDeps, 'db' | 'now' | 'config'>,
  settled: readonly { refundKey: string; status: 'OK' | 'FAIL'; amount: number }[] = [],
): Promise<void> {
  const made = new Map<number, number>();
  for (const s of settled) {
    const m = /^return:(\d+)$/.exec(s.refundKey);
    if (m && s.status === 'OK') made.set(Number(m[1]), s.amount);
  }
  const waiting = await repo.returnsWaitingOnMadeRefunds(deps.db);
  for (const w of waiting) if (!made.has(w.refundSn)) made.set(w.refundSn, w.amount);
  let firstError: unknown = null;
  for (const [refundSn, amount] of made)
    await settleReturnRefund(deps, refundSn, amount, null).catch((error: unknown) => {
      firstError ??= error;
    });
  if (firstError) throw firstError;
}
