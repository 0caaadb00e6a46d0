import { describe, expect, it } from 'vitest';
import { alertTextFor } from './errors';
import {
  isEmptyParam,
  MULTI_SELECT_MISSING_TEXT,
  MULTI_SELECT_PLACEHOLDER,
  multiSelectTagText,
  optionsRequestBody,
  shouldQueryOptions,
} from './multi-select';

const url = '/v1/ebmp/pcs/drop-down/companyList.json';

describe('company multi-select (spec §5, §7, §9)', () => {
  it('calls the server only with a URL and the method POST', () => {
    expect(shouldQueryOptions({ url, method: 'POST' })).toBe(true);
    expect(shouldQueryOptions({ url, method: 'post' })).toBe(true);
    expect(shouldQueryOptions({ url, method: 'GET' })).toBe(false);
    expect(shouldQueryOptions({ url, method: null })).toBe(false);
    expect(shouldQueryOptions({ url: '', method: 'POST' })).toBe(false);
    expect(shouldQueryOptions({ url: '  ', method: 'POST' })).toBe(false);
    expect(shouldQueryOptions({ method: 'POST' })).toBe(false);
  });

  it('with the all-params-required option, only when every search parameter is non-empty', () => {
    const on = { url, method: 'POST', requireAllParams: true };
    expect(shouldQueryOptions({ ...on, params: { cmpyTypeCd: '02', useYn: 'Y' } })).toBe(true);
    expect(shouldQueryOptions({ ...on, params: { cmpyTypeCd: '02', useYn: '' } })).toBe(false);
    expect(shouldQueryOptions({ ...on, params: { cmpyTypeCd: '02', useYn: null } })).toBe(false);
    expect(shouldQueryOptions({ ...on, params: { cmpyTypeCd: ' ', useYn: 'Y' } })).toBe(false);
    expect(shouldQueryOptions({ ...on, params: { list: [] } })).toBe(false);
    expect(shouldQueryOptions({ ...on, params: { n: 0, flag: false } })).toBe(true);
    expect(shouldQueryOptions({ ...on, params: {} })).toBe(true);
    // Without the option, empty params do not stop the call.
    expect(shouldQueryOptions({ url, method: 'POST', params: { useYn: '' } })).toBe(true);
  });

  it('empty means null, undefined, blank or an empty list', () => {
    expect([null, undefined, '', ' ', []].map(isEmptyParam)).toEqual([true, true, true, true, true]);
    expect([0, false, 'a', ['x']].map(isEmptyParam)).toEqual([false, false, false, false]);
  });

  it('posts requestType EXPORT plus the search params', () => {
    expect(optionsRequestBody({ useYn: 'Y' })).toEqual({ requestType: 'EXPORT', useYn: 'Y' });
    expect(optionsRequestBody(null)).toEqual({ requestType: 'EXPORT' });
  });

  it('tags read "N개 선택", the placeholder 전체', () => {
    expect(multiSelectTagText(3)).toBe('3개 선택');
    expect(multiSelectTagText(1)).toBe('1개 선택');
    expect(multiSelectTagText(0)).toBe('');
    expect(MULTI_SELECT_PLACEHOLDER).toBe('전체');
  });

  it('a missing reply alerts 데이터가 정상적으로 조회되지 않았습니다., other failures the server text', () => {
    expect(MULTI_SELECT_MISSING_TEXT).toBe('데이터가 정상적으로 조회되지 않았습니다.');
    expect(alertTextFor(null, MULTI_SELECT_MISSING_TEXT)).toBe('데이터가 정상적으로 조회되지 않았습니다.');
    expect(
      alertTextFor(
        { resultStatus: { messageCode: '4030', messageText: '조회권한이 없습니다.' } },
        MULTI_SELECT_MISSING_TEXT,
      ),
    ).toBe('조회권한이 없습니다.');
  });
});
