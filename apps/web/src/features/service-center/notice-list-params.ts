import { NOTICE_SEARCH_TYPES, type NoticeSearchType, SERVICE_CENTER_LIMITS } from '@pcs/domain';

/** The notice list's search and page live in the URL (searchType, searchText, page 1-based) so back restores them. */
export type NoticeListParams = { searchType: NoticeSearchType; searchText: string; page: number };

const TYPES = NOTICE_SEARCH_TYPES.map((t) => t.value) as readonly string[];

export function readNoticeListParams(params: URLSearchParams): NoticeListParams {
  const type = params.get('searchType') ?? 'ALL';
  const page = Number(params.get('page'));
  return {
    searchType: (TYPES.includes(type) ? type : 'ALL') as NoticeSearchType,
    searchText: (params.get('searchText') ?? '').trim().slice(0, SERVICE_CENTER_LIMITS.search),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Defaults are left out to keep links short. */
export function writeNoticeListParams(p: NoticeListParams): URLSearchParams {
  const out = new URLSearchParams();
  if (p.searchText) {
    out.set('searchText', p.searchText);
    if (p.searchType !== 'ALL') out.set('searchType', p.searchType);
  }
  if (p.page > 1) out.set('page', String(p.page));
  return out;
}
