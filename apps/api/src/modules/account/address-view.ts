import type * as repo from './repository';

/** An address book row as the API shows it. */
export const toAddress = (row: Awaited<ReturnType<typeof repo.listAddresses>>[number]) => ({
  ...row,
  defaultYn: row.defaultYn === 'Y' ? ('Y' as const) : ('N' as const),
});
