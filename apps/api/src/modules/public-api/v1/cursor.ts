import { z } from 'zod';
import { problem } from './problem';

/** Opaque cursors: base64url of the last row's key, e.g. [updatedAt text, id]. */
export const encodeCursor = (key: readonly (string | number)[]): string =>
  Buffer.from(JSON.stringify(key)).toString('base64url');

const keySchema = z.tuple([z.string().max(64), z.union([z.string().max(64), z.number()])]);

export function decodeCursor(cursor: string | undefined): [string, string | number] | null {
  if (!cursor) return null;
  try {
    const parsed = keySchema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: answered below
  }
  throw problem(400, 'The cursor is not valid.');
}

/** { data, nextCursor } from limit+1 rows. */
export function pageFrom<R, T>(
  rows: R[],
  limit: number,
  keyOf: (r: R) => (string | number)[],
  map: (r: R) => T,
) {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const last = shown[shown.length - 1];
  return { data: shown.map(map), nextCursor: more && last ? encodeCursor(keyOf(last)) : null };
}
