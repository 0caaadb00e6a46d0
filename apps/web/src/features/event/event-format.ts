import { formatWon } from '@pcs/domain';

/** Won by the domain formatter, with '-' for an amount not set: the event screens show a dash, not a blank. */
export const wonOrDash = (n: number | null | undefined): string =>
  n === null || n === undefined ? '-' : formatWon(n);
