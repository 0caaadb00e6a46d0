/**
 * Korean time, once (decision 047). Korea keeps +09:00 all year (no daylight saving since 1988), so millisecond
 * arithmetic on a fixed offset gives the business day and time of spec §5: no time-zone database, the same result in
 * Node and in the browser. This is the only place that knows the offset; the API's lib/time.ts and the domain's date
 * rules are built on these functions.
 */

export const KST_OFFSET_MINUTES = 9 * 60;
export const KST_OFFSET_MS = KST_OFFSET_MINUTES * 60_000;
/** The offset as ISO 8601 writes it, for instants spelled as text ('2026-11-27T09:00:00+09:00'). */
export const KST_ISO_OFFSET = '+09:00';

/** The instant moved by the offset, so that its UTC fields read the Korean wall clock. */
const kstWall = (at: Date): Date => new Date(at.getTime() + KST_OFFSET_MS);

/** YYYYMMDDHHMISS of an instant in Korean time. */
export function kstStamp(at: Date): string {
  const k = kstWall(at);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${k.getUTCFullYear()}${pad(k.getUTCMonth() + 1)}${pad(k.getUTCDate())}${pad(k.getUTCHours())}${pad(k.getUTCMinutes())}${pad(k.getUTCSeconds())}`;
}

/** YYYYMMDD: the Korean calendar day of an instant. */
export const kstToday = (at: Date): string => kstStamp(at).slice(0, 8);

/** YYYYMM: the Korean calendar month an instant falls in. */
export const kstYyyymm = (at: Date): string => kstStamp(at).slice(0, 6);

/**
 * The instant of a Korean wall-clock time given as calendar fields (month 0-based, as Date.UTC takes it; fields out of
 * range roll over as Date.UTC does, e.g. an hour of -1 is the previous day's 23:00).
 */
export const kstWallInstant = (year: number, monthIndex: number, day: number, hour = 0, minute = 0): Date =>
  new Date(Date.UTC(year, monthIndex, day, hour, minute) - KST_OFFSET_MS);

/** The first instant of a Korean day given as YYYYMMDD; a day that does not parse gives an invalid Date. */
export const kstDayStart = (ymd: string): Date =>
  new Date(Date.parse(`${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}T00:00:00Z`) - KST_OFFSET_MS);

/** An instant as ISO 8601 in Korean time with its offset (2026-11-27T20:02:51.000+09:00): webhook times. */
export function kstIsoString(at: Date): string {
  return `${kstWall(at).toISOString().slice(0, -1)}${KST_ISO_OFFSET}`;
}
