import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * API key text (decision 038): `pcs_live_<prefix>_<secret>`. The prefix (10 url-safe characters, no '_') finds the
 * row and is shown on the screen; the secret is 32 random bytes in base64url and only its sha-256 is kept.
 */
const KEY_PATTERN = /^pcs_live_([A-Za-z0-9-]{10})_([A-Za-z0-9_-]{43})$/;

export type IssuedKey = { keyPrefix: string; secretHash: string; apiKey: string };

export function issueKey(): IssuedKey {
  // base64url may contain '_', the separator: map it so the prefix splits cleanly.
  const keyPrefix = randomBytes(8).toString('base64url').slice(0, 10).replaceAll('_', '-');
  const secret = randomBytes(32).toString('base64url');
  return { keyPrefix, secretHash: hashSecret(secret), apiKey: `pcs_live_${keyPrefix}_${secret}` };
}

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** The prefix and secret of a presented key, or null when it is not one of ours. */
export function parseKey(text: string): { keyPrefix: string; secret: string } | null {
  const m = KEY_PATTERN.exec(text);
  return m ? { keyPrefix: m[1] as string, secret: m[2] as string } : null;
}

/** Compares the secret's hash with the stored one in constant time. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const a = Buffer.from(hashSecret(secret), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A key built from a known secret (the documented demo key). */
export function keyFromSecret(keyPrefix: string, secret: string): IssuedKey {
  return { keyPrefix, secretHash: hashSecret(secret), apiKey: `pcs_live_${keyPrefix}_${secret}` };
}
