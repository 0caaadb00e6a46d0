import { firstLinkOf, MESSENGER_BUTTON_LABEL, MESSENGER_KINDS, type MessengerKind } from '@pcs/domain';
import { z } from 'zod';
import type { MessageSender, OutgoingMessage } from '../../adapters/messaging/message-sender';
import type { Db } from '../../db/client';
import { type DeliverDeps, deliverViaMessenger } from './deliver';
import { credentialsOf, type MessengerCredentials } from './messenger-secrets';
import * as repo from './repository';

/** How long a process reuses a company's messenger settings: a change reaches every worker within this. */
const SETTINGS_TTL_MS = 30_000;
const cache = new Map<string, { value: MessengerCredentials | null; until: number }>();

/** Drops this process's copy of a company's settings (saved or disconnected here). */
export const forgetMessengerSettings = (cmpyCd: string, kind: MessengerKind) =>
  cache.delete(`${cmpyCd}|${kind}`);

async function settingsOf(
  deps: DeliverDeps & { db: Db },
  cmpyCd: string,
  kind: MessengerKind,
): Promise<MessengerCredentials | null> {
  const key = `${cmpyCd}|${kind}`;
  const hit = cache.get(key);
  const now = deps.now().getTime();
  if (hit && hit.until > now) return hit.value;
  const row = await repo.findMessenger(deps.db, cmpyCd, kind);
  const value = row ? credentialsOf(deps.config, row) : null;
  cache.set(key, { value, until: now + SETTINGS_TTL_MS });
  return value;
}

/** A manager's notice names its screen and button (queueManagerNotice); a person's message carries its link. */
const noticePayload = z.object({ noticeLink: z.string().url(), noticeLabel: z.string().min(1) });

/** The outbox row as a messenger message: the body kept, the subject as its title, a button with the link. */
export function messengerMessageOf(message: OutgoingMessage) {
  const notice = noticePayload.safeParse(message.payload);
  return {
    title: message.subject,
    text: message.body,
    link: notice.success ? notice.data.noticeLink : firstLinkOf(message.body),
    linkLabel: notice.success ? notice.data.noticeLabel : MESSENGER_BUTTON_LABEL,
  };
}

/**
 * The outbox's senders of the messenger channels (decision 056). Each message goes through the settings of its
 * row's company; a company that has not connected the messenger (or disconnected it since) fails the step for
 * good, so a chain moves on to its next channel at once. What the vendor answers is all there will be: no report
 * comes later, so a step is never left waiting out its window.
 */
export function messengerSenders(deps: DeliverDeps & { db: Db }): Record<MessengerKind, MessageSender> {
  const sender = (kind: MessengerKind): MessageSender => ({
    name: kind.toLowerCase(),
    reportsLater: false,
    async send(message) {
      if (!message.cmpyCd) return { ok: false, error: `${kind}: no company`, retryable: false };
      const settings = await settingsOf(deps, message.cmpyCd, kind);
      if (!settings) return { ok: false, error: `${kind}: not connected`, retryable: false };
      // A person's step goes to their e-mail; a webhook notice's recipient is only a stand-in.
      const email = message.recipient.includes('@') ? message.recipient : null;
      return deliverViaMessenger(deps, settings, email, messengerMessageOf(message));
    },
  });
  return Object.fromEntries(MESSENGER_KINDS.map((k) => [k, sender(k)])) as Record<
    MessengerKind,
    MessageSender
  >;
}
