import { describe, expect, it } from 'vitest';
import { readNoticeListParams, writeNoticeListParams } from './notice-list-params';

describe('notice list URL', () => {
  it('round-trips search and page, dropping defaults and bad values', () => {
    const p = { searchType: 'TITLE' as const, searchText: '배송', page: 3 };
    expect(readNoticeListParams(writeNoticeListParams(p))).toEqual(p);
    expect(writeNoticeListParams({ searchType: 'TITLE', searchText: '', page: 1 }).toString()).toBe('');
    expect(readNoticeListParams(new URLSearchParams('searchType=X&page=-2'))).toEqual({
      searchType: 'ALL',
      searchText: '',
      page: 1,
    });
  });
});
