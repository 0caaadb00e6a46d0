import { createHash, randomBytes } from 'node:crypto';

/**
 * Opaque tokens (decision 003): the login token of a session and the tokens of auth numbers. 256 random bits,
 * base64url; only the SHA-256 is stored.
 */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
