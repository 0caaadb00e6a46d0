import { LAZY_SCREEN_TIMEOUT_MS } from '@pcs/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenLoadTimeoutError, withTimeout } from './lazy-screen';

describe('withTimeout (spec §9 lazy screen load timeout)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fails a chunk that has not arrived after 120000 ms', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const result = withTimeout(never);
    vi.advanceTimersByTime(LAZY_SCREEN_TIMEOUT_MS - 1);
    const settled = vi.fn();
    result.catch(settled);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await expect(result).rejects.toBeInstanceOf(ScreenLoadTimeoutError);
  });

  it('passes through a chunk that arrives in time, and its failure', async () => {
    await expect(withTimeout(Promise.resolve('screen'))).resolves.toBe('screen');
    await expect(withTimeout(Promise.reject(new TypeError('offline')))).rejects.toThrow('offline');
  });
});
