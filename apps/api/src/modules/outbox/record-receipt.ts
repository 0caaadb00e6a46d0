import { DEFAULT_CHAIN_WINDOW_MIN } from '@pcs/domain';
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
 * or marks the message failed after its last step; both only while the row is still at the reported step. A mail
 * counted delivered only because its window passed without a bounce is failed by a bounce that comes later, and its
 * chain moves on then: a bounced person is never left unreached ("Mail bounces").
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
    // Read under the outbox row's lock: every writer of a receipt holds it, so this is the step as it stands.
    const [before] = await queryRows<{ status: string; deliveredIfSilent: boolean }>(
      tx,
      sql`select status, delivered_if_silent as "deliveredIfSilent" from message_delivery
          where provider_message_id = ${receipt.providerMessageId}`,
    );
    const undoesSilence =
      receipt.status === 'FAILED' && before?.status === 'DELIVERED' && before.deliveredIfSilent;
    const [step] = await queryRows<{ outboxId: number; step: number; channel: string }>(
      tx,
      sql`
        update message_delivery set status = ${receipt.status}, reason = coalesce(${receipt.reason}, reason),
          delivered_channel = ${receipt.status === 'DELIVERED' ? (receipt.channel ?? null) : null},
          reported_at = ${receipt.at}
        where provider_message_id = ${receipt.providerMessageId}
          and (status in ('SENT', 'TIMEOUT') or ${undoesSilence}::boolean)
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
    // The message's summary as the failed step found it: undecided, or delivered by silence that this report undoes.
    const open = undoesSilence ? sql`delivery_status = 'DELIVERED'` : sql`delivery_status is null`;
    const [advanced] = await queryRows(
      tx,
      sql`
        update message_outbox m set ${advanceStepSet(receipt.at)}, fallback_from = channel, last_error = ${reason},
          delivery_status = null, delivered_channel = null, delivered_at = null
        where id = ${step.outboxId} and chain_step = ${k} and status = 'SENT' and ${open}
          and ${hasNextStep('m')}
        returning id`,
    );
    if (!advanced)
      await tx.execute(sql`
        update message_outbox set delivery_status = 'FAILED', step_deadline = null, last_error = ${reason},
          delivered_channel = null, delivered_at = null
        where id = ${step.outboxId} and chain_step = ${k} and ${open}`);
    return 'recorded';
  });
}

/** Steps one pass of confirmSilentSteps records at most; the rest wait for the next pass. */
const SILENT_BATCH = 500;

/**
 * The window of a step whose provider reports only failures (a mail whose bounces are read, decision 052 "Mail
 * bounces"): ended without a report, the step was delivered. Each is recorded DELIVERED through recordReceipt, as of
 * its send (the mail arrived when it was accepted; the window only confirmed it), so a bounce racing the sweep is
 * settled by the receipt's own rules. Returns how many it recorded.
 */
export async function confirmSilentSteps(db: Db, now: Date, batch = SILENT_BATCH): Promise<number> {
  const due = await queryRows<{ providerMessageId: string; sentAt: Date | string; windowMin: number | null }>(
    db,
    sql`
      select d.provider_message_id as "providerMessageId", d.sent_at as "sentAt", m.chain_window_min as "windowMin"
      from message_outbox m join message_delivery d on d.outbox_id = m.id and d.step = m.chain_step
      where m.step_deadline <= ${now} and m.status = 'SENT' and m.delivery_status is null
        and d.status = 'SENT' and d.delivered_if_silent and d.provider_message_id is not null
      order by m.step_deadline limit ${batch}`,
  );
  let recorded = 0;
  for (const step of due) {
    const outcome = await recordReceipt(db, {
      providerMessageId: step.providerMessageId,
      status: 'DELIVERED',
      reason: `no bounce within ${step.windowMin ?? DEFAULT_CHAIN_WINDOW_MIN} min`,
      at: new Date(step.sentAt),
    });
    if (outcome === 'recorded') recorded += 1;
  }
  return recorded;
}

/**
 * The chain's window (decision 052): sent steps whose deadline passed with no report are marked TIMEOUT and their
 * messages move on to the next step, due at once (not a step whose silence means delivered: confirmSilentSteps). One conditional statement: a row two workers sweep together, or
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
          and not exists (
            select 1 from message_delivery s where s.outbox_id = m.id and s.step = m.chain_step
              and s.delivered_if_silent and s.provider_message_id is not null)
        returning m.id, m.chain_step - 1 as step),
      timed_out as (
        update message_delivery d set status = 'TIMEOUT', reported_at = ${now}
        from due where d.outbox_id = due.id and d.step = due.step and d.status = 'SENT')
      select count(*)::int as n from due`,
  );
  return moved?.n ?? 0;
}
