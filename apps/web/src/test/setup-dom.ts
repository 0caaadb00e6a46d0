import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { useReloadKey } from '../app/navigation-history';
import { loadTexts, showLanguage, type TextArea } from '../i18n/texts';
import { useDialogs } from '../lib/dialog';
import { useSession } from '../lib/session-store';

// The web project shares one module graph across files (vitest.config.ts, isolate: false): the app's stores start
// each test as they started the first, so an alert left queued or a session left signed in by one file never
// reaches the next.
const stores = [useDialogs, useSession, useReloadKey] as const;
const initial = stores.map((store) => store.getState());

// Screens render their texts in Korean, the spec's: every area's Korean catalogue is ready before a test renders
// (happy-dom's navigator says en-US, and a test that switches language switches back after itself).
const AREAS: readonly TextArea[] = ['common', 'account', 'gift', 'delivery', 'service'];
beforeAll(async () => {
  await Promise.all(AREAS.map((area) => loadTexts(area, 'ko')));
  await showLanguage('ko');
});

// Testing Library unmounts between tests by itself only with vitest globals; this project keeps them off.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
  stores.forEach((store, i) => {
    (store.setState as (state: unknown, replace: true) => void)(initial[i], true);
  });
  // Focus left on an element of a test that is gone would be the next test's starting point.
  (document.activeElement as HTMLElement | null)?.blur?.();
});
