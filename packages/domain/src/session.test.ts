import { describe, expect, it } from 'vitest';
import {
  DISPLAY_MODE,
  isSessionCutOff,
  KEYS_KEPT_ON_CUTOFF,
  LOCAL_STORAGE_KEYS,
  SESSION_KEYS,
} from './session';

describe('isSessionCutOff (spec §4 session cut-off 20231211180000)', () => {
  it('cuts off a missing or unreadable login time', () => {
    expect(isSessionCutOff(null)).toBe(true);
    expect(isSessionCutOff(undefined)).toBe(true);
    expect(isSessionCutOff('')).toBe(true);
    expect(isSessionCutOff('2023')).toBe(true);
  });

  it('cuts off a login time earlier than 2023-12-11 18:00:00 only', () => {
    expect(isSessionCutOff('20231211175959')).toBe(true);
    expect(isSessionCutOff('20231211180000')).toBe(false);
    expect(isSessionCutOff('20231211180001')).toBe(false);
    expect(isSessionCutOff('20240101000000')).toBe(false);
    expect(isSessionCutOff('20221231235959')).toBe(true);
  });

  it('accepts formatted times and dates', () => {
    expect(isSessionCutOff('2023-12-11 17:59:59')).toBe(true);
    expect(isSessionCutOff('2023-12-11 18:00:00')).toBe(false);
    expect(isSessionCutOff('2023-12-11T18:00:00.000Z')).toBe(false);
    expect(isSessionCutOff('20231211')).toBe(true);
    expect(isSessionCutOff('20231212')).toBe(false);
  });
});

describe('storage keys (spec §3)', () => {
  it('names the session keys once', () => {
    expect(SESSION_KEYS).toEqual({
      loginUserData: 'loginUserData',
      loginUserToken: 'loginUserToken',
      firstLogin: 'firstLogin',
      pwdExpired: 'pwdExpired',
      loginTime: 'loginTime',
      returnPath: 'returnPath',
      displayMode: 'displayMode',
      lastRouteName: 'lastRouteName',
      lastRouteParams: 'lastRouteParams',
      categoryList: 'categoryList',
      solutionUrlMap: 'solutionUrlMap',
      selectTempSn: 'selectTempSn',
      selectTempNm: 'selectTempNm',
      chosenProducts: 'chosenProducts',
      scrollPosition: 'scrollPosition',
      searchParams: 'searchParams',
      page: 'page',
      searchTheme: 'searchTheme',
    });
  });

  it('keeps searchTheme in local storage, the return path over a cut-off, and PC/MOBILE display modes', () => {
    expect(LOCAL_STORAGE_KEYS).toEqual({ searchTheme: 'searchTheme' });
    expect(KEYS_KEPT_ON_CUTOFF).toEqual(['returnPath']);
    expect(DISPLAY_MODE).toEqual({ pc: 'PC', mobile: 'MOBILE' });
  });
});
