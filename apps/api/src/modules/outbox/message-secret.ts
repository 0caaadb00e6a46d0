/** Where a message's one-time secret goes in its stored body (the body itself never holds the secret). */
export const SECRET_PLACEHOLDER = '{{secret}}';
const MASK = '******';

/**
 * The text a transport sends: the placeholder replaced by the secret (still stored, so not yet erased). A replacer
 * function, since a temporary password may hold `$$` or `$&`, which a replacement string would rewrite.
 */
export const renderSecret = (body: string, secret: string | null): string =>
  body.replaceAll(SECRET_PLACEHOLDER, () => secret ?? MASK);

/** The text any screen or call shows: the secret is always masked. */
export const maskSecret = (body: string): string => body.replaceAll(SECRET_PLACEHOLDER, MASK);
