import type { Location } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  cameFromHref,
  forgetRoute,
  previousRoute,
  recordNavigation,
  resetNavigationHistory,
} from './navigation-history';

const at = (key: string, pathname: string, search = ''): Location => ({
  key,
  pathname,
  search,
  hash: '',
  state: null,
});

describe('navigation history', () => {
  beforeEach(resetNavigationHistory);

  it('has no previous route on the first screen of the tab', () => {
    recordNavigation(at('a', '/gift/list'), false, true);
    expect(previousRoute('a')).toBeNull();
  });

  it('skips redirect-only routes and refused screens', () => {
    recordNavigation(at('a', '/gift/list'), false, true);
    recordNavigation(at('b', '/delivery'), true, false);
    recordNavigation(at('c', '/delivery/order'), false, false);
    expect(previousRoute('c')).toBe('/gift/list');
    expect(cameFromHref()).toBe('/delivery');
    forgetRoute('c');
    recordNavigation(at('d', '/gift/list'), false, false);
    expect(previousRoute('d')).toBe('/gift/list');
  });

  it('reports opening the same URL again, but not back/forward or the same entry', () => {
    expect(recordNavigation(at('a', '/delivery/managedList', '?page=2'), false, true)).toBe('new');
    expect(recordNavigation(at('a', '/delivery/managedList', '?page=2'), false, false)).toBe('same');
    expect(recordNavigation(at('b', '/delivery/managedList', '?page=2'), false, false)).toBe('reopened');
    expect(recordNavigation(at('c', '/delivery/managedList', '?page=2'), false, true)).toBe('new');
    expect(recordNavigation(at('d', '/delivery/managedList'), false, false)).toBe('new');
  });
});
