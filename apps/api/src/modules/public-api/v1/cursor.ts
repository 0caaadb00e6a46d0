import { z } from 'zod';
import { problem } from './problem';

/** Opaque cursors: base64url of the last row's key, e.g. [updatedAt text, id]. */
export const encodeCursor = (key: readonly (string | number)[]): string =>
  Buffer.from(JSON.stringify(key)).toString('base64url');

const changeTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/);
const rowId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const textId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
/**
 * What a cursor of each list holds: the change time and a numeric id, the change time and a text id (employees),
 * or a marker and a numeric id (events, webhook deliveries). Checked strictly, so an edited cursor is a 400, never a
 * database error.
 */
const KEY_SHAPES = {
  timeAndId: z.tuple([changeTime, rowId]),
  timeAndText: z.tuple([changeTime, textId]),
  markerAndId: z.tuple([z.literal('e'), rowId]),
  deliveryMarkerAndId: z.tuple([z.literal('d'), rowId]),
  markerAndText: z.tuple([z.literal('u'), z.string().min(1).max(50)]),
} as const;

export function decodeCursor(
  cursor: string | undefined,
  shape: keyof typeof KEY_SHAPES = 'timeAndId',
): [string, string | number] | null {
  if (!cursor) return null;
  try {
    const parsed = KEY_SHAPES[shape].safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
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

/**
 * The reply text of a page whose rows PostgreSQL wrote as JSON (`data`: the array's inside, comma-separated): what
 * pageFrom's { data, nextCursor } serializes to, byte for byte.
 */
export const pageJsonOf = (data: string, nextKey: readonly (string | number)[] | null): string =>
  `{"data":[${data}],"nextCursor":${nextKey ? JSON.stringify(encodeCursor(nextKey)) : 'null'}}`;
