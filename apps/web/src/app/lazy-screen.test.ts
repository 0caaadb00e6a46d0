import { LAZY_SCREEN_TIMEOUT_MS } from '@pcs/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  preloadScreen,
  SCREEN_PRELOAD_WAIT_MS,
  ScreenLoadTimeoutError,
  type ScreenModule,
  withTimeout,
} from './lazy-screen';

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

describe('preloadScreen (a first render that shows its screen, not the loading status)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const screen: ScreenModule = { default: () => null };

  it('loads a screen once, however often it is asked for, and settles once it has loaded', async () => {
    const load = vi.fn(() => Promise.resolve(screen));
    await Promise.all([preloadScreen(load), preloadScreen(load)]);
    await preloadScreen(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('settles on a failed load without failing, and the next start asks again', async () => {
    const load = vi
      .fn<() => Promise<ScreenModule>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(screen);
    await expect(preloadScreen(load)).resolves.toBeUndefined();
    await preloadScreen(load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("waits for the screen's first data too, and settles when that data fails", async () => {
    const load = () => Promise.resolve(screen);
    let answer: (value: unknown) => void = () => {};
    const settled = vi.fn();
    void preloadScreen(load, new Promise((resolve) => (answer = resolve))).then(settled);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).not.toHaveBeenCalled();
    answer('data');
    await vi.waitFor(() => expect(settled).toHaveBeenCalledTimes(1));
    await expect(preloadScreen(load, Promise.reject(new TypeError('offline')))).resolves.toBeUndefined();
  });

  it('waits at most SCREEN_PRELOAD_WAIT_MS for data that has not come', async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    void preloadScreen(() => Promise.resolve(screen), new Promise<never>(() => {})).then(settled);
    await vi.advanceTimersByTimeAsync(SCREEN_PRELOAD_WAIT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('waits at most SCREEN_PRELOAD_WAIT_MS for a screen that has not arrived', async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    void preloadScreen(() => new Promise<never>(() => {})).then(settled);
    await vi.advanceTimersByTimeAsync(SCREEN_PRELOAD_WAIT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledTimes(1);
  });
});
