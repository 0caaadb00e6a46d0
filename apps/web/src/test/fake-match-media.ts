import { vi } from 'vitest';

/** A window.matchMedia whose answer the test sets, announcing each change as the browser would. */
export function fakeMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const matchMedia = vi.fn(() => ({
    get matches() {
      return matches;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    matchMedia,
    change(next: boolean) {
      matches = next;
      for (const listener of listeners) listener();
    },
  };
}
