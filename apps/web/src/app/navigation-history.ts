import type { Location } from 'react-router';
import { create } from 'zustand';

/**
 * What the guards need to know about earlier navigations in this tab (spec §6: "with no previous route ..."), and
 * the remount key for spec §4 "navigating to the same route again reloads the page". Fed by the router's
 * subscription in router.tsx, which runs before React renders the new location.
 */

type Entry = { key: string; href: string };

/** Screens the user actually saw; redirect-only routes ('/', section roots) are not recorded. */
const shown: Entry[] = [];
const SHOWN_LIMIT = 20;
let current: Entry | null = null;
let immediatePrevious: Entry | null = null;

export const hrefOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>): string =>
  `${location.pathname}${location.search}${location.hash}`;

/**
 * Records a committed location: 'same' when it is already the current one, 'reopened' when it opens the URL already
 * shown again (a new history entry by link or navigate, not back/forward), otherwise 'new'.
 */
export function recordNavigation(
  location: Location,
  redirectOnly: boolean,
  isPop: boolean,
): 'same' | 'reopened' | 'new' {
  const entry = { key: location.key, href: hrefOf(location) };
  if (current?.key === entry.key) return 'same';
  const reopened = !isPop && current !== null && current.href === entry.href;
  immediatePrevious = current;
  current = entry;
  if (!redirectOnly) {
    shown.push(entry);
    if (shown.length > SHOWN_LIMIT) shown.shift();
  }
  return reopened ? 'reopened' : 'new';
}

/** The last screen shown before the location with `currentKey`, or null when this tab has none (spec §6). */
export function previousRoute(currentKey: string): string | null {
  for (let i = shown.length - 1; i >= 0; i--) {
    const entry = shown[i];
    if (entry && entry.key !== currentKey) return entry.href;
  }
  return null;
}

/** A guard refused this location: it must never count as a screen to go back to. */
export function forgetRoute(key: string): void {
  for (let i = shown.length - 1; i >= 0; i--) if (shown[i]?.key === key) shown.splice(i, 1);
}

/** The location committed just before the current one (redirects included). */
export const cameFromHref = (): string | null => immediatePrevious?.href ?? null;

/** Incremented on every same-route navigation; the root outlet is keyed by it so the screen remounts. */
export const useReloadKey = create<{ key: number }>()(() => ({ key: 0 }));
export const bumpReloadKey = (): void => useReloadKey.setState((s) => ({ key: s.key + 1 }));

/** Test helper: forget everything. */
export function resetNavigationHistory(): void {
  shown.length = 0;
  current = null;
  immediatePrevious = null;
  useReloadKey.setState({ key: 0 });
}
