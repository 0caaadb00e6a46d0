import { createHmac, randomBytes } from 'node:crypto';
import { smsKind } from '@pcs/domain';
import { z } from 'zod';
import { type MessageSender, SEND_TIMEOUT_MS } from './message-sender';

export type SolapiOptions = {
  apiKey: string;
  apiSecret: string;
  /** Registered sender number. */
  from: string;
  /** Kakao channel id for alimtalk. */
  pfId: string | null;
  baseUrl?: string;
  fetch?: typeof fetch;
};

/**
 * The parts of send-many/detail's reply we read: messages Solapi refused at once, and (showMessageList) the id of
 * each accepted message, which its status reports name (decision 052).
 */
const solapiReplySchema = z.object({
  failedMessageList: z
    .array(z.object({ statusCode: z.string().optional(), statusMessage: z.string().optional() }))
    .optional(),
  messageList: z.array(z.object({ messageId: z.string() })).optional(),
});

/**
 * SMS and alimtalk through Solapi's send-many endpoint, by hand rather than with the `solapi` SDK (decision 052:
 * the SDK has no per-call timeout or base URL and retries a send on its own, which the outbox's one-send-per-claim
 * rule (decision 025) cannot allow). Auth: HMAC-SHA256 of date+salt with the API secret
 * (a signature is single-use and valid for 15 minutes, so it is made per request).
 */
export function solapiSender(options: SolapiOptions): MessageSender {
  const baseUrl = options.baseUrl ?? 'https://api.solapi.com';
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'solapi',
    async send(message) {
      const date = new Date().toISOString();
      const salt = randomBytes(16).toString('hex');
      const signature = createHmac('sha256', options.apiSecret)
        .update(date + salt)
        .digest('hex');
      const to = message.recipient.replace(/\D/g, '');
      const base = { to, from: options.from.replace(/\D/g, ''), text: message.body };
      const entry =
        message.channel === 'ALIMTALK' && options.pfId && message.templateCode
          ? {
              ...base,
              type: 'ATA',
              kakaoOptions: {
                pfId: options.pfId,
                templateId: message.templateCode,
                variables: (message.payload as Record<string, string> | null) ?? {},
                disableSms: false,
              },
            }
          : {
              ...base,
              ...(smsKind(message.body) === 'LMS' ? { type: 'LMS', subject: message.subject ?? '' } : {}),
            };
      try {
        const res = await doFetch(`${baseUrl}/messages/v4/send-many/detail`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `HMAC-SHA256 apiKey=${options.apiKey}, date=${date}, salt=${salt}, signature=${signature}`,
          },
          body: JSON.stringify({ messages: [entry], showMessageList: true }),
          // Well inside the outbox lease's last fifth, so a send never outlives its claim (decision 025).
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        if (res.ok) {
          const reply = solapiReplySchema.safeParse(await res.json().catch(() => null));
          const refused = reply.success ? reply.data.failedMessageList?.[0] : undefined;
          // Refused at once (a bad number, a template that does not match): no try will change that.
          if (refused)
            return {
              ok: false,
              error: `solapi ${refused.statusCode ?? ''}: ${refused.statusMessage ?? ''}`.slice(0, 400),
              retryable: false,
            };
          const messageId = reply.success ? reply.data.messageList?.[0]?.messageId : undefined;
          return messageId ? { ok: true, providerMessageId: messageId } : { ok: true };
        }
        const text = (await res.text()).slice(0, 400);
        return {
          ok: false,
          error: `solapi ${res.status}: ${text}`,
          retryable: res.status >= 500 || res.status === 429,
        };
      } catch (error) {
        return { ok: false, error: (error as Error).message.slice(0, 400), retryable: true };
      }
    },
  };
}
