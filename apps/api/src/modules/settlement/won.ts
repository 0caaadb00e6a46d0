/**
 * A won amount read through raw SQL as a JS number. Month totals are bigint (decision 037: a month can pass 2^31
 * won), and the drivers give int8 differently: node-postgres as a string, PGlite as a number or a bigint. Amounts
 * stay far below 2^53, so a value that is not a safe integer is a bug, not something to round.
 */
export function wonOf(v: unknown): number {
  const n =
    typeof v === 'number'
      ? v
      : typeof v === 'bigint'
        ? Number(v)
        : typeof v === 'string' && /^-?\d+$/.test(v)
          ? Number(v)
          : Number.NaN;
  if (!Number.isSafeInteger(n) || (typeof v === 'bigint' && BigInt(n) !== v))
    throw new Error(`Not a safe integer won amount: ${String(v)}`);
  return n;
}
