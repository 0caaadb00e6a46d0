import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

import type { ApiKeyMode } from '@pcs/domain';

/**
 * API key text (decision 038): `pcs_live_<prefix>_<secret>`, or `pcs_test_...` for a sandbox key (decision 044). The
 * prefix (10 url-safe characters, no '_') finds the row and is shown on the screen; the secret is 32 random bytes in
 * base64url and only its sha-256 is kept. The mode is in the text so a test key is told apart at a glance (and by
 * secret scanners), and must match the row's.
 */
const KEY_PATTERN = /^pcs_(live|test)_([A-Za-z0-9-]{10})_([A-Za-z0-9_-]{43})$/;
const TEXT_OF_MODE: Record<ApiKeyMode, string> = { LIVE: 'live', TEST: 'test' };

export type IssuedKey = { keyPrefix: string; secretHash: string; apiKey: string };

export function issueKey(mode: ApiKeyMode = 'LIVE'): IssuedKey {
  // base64url may contain '_', the separator: map it so the prefix splits cleanly.
  const keyPrefix = randomBytes(8).toString('base64url').slice(0, 10).replaceAll('_', '-');
  const secret = randomBytes(32).toString('base64url');
  return keyFromSecret(keyPrefix, secret, mode);
}

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** The mode, prefix and secret of a presented key, or null when it is not one of ours. */
export function parseKey(text: string): { mode: ApiKeyMode; keyPrefix: string; secret: string } | null {
  const m = KEY_PATTERN.exec(text);
  if (!m) return null;
  return { mode: m[1] === 'test' ? 'TEST' : 'LIVE', keyPrefix: m[2] as string, secret: m[3] as string };
}

/** Compares the secret's hash with the stored one in constant time. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const a = Buffer.from(hashSecret(secret), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A key built from a known secret (the documented demo key). */
export function keyFromSecret(keyPrefix: string, secret: string, mode: ApiKeyMode = 'LIVE'): IssuedKey {
  return {
    keyPrefix,
    secretHash: hashSecret(secret),
    apiKey: `pcs_${TEXT_OF_MODE[mode]}_${keyPrefix}_${secret}`,
  };
}
