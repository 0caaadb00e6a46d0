import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMatchMedia } from '../test/fake-match-media';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

describe('usePrefersReducedMotion', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("reads the system's setting and follows it as it changes", () => {
    const setting = fakeMatchMedia(true);
    const { result } = renderHook(usePrefersReducedMotion);
    expect(result.current).toBe(true);
    expect(setting.matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    act(() => setting.change(false));
    expect(result.current).toBe(false);
  });
});
