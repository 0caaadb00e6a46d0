import { sql } from 'drizzle-orm';
import type { MessageChannel } from '../../adapters/messaging/message-sender';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { advanceStepSet, hasNextStep } from './chain-step';

/** A provider's report on one message it accepted (decision 052). */
export type Receipt = {
  providerMessageId: string;
  status: 'DELIVERED' | 'FAILED';
  /** The provider's reason (status code and message); null when it gives none. */
  reason: string | null;
  /** The channel that reached the person when the provider changed it (an alimtalk replaced by SMS). */
  channel?: MessageChannel;
  at: Date;
};

/** recorded: the report changed the message; repeated: it had been recorded before; unknown: no such message. */
export type ReceiptOutcome = 'recorded' | 'repeated' | 'unknown';

/**
 * Records a provider's delivery report (decision 052), in one transaction. The step's receipt moves only
 * from SENT (or TIMEOUT: a late report is still the truth), so a repeated report changes nothing. DELIVERED marks the
 * message delivered on that channel and stops its chain - a next step already queued but not yet claimed is taken
 * back, so one delivered message never gets a second channel. FAILED moves the chain on to its next step at once,
 * or marks the message failed after its last step; both only while the row is still at the reported step.
 */
export async function recordReceipt(db: Db, receipt: Receipt): Promise<ReceiptOutcome> {
  return db.transaction(async (tx) => {
    // One lock order with the worker and the window sweep (they change the outbox row, then its receipts): the
    // outbox row first, so a report racing them waits instead of deadlocking.
    const [owner] = await queryRows<{ outboxId: number }>(
      tx,
      sql`select outbox_id as "outboxId" from message_delivery where provider_message_id = ${receipt.providerMessageId}`,
    );
    if (!owner) return 'unknown';
    await tx.execute(sql`select id from message_outbox where id = ${owner.outboxId} for update`);
    const [step] = await queryRows<{ outboxId: number; step: number; channel: string }>(
      tx,
      sql`
        update message_delivery set status = ${receipt.status}, reason = coalesce(${receipt.reason}, reason),
          delivered_channel = ${receipt.status === 'DELIVERED' ? (receipt.channel ?? null) : null},
          reported_at = ${receipt.at}
        where provider_message_id = ${receipt.providerMessageId} and status in ('SENT', 'TIMEOUT')
        returning outbox_id as "outboxId", step, channel`,
    );
    if (!step) return 'repeated';
    const k = step.step;
    if (receipt.status === 'DELIVERED') {
      // A later step still waiting in the queue goes back to the delivered one: it must not go out.
      const takeBack = sql`(status = 'PENDING' and chain_step > ${k})`;
      await tx.execute(sql`
        update message_outbox set delivery_status = 'DELIVERED',
          delivered_channel = ${receipt.channel ?? step.channel}, delivered_at = ${receipt.at}, step_deadline = null,
          chain_step = case when ${takeBack} then ${k} else chain_step end,
          channel = case when ${takeBack} then chain -> ${k}::int ->> 'channel' else channel end,
          recipient = case when ${takeBack} then chain -> ${k}::int ->> 'recipient' else recipient end,
          status = case when ${takeBack} then 'SENT' else status end
        where id = ${step.outboxId} and delivery_status is distinct from 'DELIVERED'`);
      return 'recorded';
    }
    const reason = `${step.channel}: ${receipt.reason ?? 'failed'}`.slice(0, 450);
    const [advanced] = await queryRows(
      tx,
      sql`
        update message_outbox m set ${advanceStepSet(receipt.at)}, fallback_from = channel, last_error = ${reason}
        where id = ${step.outboxId} and chain_step = ${k} and status = 'SENT' and delivery_status is null
          and ${hasNextStep('m')}
        returning id`,
    );
    if (!advanced)
      await tx.execute(sql`
        update message_outbox set delivery_status = 'FAILED', step_deadline = null, last_error = ${reason}
        where id = ${step.outboxId} and chain_step = ${k} and delivery_status is null`);
    return 'recorded';
  });
}

/**
 * The chain's window (decision 052): sent steps whose deadline passed with no report are marked TIMEOUT and their
 * messages move on to the next step, due at once. One conditional statement: a row two workers sweep together, or
 * that a report moves at the same moment, moves once. Returns how many moved on.
 */
export async function advanceTimedOutSteps(db: Db, now: Date): Promise<number> {
  const [moved] = await queryRows<{ n: number }>(
    db,
    sql`
      with due as (
        update message_outbox m set ${advanceStepSet(now)}, fallback_from = channel,
          last_error = channel || ': no delivery report within the window'
        where m.step_deadline <= ${now} and m.status = 'SENT' and m.delivery_status is null and ${hasNextStep('m')}
        returning m.id, m.chain_step - 1 as step),
      timed_out as (
        update message_delivery d set status = 'TIMEOUT', reported_at = ${now}
        from due where d.outbox_id = due.id and d.step = due.step and d.status = 'SENT')
      select count(*)::int as n from due`,
  );
  return moved?.n ?? 0;
}
