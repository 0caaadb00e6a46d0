import { hasMoreToLoad } from '@pcs/domain';

/**
 * The next page of an appended list ("더보기"): asked for while the last page was the one requested (not clamped),
 * more rows remain, and it was full enough (spec §9 scroll loader, 14).
 */
export const nextPage = (
  last: { page: number; pageSize: number; totalCount: number; list: readonly unknown[] },
  lastPageParam: number,
): number | undefined =>
  last.page === lastPageParam &&
  (last.page + 1) * last.pageSize < last.totalCount &&
  hasMoreToLoad(last.list.length)
    ? last.page + 1
    : undefined;
