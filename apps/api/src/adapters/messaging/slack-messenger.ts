import {
  type Logger,
  LogLevel,
  WebAPIPlatformError,
  WebAPIRateLimitedError,
  WebClient,
} from '@slack/web-api';
import { z } from 'zod';
import { SEND_TIMEOUT_MS, type SendResult } from './message-sender';
import type { MessengerMessage } from './messenger-message';

/** Where the Slack Web API is (config SLACK_API_URL; tests point it at a local server). */
export type SlackOptions = { apiUrl: string; timeoutMs?: number };

/** The SDK's own logger would write to the console: the outbox logs what matters (without personal data). */
const quiet: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  setLevel: () => undefined,
  getLevel: () => LogLevel.ERROR,
  setName: () => undefined,
};

/**
 * A client per call: no retries of its own (the outbox retries, and a repeated chat.postMessage would be a second
 * message the outbox cannot see: decision 052 on SDK retries), rate limits answered at once as a failure to retry
 * later, and a timeout within the outbox lease's last fifth.
 */
const client = (token: string, options: SlackOptions) =>
  new WebClient(token, {
    slackApiUrl: options.apiUrl,
    retryConfig: { retries: 0 },
    rejectRateLimitedCalls: true,
    timeout: options.timeoutMs ?? SEND_TIMEOUT_MS,
    logger: quiet,
    logLevel: LogLevel.ERROR,
  });

/** Slack's errors that will not change on a retry: the person is not there, or the token cannot do it. */
const FINAL_ERRORS = new Set([
  'users_not_found',
  'user_not_found',
  'user_disabled',
  'invalid_auth',
  'not_authed',
  'account_inactive',
  'token_revoked',
  'token_expired',
  'missing_scope',
  'no_permission',
  'channel_not_found',
  'cannot_dm_bot',
  'not_allowed_token_type',
  'invalid_blocks',
  'msg_too_long',
]);

/** A failed Slack call as a send's outcome; the person not found is final, so the chain moves on. */
export function slackFailure(error: unknown): Extract<SendResult, { ok: false }> {
  if (error instanceof WebAPIPlatformError) {
    const code = error.data.error;
    return { ok: false, error: `slack: ${code}`, retryable: !FINAL_ERRORS.has(code) };
  }
  if (error instanceof WebAPIRateLimitedError)
    return { ok: false, error: 'slack: ratelimited', retryable: true };
  return {
    ok: false,
    error: `slack: ${String((error as Error)?.message ?? error).slice(0, 200)}`,
    retryable: true,
  };
}

const lookupSchema = z.object({ user: z.object({ id: z.string().min(1) }) });
const openSchema = z.object({ channel: z.object({ id: z.string().min(1) }) });
const postSchema = z.object({ channel: z.string(), ts: z.string().min(1) });

/** Slack's section text holds 3,000 characters; the notification text (`text`) keeps the whole body. */
const SECTION_MAX = 3000;

/** The message as Block Kit: the body in a section and, with a link, a button that opens it. */
export function slackBlocks(message: MessengerMessage) {
  const text = message.title ? `*${message.title}*\n${message.text}` : message.text;
  return [
    { type: 'section', text: { type: 'mrkdwn', text: text.slice(0, SECTION_MAX) } },
    ...(message.link
      ? [
          {
            type: 'actions',
            elements: [
              {
                type: 'button',
                text: { type: 'plain_text', text: message.linkLabel },
                url: message.link,
                style: 'primary',
              },
            ],
          },
        ]
      : []),
  ];
}

/**
 * Sends one person a direct message from the company's bot: users.lookupByEmail finds them by their e-mail,
 * conversations.open opens the bot's DM with them, chat.postMessage posts there. Slack's answer to the post is the
 * delivery report (the message is in their DM; Slack reports no reads). Scopes: users:read.email, im:write,
 * chat:write.
 */
export async function sendSlackDirect(
  token: string,
  options: SlackOptions,
  email: string,
  message: MessengerMessage,
): Promise<SendResult> {
  const slack = client(token, options);
  try {
    const found = lookupSchema.parse(await slack.users.lookupByEmail({ email }));
    const dm = openSchema.parse(await slack.conversations.open({ users: found.user.id }));
    const posted = postSchema.parse(
      await slack.chat.postMessage({
        channel: dm.channel.id,
        text: message.title ? `${message.title}\n${message.text}` : message.text,
        blocks: slackBlocks(message),
        unfurl_links: false,
      }),
    );
    return {
      ok: true,
      providerMessageId: `slack:${posted.channel}:${posted.ts}`,
      report: { status: 'DELIVERED', reason: 'slack: posted' },
    };
  } catch (error) {
    if (error instanceof z.ZodError) return { ok: false, error: 'slack: unreadable reply', retryable: false };
    return slackFailure(error);
  }
}
