import { describe, expect, it } from 'vitest';
import {
  addChosen,
  clearSavedSearch,
  LANDING_KEY,
  readAllChosen,
  readChosen,
  readEventSn,
  readSavedSearch,
  readSearchTheme,
  removeChosen,
  saveSearch,
  writeSearchTheme,
} from './landing-storage';

/** A Storage in memory, apart from the document's own. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

describe('landing storage (spec §3 session storage, §2 searchTheme)', () => {
  it('keeps the theme under searchTheme and the session selection', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    expect(readSearchTheme(local)).toBeNull();
    writeSearchTheme(2, '생일', local, session);
    expect(local.getItem('searchTheme')).toBe('2');
    expect(readSearchTheme(local)).toBe(2);
    expect(session.getItem(LANDING_KEY.selectTempSn)).toBe('2');
    expect(session.getItem(LANDING_KEY.selectTempNm)).toBe('생일');
    writeSearchTheme(null, '전체', local, session);
    expect(readSearchTheme(local)).toBeNull();
    local.setItem('searchTheme', 'garbage');
    expect(readSearchTheme(local)).toBeNull();
  });

  it('adds and removes chosen products per template', () => {
    const s = memoryStorage();
    expect(addChosen(2, 10, s)).toEqual([10]);
    expect(addChosen(2, 11, s)).toEqual([10, 11]);
    expect(addChosen(2, 11, s)).toEqual([10, 11]);
    expect(removeChosen(2, 10, s)).toEqual([11]);
    expect(readChosen(2, s)).toEqual([11]);
    expect(readChosen(null, s)).toEqual([]);
  });

  it('reads every chosen product of the session once, whatever the template (the contact form sends them)', () => {
    const s = memoryStorage();
    addChosen(2, 11, s);
    addChosen(2, 12, s);
    addChosen(null, 12, s);
    addChosen(11, 30, s);
    s.setItem('landingSearch:category', '{}');
    expect(readAllChosen(s)).toEqual([11, 12, 30]);
  });

  it('reads the event id the landing chooses for, when one is set', () => {
    const s = memoryStorage();
    expect(readEventSn(s)).toBeNull();
    s.setItem('eventSn', '31');
    expect(readEventSn(s)).toBe(31);
    s.setItem('eventSn', '"x"');
    expect(readEventSn(s)).toBeNull();
  });

  it('saves and restores the search with page and scroll, ignoring malformed values', () => {
    const s = memoryStorage();
    expect(readSavedSearch('theme', s)).toBeNull();
    const search = {
      searchCategory: null,
      searchTempSn: 11,
      searchProdNm: null,
      orderbyNew: null,
      checkOrderByPrice: true,
      orderbyPrice: 3 as const,
      page: 2,
    };
    saveSearch('theme', search, 812.4, s);
    expect(readSavedSearch('theme', s)).toEqual({ search, scrollY: 812 });
    expect(readSavedSearch('category', s)).toBeNull();
    clearSavedSearch('theme', s);
    expect(readSavedSearch('theme', s)).toBeNull();
    s.setItem(LANDING_KEY.search('theme'), '{"page":0}');
    expect(readSavedSearch('theme', s)).toBeNull();
  });
});
