import { createHmac, randomBytes } from 'node:crypto';
import { smsKind } from '@pcs/domain';
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
 * SMS and alimtalk through Solapi's send-many endpoint. Auth: HMAC-SHA256 of date+salt with the API secret
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
          body: JSON.stringify({ messages: [entry] }),
          // Well inside the outbox lease's last fifth, so a send never outlives its claim (decision 025).
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        if (res.ok) return { ok: true };
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
