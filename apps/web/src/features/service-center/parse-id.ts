import { SERIAL_ID_MAX } from '@pcs/domain';

/** A serial id from a route parameter, or null when the URL holds anything else (a hand-edited link). */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && n <= SERIAL_ID_MAX ? n : null;
}
