import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  filtersFromForm,
  readManagedListParams,
  toManagedListRequest,
  writeManagedListParams,
} from './managed-list-params';

describe('managed list URL state', () => {
  it('turns the date range into inputDtStart/inputDtEnd yyyymmdd and drops empty fields', () => {
    const filters = filtersFromForm({
      inputDt: [dayjs('2026-11-01'), dayjs('2026-11-30')],
      cmpyCd: 'C001',
      eventSn: null,
      deliStatCd: '03',
      receiverNm: '  ',
    });
    expect(filters).toEqual({
      ...EMPTY_FILTERS,
      inputDtStart: '20261101',
      inputDtEnd: '20261130',
      cmpyCd: 'C001',
      deliStatCd: '03',
    });
  });

  it('round-trips through the URL, with a 1-based page there and a 0-based page in the request', () => {
    const filters = { ...EMPTY_FILTERS, cmpyCd: 'C001', eventSn: 7, receiverNm: '김' };
    const url = writeManagedListParams(filters, 3);
    expect(url.toString()).toBe('cmpyCd=C001&eventSn=7&receiverNm=%EA%B9%80&page=3');
    const read = readManagedListParams(url);
    expect(read).toEqual({ filters, page: 3 });
    expect(toManagedListRequest(read.filters, read.page)).toMatchObject({
      page: 2,
      pageSize: 15,
      eventSn: 7,
    });
  });

  it('ignores hand-edited values that are not well-formed', () => {
    const read = readManagedListParams(
      new URLSearchParams('inputDtStart=20261340&eventSn=-1&deliStatCd=77&page=0&inputDtEnd=20261105'),
    );
    expect(read).toEqual({ filters: { ...EMPTY_FILTERS, inputDtEnd: '20261105' }, page: 1 });
  });

  it('puts a reversed range in order', () => {
    const read = readManagedListParams(new URLSearchParams('inputDtStart=20261130&inputDtEnd=20261101'));
    expect(read.filters).toMatchObject({ inputDtStart: '20261101', inputDtEnd: '20261130' });
  });
});
