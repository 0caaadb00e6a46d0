import { createHash } from 'node:crypto';

/** What is stored of an auth number: a hash bound to its authId, so equal numbers never share a hash. */
export const authNumberHash = (authId: string, code: string): string =>
  createHash('sha256').update(`${authId}:${code}`).digest('hex');
