import { randomUUID } from 'node:crypto';
import type { SafeFetch } from '../../lib/safe-fetch';
import type { SendResult } from './message-sender';
import { httpSendResult, type MessengerMessage, unreachable } from './messenger-message';

/*
 * The messengers a company reaches through an incoming webhook URL it typed in (decision 056): a Teams Workflows
 * webhook, Jandi and Dooray. The URL is the secret and goes through the guarded fetch (lib/safe-fetch: https, public
 * addresses only, no redirects), as the company's own webhooks do.
 */

/** Jandi's incoming webhook: `{body, connectColor, connectInfo}` with its v2 Accept header. */
export function jandiPayload(message: MessengerMessage) {
  return {
    body: message.link ? `[${message.title ?? message.linkLabel}](${message.link})` : (message.title ?? ''),
    connectColor: '#2F6FED',
    connectInfo: [
      {
        title: message.title ?? '',
        description: message.link ? `${message.text}\n${message.linkLabel}: ${message.link}` : message.text,
      },
    ],
  };
}

/** Dooray's incoming webhook: `{botName, text, attachments}`; an attachment's titleLink is the button. */
export function doorayPayload(message: MessengerMessage) {
  return {
    botName: 'PCS',
    text: message.title ?? message.text,
    attachments: [
      {
        title: message.link ? message.linkLabel : (message.title ?? ''),
        ...(message.link ? { titleLink: message.link } : {}),
        text: message.text,
        color: 'blue',
      },
    ],
  };
}

/**
 * A Teams Workflows ("When a Teams webhook request is received") payload: an Adaptive Card with the body and an
 * Action.OpenUrl button. `recipient` names the person for a flow built to message them in a chat with the Flow
 * bot; a flow that posts to a channel ignores it (decision 056).
 */
export function teamsPayload(message: MessengerMessage, recipient: string | null) {
  return {
    type: 'message',
    ...(recipient ? { recipient } : {}),
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            ...(message.title
              ? [{ type: 'TextBlock', text: message.title, weight: 'Bolder', size: 'Medium', wrap: true }]
              : []),
            { type: 'TextBlock', text: message.text, wrap: true },
          ],
          ...(message.link
            ? { actions: [{ type: 'Action.OpenUrl', title: message.linkLabel, url: message.link }] }
            : {}),
        },
      },
    ],
  };
}

export type WebhookMessenger = 'TEAMS' | 'JANDI' | 'DOORAY';

/** Posts a message to the company's webhook; the vendor's 2xx is the report (it reached the channel). */
export async function postWebhookMessenger(
  fetch: SafeFetch,
  kind: WebhookMessenger,
  url: string,
  message: MessengerMessage,
  recipient: string | null = null,
): Promise<SendResult> {
  const vendor = kind.toLowerCase();
  const body =
    kind === 'JANDI'
      ? jandiPayload(message)
      : kind === 'DOORAY'
        ? doorayPayload(message)
        : teamsPayload(message, recipient);
  const headers: Record<string, string> =
    kind === 'JANDI'
      ? { accept: 'application/vnd.tosslab.jandi-v2+json', 'content-type': 'application/json' }
      : { 'content-type': 'application/json' };
  try {
    const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
    await response.body?.cancel().catch(() => undefined);
    return httpSendResult(vendor, response.status, `${vendor}-${randomUUID()}`);
  } catch (error) {
    return unreachable(vendor, error);
  }
}
