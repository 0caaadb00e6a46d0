import type * as ImapFlowModule from 'imapflow';
import { z } from 'zod';
import { lazyModule } from '../../lib/lazy-module';

/** imapflow is loaded only where a bounce mailbox is configured (lib/lazy-module.ts). */
const imapflow = lazyModule<typeof ImapFlowModule>('imapflow');

/** One unread mail of the bounce mailbox. */
export type MailboxMail = { uid: number; source: Buffer };

/** One visit to the bounce mailbox (decision 052 "Mail bounces"). */
export interface BounceMailboxSession {
  /** Up to `limit` unseen mails, oldest first; reading them does not flag them seen. */
  unseen(limit: number): Promise<MailboxMail[]>;
  /** Flags handled mails seen, so no later visit (after a restart too) reads them again. */
  markSeen(uids: readonly number[]): Promise<void>;
  close(): Promise<void>;
}

/** The mailbox the bounces of outgoing mail reach: IMAP in production, an in-memory one in tests. */
export interface BounceMailbox {
  open(): Promise<BounceMailboxSession>;
}

/** MAIL_BOUNCE_IMAP_URL's parts: imaps://user:pass@host:993/Folder (folder INBOX when absent). */
const imapUrlSchema = z
  .string()
  .url()
  .transform((value) => new URL(value))
  .pipe(
    z.custom<URL>(
      (u) => u instanceof URL && /^imaps?:$/.test(u.protocol) && u.hostname !== '' && u.username !== '',
      'imap:// or imaps:// with a user and a host',
    ),
  )
  .transform((u) => ({
    host: u.hostname.replace(/^\[|\]$/g, ''),
    secure: u.protocol === 'imaps:',
    port: u.port ? Number(u.port) : u.protocol === 'imaps:' ? 993 : 143,
    user: decodeURIComponent(u.username),
    pass: decodeURIComponent(u.password),
    folder: decodeURIComponent(u.pathname.replace(/^\/+/, '')) || 'INBOX',
  }));

/**
 * The bounce mailbox over IMAP (imapflow): one connection per visit, the folder locked while it is read. Sources
 * are fetched with BODY.PEEK, so a mail whose handling failed stays unseen for the next visit. imapflow's own log is
 * off: it would carry the mailbox's addresses.
 */
export function imapBounceMailbox(url: string): BounceMailbox {
  const target = imapUrlSchema.parse(url);
  return {
    async open() {
      const client = new (imapflow().ImapFlow)({
        host: target.host,
        port: target.port,
        secure: target.secure,
        auth: { user: target.user, pass: target.pass },
        logger: false,
        connectionTimeout: 30_000,
        greetingTimeout: 15_000,
        socketTimeout: 120_000,
      });
      // A dropped connection is reported on the visit's next command; unhandled, the event would end the process.
      client.on('error', () => undefined);
      await client.connect();
      let lock: ImapFlowModule.MailboxLockObject;
      try {
        lock = await client.getMailboxLock(target.folder);
      } catch (error) {
        await client.logout().catch(() => undefined);
        throw error;
      }
      return {
        async unseen(limit) {
          const uids = (await client.search({ seen: false }, { uid: true })) || [];
          const oldest = [...uids].sort((a, b) => a - b).slice(0, limit);
          if (oldest.length === 0) return [];
          // Collected before anything else is asked of the server: imapflow runs one command at a time.
          const mails: MailboxMail[] = [];
          for await (const message of client.fetch(oldest, { uid: true, source: true }, { uid: true }))
            if (message.source) mails.push({ uid: message.uid, source: message.source });
          return mails;
        },
        async markSeen(uids) {
          if (uids.length > 0) await client.messageFlagsAdd([...uids], ['\\Seen'], { uid: true });
        },
        async close() {
          lock.release();
          await client.logout().catch(() => undefined);
        },
      };
    },
  };
}
