import { createHash, randomBytes } from 'node:crypto';

/**
 * Opaque tokens (decision 003): the login token of a session and the tokens of auth numbers. 256 random bits,
 * base64url; only the SHA-256 is stored.
 */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * A session opened by a company sign-in (decision 038) has a login token with this prefix. The prefix is hashed with
 * the rest, so it cannot be added to another session's token: the guard reads it off the presented token to treat the
 * session as full even while the person's own password is temporary or old (they never use it to sign in).
 */
const SSO_SESSION_PREFIX = 'sso.';
export const newSsoSessionToken = (): string => `${SSO_SESSION_PREFIX}${newToken()}`;
export const isSsoSessionToken = (token: string): boolean => token.startsWith(SSO_SESSION_PREFIX);
