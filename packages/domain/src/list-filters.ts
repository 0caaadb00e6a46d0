import { isYmd, toYmd } from './formats';

/** spec §3 List filters: the date-range filters that are sent as <name>Start / <name>End. */
export const DATE_RANGE_FILTERS = ['inputDt', 'frstRgstDt', 'workRequestDt'] as const;

/** A date as a screen may hold it: Date, 'YYYYMMDD' / 'YYYY-MM-DD...' string, or a date-library object (dayjs). */
export type DateLike = Date | string | { toDate(): Date } | null | undefined;

/** YYYYMMDD of a DateLike, or null when it is empty or not a real date. */
export function dateLikeToYmd(value: DateLike): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : toYmd(value);
  if (typeof value === 'string') {
    const digits = value.replace(/\D/g, '').slice(0, 8);
    return isYmd(digits) ? digits : null;
  }
  return dateLikeToYmd(value.toDate());
}

function rangeEnds(value: unknown): [unknown, unknown] | null {
  if (Array.isArray(value)) return [value[0], value[1]];
  if (value && typeof value === 'object' && ('start' in value || 'end' in value)) {
    const { start, end } = value as { start?: unknown; end?: unknown };
    return [start, end];
  }
  return null;
}

function isDateLike(v: unknown): v is DateLike {
  return (
    v === null ||
    v === undefined ||
    v instanceof Date ||
    typeof v === 'string' ||
    (typeof v === 'object' && typeof (v as { toDate?: unknown }).toDate === 'function')
  );
}

/**
 * spec §3 List filters, turned into a request body:
 * - inputDt, frstRgstDt and workRequestDt (and a screen's own ranges, `extraRanges`, e.g. an event list's period)
 *   given as [from, to] or { start, end } become <name>Start and <name>End in yyyymmdd (an empty or invalid end
 *   is left out);
 * - dotted names are flattened to their last segment ('search.cmpyCd' -> 'cmpyCd'); when two keys flatten to
 *   the same name the later one wins;
 * - empty (or blank) strings and undefined are dropped; null and every other value are kept as they are.
 */
export function flattenListFilters(
  params: Record<string, unknown>,
  extraRanges: readonly string[] = [],
): Record<string, unknown> {
  const ranges = new Set<string>([...DATE_RANGE_FILTERS, ...extraRanges]);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    const name = key.split('.').pop() ?? key;
    const ends = ranges.has(name) ? rangeEnds(value) : null;
    if (ends) {
      const [from, to] = ends;
      const start = isDateLike(from) ? dateLikeToYmd(from) : null;
      const end = isDateLike(to) ? dateLikeToYmd(to) : null;
      if (start) out[`${name}Start`] = start;
      if (end) out[`${name}End`] = end;
      continue;
    }
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) continue;
    out[name] = value;
  }
  return out;
}
