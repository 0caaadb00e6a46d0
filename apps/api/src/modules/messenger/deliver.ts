import type { SendResult } from '../../adapters/messaging/message-sender';
import type { MessengerMessage } from '../../adapters/messaging/messenger-message';
import { sendNaverWorks } from '../../adapters/messaging/naver-works-messenger';
import { sendSlackDirect } from '../../adapters/messaging/slack-messenger';
import { postWebhookMessenger } from '../../adapters/messaging/webhook-messengers';
import type { Config } from '../../config';
import { createSafeFetch, type SafeFetch } from '../../lib/safe-fetch';
import type { MessengerCredentials } from './messenger-secrets';

export type DeliverDeps = { config: Config; now: () => Date; fetch?: SafeFetch };

/** The guarded fetch for the webhook URLs companies type in, one per setting (its agent is kept). */
const safeFetches = new Map<boolean, SafeFetch>();
const safeFetchOf = (config: Config): SafeFetch => {
  let f = safeFetches.get(config.outboundAllowPrivate);
  if (!f) {
    f = createSafeFetch({ allowPrivate: config.outboundAllowPrivate, timeoutMs: 15_000 });
    safeFetches.set(config.outboundAllowPrivate, f);
  }
  return f;
};

/**
 * One message through a company's messenger: to a person (`email`) on Slack and NAVER WORKS, into the channel of a
 * Teams Workflows, Jandi or Dooray webhook (the person's e-mail rides along for a Teams flow built to use it).
 */
export function deliverViaMessenger(
  deps: DeliverDeps,
  credentials: MessengerCredentials,
  email: string | null,
  message: MessengerMessage,
): Promise<SendResult> {
  const m = deps.config.messengers;
  switch (credentials.kind) {
    case 'SLACK':
      if (!email) return Promise.resolve({ ok: false, error: 'slack: no e-mail', retryable: false });
      return sendSlackDirect(credentials.botToken, { apiUrl: m.slackApiUrl }, email, message);
    case 'NAVER_WORKS':
      if (!email) return Promise.resolve({ ok: false, error: 'naver_works: no e-mail', retryable: false });
      return sendNaverWorks(
        credentials,
        { apiUrl: m.naverWorksApiUrl, authUrl: m.naverWorksAuthUrl, now: deps.now },
        email,
        message,
      );
    default:
      return postWebhookMessenger(
        deps.fetch ?? safeFetchOf(deps.config),
        credentials.kind,
        credentials.webhookUrl,
        message,
        email,
      );
  }
}
