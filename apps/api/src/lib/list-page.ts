import { EXCEL_LIMITS, EXCEL_MESSAGES, REQUEST_TYPE } from '@pcs/domain';
import { badRequest } from '../http/errors';
import { kstDayStart } from './time';

/** What a list use case takes beyond its filters (contracts/list.ts): a page, or requestType EXPORT. */
export type ListOrExport = { requestType?: 'LIST' | 'EXPORT'; page?: number; pageSize?: number };
export type Page<R> = { list: R[]; totalCount: number; page: number; pageSize: number };

export const isExport = (input: ListOrExport): boolean => input.requestType === REQUEST_TYPE.export;

/**
 * Building block "List screens": one page of a list (a page past the last is clamped to the last, spec §4), or for
 * requestType EXPORT every row up to EXCEL_LIMITS.exportMaxRows (more is refused: narrower filters, not a cut file).
 * `count` and `fetch` run the same filters; `fetch` gets offset and limit.
 */
export async function listPage<R>(
  input: ListOrExport,
  count: () => Promise<number>,
  fetch: (offset: number, limit: number) => Promise<R[]>,
): Promise<Page<R>> {
  const totalCount = await count();
  if (isExport(input)) {
    if (totalCount > EXCEL_LIMITS.exportMaxRows) throw badRequest(EXCEL_MESSAGES.exportTooMany);
    const list = await fetch(0, EXCEL_LIMITS.exportMaxRows);
    return { list, totalCount, page: 0, pageSize: list.length };
  }
  const pageSize = input.pageSize ?? 15;
  const lastPage = Math.max(0, Math.ceil(totalCount / pageSize) - 1);
  const page = Math.min(input.page ?? 0, lastPage);
  return { list: await fetch(page * pageSize, pageSize), totalCount, page, pageSize };
}

/** The [from, to) instants of a spec §3 yyyymmdd range in Korean days; either end may be open. */
export function kstRange(start: string | null | undefined, end: string | null | undefined) {
  return {
    from: start ? kstDayStart(start) : null,
    to: end ? new Date(kstDayStart(end).getTime() + 86_400_000) : null,
  };
}
