import { createHash, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';

/**
 * The browser binding of a company sign-in (decision 038): the start sets this cookie to the sign-in's state, and
 * both the callback and the hand-off exchange require it, so a link with someone else's state or hand-off code
 * (login CSRF) cannot sign a browser in as that someone. SameSite=Lax still travels on the provider's top-level
 * redirect back to the callback.
 */
export const SSO_COOKIE = 'pcs_sso';
const MAX_AGE_SECONDS = 600;

const attributes = (config: Config, maxAge: number) =>
  [
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAge}`,
    ...(config.publicUrl.startsWith('https:') ? ['Secure'] : []),
  ].join('; ');

export const ssoCookie = (config: Config, state: string) =>
  `${SSO_COOKIE}=${state}; ${attributes(config, MAX_AGE_SECONDS)}`;
export const clearedSsoCookie = (config: Config) => `${SSO_COOKIE}=; ${attributes(config, 0)}`;

/** The cookie's value from a Cookie header (no cookie plugin in the app: one name, parsed here). */
export function ssoCookieOf(header: string | string[] | undefined): string | null {
  const text = Array.isArray(header) ? header.join('; ') : (header ?? '');
  for (const part of text.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === SSO_COOKIE) {
      const value = part.slice(at + 1).trim();
      return value && value.length <= 128 ? value : null;
    }
  }
  return null;
}

const digest = (v: string) => createHash('sha256').update(v).digest();
/** Compared in constant time (hashed first, so lengths never differ). */
export const sameState = (a: string | null, b: string) => a !== null && timingSafeEqual(digest(a), digest(b));
