import { createHmac, randomBytes } from 'node:crypto';

/** A subscription's secret (Standard Webhooks): `whsec_` + base64 of 32 random bytes, shown to the company once. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * The `webhook-signature` header of Standard Webhooks v1: base64 HMAC-SHA256 of `${id}.${timestamp}.${body}` keyed
 * with the secret's decoded bytes, over the exact body sent.
 */
export function signWebhook(secret: string, messageId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const mac = createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/**
 * The header signed with every secret still valid: during a rotation's overlap the new and the previous
 * one, space-separated as Standard Webhooks allows, so a receiver holding either secret verifies the message.
 */
export function signWebhookWithAll(
  secrets: readonly string[],
  messageId: string,
  timestamp: number,
  body: string,
): string {
  return secrets.map((secret) => signWebhook(secret, messageId, timestamp, body)).join(' ');
}
