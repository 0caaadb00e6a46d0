import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

function fakeMotionSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const matchMedia = vi.fn(() => ({
    get matches() {
      return reduce;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    matchMedia,
    change(next: boolean) {
      reduce = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('usePrefersReducedMotion', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("reads the system's setting and follows it as it changes", () => {
    const setting = fakeMotionSetting(true);
    const { result } = renderHook(usePrefersReducedMotion);
    expect(result.current).toBe(true);
    expect(setting.matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    act(() => setting.change(false));
    expect(result.current).toBe(false);
  });
});
