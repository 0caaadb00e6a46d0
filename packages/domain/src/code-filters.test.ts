import { describe, expect, it } from 'vitest';
import {
  codePageOf,
  filterCodes,
  MOBILE_CODE_GROUPS,
  STOREFRONT_CODE_REQUESTS,
  STOREFRONT_SHARED_CODE_REQUEST,
  STOREFRONT_SOLUTION_CODE_REQUEST,
  USE_STATUS_OPTIONS,
} from './code-filters';

const codes = (...ids: (string | null)[]) => ids.map((cdId) => ({ cdId, cdNm: `name-${cdId}` }));
const ids = (list: { cdId: string | null }[]) => list.map((c) => c.cdId);

describe('filterCodes (spec §5 code lists by page)', () => {
  const sign = codes(null, '01', '02', '03', '05');

  it('sign-status (005) drops 01 on goods pages', () => {
    expect(ids(filterCodes('005', 'goods', sign))).toEqual([null, '02', '03', '05']);
  });

  it('sign-status drops 01 and 05 on company, company-save and user pages', () => {
    for (const page of ['company', 'companySave', 'user'] as const) {
      expect(ids(filterCodes('005', page, sign))).toEqual([null, '02', '03']);
    }
  });

  it('sign-status is untouched elsewhere', () => {
    expect(ids(filterCodes('005', 'other', sign))).toEqual([null, '01', '02', '03', '05']);
  });

  it('company-type (006) drops 01 on company-save only', () => {
    const types = codes('01', '02', '03');
    expect(ids(filterCodes('006', 'companySave', types))).toEqual(['02', '03']);
    expect(ids(filterCodes('006', 'company', types))).toEqual(['01', '02', '03']);
  });

  it('bank (229) drops ALL on company-save only', () => {
    const banks = codes('ALL', '004', '088');
    expect(ids(filterCodes('229', 'companySave', banks))).toEqual(['004', '088']);
    expect(ids(filterCodes('229', 'user', banks))).toEqual(['ALL', '004', '088']);
  });

  it('other groups pass through and the input is not mutated', () => {
    const list = codes('01', '05');
    const out = filterCodes('010', 'company', list);
    expect(ids(out)).toEqual(['01', '05']);
    expect(out).not.toBe(list);
  });

  it('codePageOf maps screens to pages', () => {
    expect(codePageOf('/goods/list')).toBe('goods');
    expect(codePageOf('/goods/vendor/save/1/Y/01')).toBe('goods');
    expect(codePageOf('/company/save')).toBe('companySave');
    expect(codePageOf('/company/save/C1/A1')).toBe('companySave');
    expect(codePageOf('/company/saveForAnotherSol/C1')).toBe('companySave');
    expect(codePageOf('/company/list')).toBe('company');
    expect(codePageOf('/user/detail/U1/user')).toBe('user');
    expect(codePageOf('/gift/list')).toBe('other');
    expect(codePageOf('/goodsX')).toBe('other');
  });
});

describe('code requests (spec §7 details)', () => {
  it('storefront request 1: groups 001-029 under 1020', () => {
    expect(STOREFRONT_SOLUTION_CODE_REQUEST).toHaveLength(29);
    expect(STOREFRONT_SOLUTION_CODE_REQUEST[0]).toEqual({ cdGrup: '001', solCd: '1020' });
    expect(STOREFRONT_SOLUTION_CODE_REQUEST[28]).toEqual({ cdGrup: '029', solCd: '1020' });
    expect(STOREFRONT_SOLUTION_CODE_REQUEST.every((r) => r.solCd === '1020')).toBe(true);
    expect(new Set(STOREFRONT_SOLUTION_CODE_REQUEST.map((r) => r.cdGrup)).size).toBe(29);
  });

  it('storefront request 2: 223, 227, 229, 231 under 0000 plus 020, 021 under 1020', () => {
    expect(STOREFRONT_SHARED_CODE_REQUEST).toEqual([
      { cdGrup: '223', solCd: '0000' },
      { cdGrup: '227', solCd: '0000' },
      { cdGrup: '229', solCd: '0000' },
      { cdGrup: '231', solCd: '0000' },
      { cdGrup: '020', solCd: '1020' },
      { cdGrup: '021', solCd: '1020' },
    ]);
    expect(STOREFRONT_CODE_REQUESTS).toEqual([
      STOREFRONT_SOLUTION_CODE_REQUEST,
      STOREFRONT_SHARED_CODE_REQUEST,
    ]);
  });

  it('mobile asks for a reduced set, flagged isMobileUse', () => {
    expect(MOBILE_CODE_GROUPS.map((r) => `${r.solCd}:${r.cdGrup}`)).toEqual([
      '1020:010',
      '1020:011',
      '1020:012',
      '1020:013',
      '1020:020',
      '1020:021',
      '0000:223',
      '0000:227',
      '0000:229',
    ]);
    expect(MOBILE_CODE_GROUPS.every((r) => r.isMobileUse === true)).toBe(true);
    expect(MOBILE_CODE_GROUPS.length).toBeLessThan(
      STOREFRONT_SOLUTION_CODE_REQUEST.length + STOREFRONT_SHARED_CODE_REQUEST.length,
    );
  });

  it('use-status options: all (empty), Y, N', () => {
    expect(USE_STATUS_OPTIONS).toEqual([
      { value: '', label: '전체' },
      { value: 'Y', label: '사용' },
      { value: 'N', label: '사용안함' },
    ]);
  });
});
