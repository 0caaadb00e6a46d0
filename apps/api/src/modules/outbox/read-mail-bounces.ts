import type { BounceMailbox } from '../../adapters/messaging/bounce-mailbox';
import { type MailBounce, readMailBounce } from '../../adapters/messaging/mail-bounce';
import type { RunAlone } from '../../db/advisory-locks';
import type { Db } from '../../db/client';
import { type JobLog, type PeriodicJob, startPeriodicJob } from '../../lib/periodic-job';
import { type ReceiptOutcome, recordReceipt } from './record-receipt';

export type MailBounceDeps = {
  db: Db;
  mailbox: BounceMailbox;
  now: () => Date;
};

/** What one visit to the bounce mailbox did: counts only, never an address. */
export type BounceCounts = Record<ReceiptOutcome, number> & {
  read: number;
  /** Soft bounces (still being retried): not failures. */
  delayed: number;
  /** Bounces naming no Message-ID that could be read. */
  unnamed: number;
  /** Mails that are no bounce (auto-replies, people's mail) or could not be parsed. */
  other: number;
};

/** Mails read and flagged per batch; a visit goes on while batches come back full, up to BOUNCE_BATCHES. */
export const BOUNCE_BATCH = 100;
const BOUNCE_BATCHES = 20;

/** A failed step's reason: the status and the server's words, addresses already taken out (mail-bounce.ts). */
const bounceReason = (bounce: MailBounce) =>
  `bounce ${bounce.status}${bounce.diagnostic ? ` ${bounce.diagnostic}` : ''}`.slice(0, 280);

/**
 * Reads the bounce mailbox once (decision 052 "Mail bounces"): each unseen mail that is a final bounce of a mail
 * this product sent records a FAILED receipt for the step its Message-ID names, through recordReceipt - the Solapi
 * report's path - so the chain moves on exactly as after a failed SMS, and a bounce read twice changes nothing.
 * Every mail handled is flagged seen, bounce or not, so a restart does not read it again; a mail whose receipt could
 * not be written (the database went away) stays unseen for the next visit.
 */
export async function readMailBounces(deps: MailBounceDeps): Promise<BounceCounts> {
  const counts: BounceCounts = {
    read: 0,
    recorded: 0,
    repeated: 0,
    unknown: 0,
    delayed: 0,
    unnamed: 0,
    other: 0,
  };
  const session = await deps.mailbox.open();
  try {
    for (let batch = 0; batch < BOUNCE_BATCHES; batch += 1) {
      const mails = await session.unseen(BOUNCE_BATCH);
      const handled: number[] = [];
      try {
        for (const mail of mails) {
          counts.read += 1;
          // A mail mailparser cannot read is no bounce this product can act on.
          const bounce = await readMailBounce(mail.source).catch(() => null);
          if (!bounce) counts.other += 1;
          else if (bounce.action === 'delayed') counts.delayed += 1;
          else if (!bounce.messageId) counts.unnamed += 1;
          else
            counts[
              await recordReceipt(deps.db, {
                providerMessageId: bounce.messageId,
                status: 'FAILED',
                reason: bounceReason(bounce),
                at: deps.now(),
              })
            ] += 1;
          handled.push(mail.uid);
        }
      } finally {
        await session.markSeen(handled);
      }
      if (mails.length < BOUNCE_BATCH) break;
    }
  } finally {
    await session.close();
  }
  return counts;
}

/**
 * Reads the bounce mailbox every `pollMs`, the first visit at once, in one process at a time (JOB_LOCK 'mail
 * bounces', the same advisory lock as the other exclusive jobs): processes reading together would fetch the same
 * unseen mails. The log gets the counts of a visit that read something.
 */
export function startMailBounceReader(
  deps: MailBounceDeps & { log: JobLog & { info: (obj: object, msg: string) => void }; runAlone: RunAlone },
  pollMs: number,
): PeriodicJob {
  return startPeriodicJob({
    name: 'mail bounces',
    run: async () => {
      const counts = await readMailBounces(deps);
      if (counts.read > 0) deps.log.info(counts, 'mail bounces read');
    },
    intervalMs: pollMs,
    log: deps.log,
    firstAfterMs: 0,
    exclusive: { lock: 'mail bounces', runAlone: deps.runAlone },
  });
}
