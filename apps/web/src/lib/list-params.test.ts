import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  filtersFromForm,
  readListParams,
  toExportRequest,
  toListRequest,
  urlCode,
  urlList,
  urlSerial,
  urlText,
  urlYmd,
  writeListParams,
} from './list-params';

const config = {
  filters: {
    searchText: urlText(10),
    useYn: urlCode(['Y', 'N'] as const),
    cmpyCdList: urlList(/^[A-Z0-9]{1,20}$/, 3),
    frstRgstDtStart: urlYmd,
    frstRgstDtEnd: urlYmd,
  },
  dateRanges: ['frstRgstDt'],
  sortFields: ['frstRgstDt', 'cmpyNm'] as const,
};

describe('list filters in the URL (building block "List screens")', () => {
  it('reads well-formed values and ignores the rest (a hand-edited URL is never sent as is)', () => {
    const state = readListParams(
      config,
      new URLSearchParams(
        'searchText=%20한빛전자주식회사본사%20&useYn=X&cmpyCdList=CLI001&cmpyCdList=bad!&cmpyCdList=CLI001&frstRgstDtStart=20260230&page=-2&sortField=hack',
      ),
    );
    expect(state.filters).toEqual({
      searchText: '한빛전자주식회사본사',
      useYn: null,
      cmpyCdList: ['CLI001'],
      frstRgstDtStart: null,
      frstRgstDtEnd: null,
    });
    expect(state.page).toBe(1);
    expect(state.sort).toEqual({ sortField: null, sortOrder: 'desc' });
  });

  it('swaps a range picked backwards (spec §3 Start/End in yyyymmdd)', () => {
    const { filters } = readListParams(
      config,
      new URLSearchParams('frstRgstDtStart=20260301&frstRgstDtEnd=20260101'),
    );
    expect([filters.frstRgstDtStart, filters.frstRgstDtEnd]).toEqual(['20260101', '20260301']);
  });

  it('writes a short URL that reads back the same', () => {
    const state = {
      filters: {
        searchText: '한빛',
        useYn: 'Y' as const,
        cmpyCdList: ['CLI001', 'CLI002'],
        frstRgstDtStart: '20260101',
        frstRgstDtEnd: null,
      },
      page: 3,
      sort: { sortField: 'cmpyNm' as const, sortOrder: 'asc' as const },
    };
    const params = writeListParams(state);
    expect(params.toString()).toBe(
      'searchText=%ED%95%9C%EB%B9%9B&useYn=Y&cmpyCdList=CLI001&cmpyCdList=CLI002&frstRgstDtStart=20260101&page=3&sortField=cmpyNm&sortOrder=asc',
    );
    expect(readListParams(config, params)).toEqual(state);
    expect(
      writeListParams({
        ...state,
        filters: { ...state.filters, searchText: null, useYn: null, cmpyCdList: [], frstRgstDtStart: null },
        page: 1,
        sort: { sortField: null, sortOrder: 'desc' },
      }).toString(),
    ).toBe('');
  });

  it('turns the form (a RangePicker pair) into Start/End filters', () => {
    expect(
      filtersFromForm(config, {
        searchText: ' 바다 ',
        useYn: '',
        cmpyCdList: ['CLI002'],
        frstRgstDt: [dayjs('2026-01-05'), null],
      }),
    ).toEqual({
      searchText: '바다',
      useYn: null,
      cmpyCdList: ['CLI002'],
      frstRgstDtStart: '20260105',
      frstRgstDtEnd: null,
    });
  });

  it("turns a screen's own range (an event list's period) into Start/End filters too", () => {
    const periodConfig = {
      filters: { periodStart: urlYmd, periodEnd: urlYmd },
      dateRanges: ['period'],
      sortFields: [] as const,
    };
    expect(filtersFromForm(periodConfig, { period: [dayjs('2026-01-01'), dayjs('2026-12-31')] })).toEqual({
      periodStart: '20260101',
      periodEnd: '20261231',
    });
  });

  it('asks for one 0-based page of 15, and the download for every row with requestType EXPORT and the reason', () => {
    const state = readListParams(
      config,
      new URLSearchParams('useYn=N&page=2&sortField=frstRgstDt&sortOrder=asc'),
    );
    expect(toListRequest(state)).toMatchObject({
      useYn: 'N',
      page: 1,
      pageSize: 15,
      sortField: 'frstRgstDt',
      sortOrder: 'asc',
    });
    const exported = toExportRequest(state, '발송 대상 확인');
    expect(exported).toMatchObject({
      useYn: 'N',
      requestType: 'EXPORT',
      downloadReason: '발송 대상 확인',
      sortField: 'frstRgstDt',
    });
    expect(exported).not.toHaveProperty('page');
  });

  it('reads a serial number (an event) as a number, and anything else as empty', () => {
    const serial = { filters: { eventSn: urlSerial }, sortFields: [] };
    const read = (query: string) => readListParams(serial, new URLSearchParams(query)).filters.eventSn;
    expect(read('eventSn=7')).toBe(7);
    for (const bad of ['eventSn=-1', 'eventSn=0', 'eventSn=1.5', 'eventSn=abc', 'eventSn=99999999999', ''])
      expect(read(bad), bad).toBeNull();
    const state = { filters: { eventSn: 7 }, page: 3, sort: { sortField: null, sortOrder: 'desc' as const } };
    expect(writeListParams(state).toString()).toBe('eventSn=7&page=3');
    expect(toListRequest(state)).toMatchObject({ eventSn: 7, page: 2, pageSize: 15 });
    expect(filtersFromForm(serial, { eventSn: 7 })).toEqual({ eventSn: 7 });
  });

  it('leaves a search type out while there is no search text (a qualifier of an empty filter)', () => {
    const search = {
      filters: { searchType: urlCode(['TITLE', 'CONTENT'] as const), searchText: urlText(100) },
      qualifiers: { searchType: 'searchText' },
      sortFields: [],
    } as const;
    const read = (query: string) => readListParams(search, new URLSearchParams(query)).filters;
    expect(read('searchType=TITLE&searchText=배송')).toEqual({ searchType: 'TITLE', searchText: '배송' });
    expect(read('searchType=TITLE')).toEqual({ searchType: null, searchText: null });
    expect(read('searchType=X&searchText=배송')).toEqual({ searchType: null, searchText: '배송' });
    const typedOnly = filtersFromForm(search, { searchType: 'CONTENT', searchText: '  ' });
    expect(
      writeListParams({
        filters: typedOnly,
        page: 1,
        sort: { sortField: null, sortOrder: 'desc' },
      }).toString(),
    ).toBe('');
  });
});
