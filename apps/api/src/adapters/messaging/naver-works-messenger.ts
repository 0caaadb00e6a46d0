import { createHash, createSign, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { SEND_TIMEOUT_MS, type SendResult } from './message-sender';
import { httpSendResult, type MessengerMessage, unreachable } from './messenger-message';

/** A company's NAVER WORKS app (API 2.0): its client, service account with private key, and message bot. */
export type NaverWorksCredentials = {
  clientId: string;
  clientSecret: string;
  serviceAccount: string;
  privateKey: string;
  botId: string;
};

/** The token endpoint and the API base (config NAVER_WORKS_AUTH_URL, NAVER_WORKS_API_URL). */
export type NaverWorksOptions = {
  authUrl: string;
  apiUrl: string;
  now: () => Date;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

const b64url = (v: string | Buffer) => Buffer.from(v).toString('base64url');

/**
 * The service account's assertion (RFC 7523, as NAVER WORKS' "서비스 계정으로 인증(JWT)" describes): RS256 over
 * iss = client ID, sub = service account, iat and exp (one hour), signed with the app's private key.
 */
export function serviceAccountJwt(c: NaverWorksCredentials, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  const head = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify({ iss: c.clientId, sub: c.serviceAccount, iat, exp: iat + 3600 }));
  const signature = createSign('RSA-SHA256').update(`${head}.${body}`).sign(c.privateKey);
  return `${head}.${body}.${b64url(signature)}`;
}

const tokenSchema = z.object({
  access_token: z.string().min(1),
  // Documented as seconds; some answers carry it as a string.
  expires_in: z.coerce.number().int().positive().catch(3600),
});

/** Access tokens per app and key, reused until a minute before they end (one token call per hour, not per message). */
const tokens = new Map<string, { token: string; until: number }>();
const tokenKey = (c: NaverWorksCredentials) =>
  createHash('sha256').update(`${c.clientId}\n${c.serviceAccount}\n${c.privateKey}`).digest('hex');

class TokenRefused extends Error {}

async function accessToken(c: NaverWorksCredentials, o: NaverWorksOptions): Promise<string> {
  const key = tokenKey(c);
  const cached = tokens.get(key);
  if (cached && cached.until > o.now().getTime()) return cached.token;
  const response = await (o.fetch ?? fetch)(o.authUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      assertion: serviceAccountJwt(c, o.now()),
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      client_id: c.clientId,
      client_secret: c.clientSecret,
      scope: 'bot',
    }).toString(),
    signal: AbortSignal.timeout(o.timeoutMs ?? SEND_TIMEOUT_MS),
  });
  if (response.status >= 400 && response.status < 500)
    throw new TokenRefused(`token HTTP ${response.status}`);
  if (!response.ok) throw new Error(`token HTTP ${response.status}`);
  const parsed = tokenSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new TokenRefused('token reply unreadable');
  tokens.set(key, {
    token: parsed.data.access_token,
    until: o.now().getTime() + Math.max(parsed.data.expires_in - 60, 30) * 1000,
  });
  return parsed.data.access_token;
}

/** The button template holds 1,000 characters of text; a longer body goes as plain text with the link in it. */
const BUTTON_TEXT_MAX = 1000;

/** The message's content: a button template (text and a link button) where it fits, else plain text. */
export function naverWorksContent(message: MessengerMessage) {
  const text = message.title ? `${message.title}\n${message.text}` : message.text;
  if (message.link && text.length <= BUTTON_TEXT_MAX)
    return {
      type: 'button_template',
      contentText: text,
      actions: [{ type: 'uri', label: message.linkLabel, uri: message.link }],
    };
  return { type: 'text', text };
}

/**
 * Sends one person a message from the company's bot: POST /bots/{botId}/users/{userId}/messages, the user named by
 * their e-mail (their login ID), with a service account's access token. 404 (no such member) is final, so the chain
 * moves on; 401 drops the cached token and is retried; the bot's 201 is the delivery report.
 */
export async function sendNaverWorks(
  c: NaverWorksCredentials,
  o: NaverWorksOptions,
  email: string,
  message: MessengerMessage,
): Promise<SendResult> {
  let token: string;
  try {
    token = await accessToken(c, o);
  } catch (error) {
    if (error instanceof TokenRefused)
      return { ok: false, error: `naver_works: ${error.message}`, retryable: false };
    return unreachable('naver_works', error);
  }
  try {
    const response = await (o.fetch ?? fetch)(
      `${o.apiUrl}/bots/${encodeURIComponent(c.botId)}/users/${encodeURIComponent(email)}/messages`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ content: naverWorksContent(message) }),
        signal: AbortSignal.timeout(o.timeoutMs ?? SEND_TIMEOUT_MS),
      },
    );
    await response.body?.cancel().catch(() => undefined);
    if (response.status === 401) {
      tokens.delete(tokenKey(c));
      return { ok: false, error: 'naver_works: HTTP 401', retryable: true };
    }
    if (response.status === 404) return { ok: false, error: 'naver_works: user not found', retryable: false };
    // The send answers no message id: one of ours names the receipt.
    return httpSendResult('naver_works', response.status, `naverworks-${randomUUID()}`);
  } catch (error) {
    return unreachable('naver_works', error);
  }
}

/** Forgets every cached token (a company changed its keys; tests). */
export const forgetNaverWorksTokens = () => tokens.clear();
