import { describe, expect, it } from 'vitest';
import { SUMMARY_CACHE_MS, summaryCache } from './summary-cache';

describe('the dashboards summary cache', () => {
  const setup = () => {
    let clock = 0;
    const cache = summaryCache({ now: () => clock });
    let loads = 0;
    const load = (value: string) => () => {
      loads += 1;
      return Promise.resolve(value);
    };
    return { cache, load, loads: () => loads, tick: (ms: number) => (clock += ms) };
  };
  const months = ['202601', '202612', '202601'];

  it('keeps one load per round, scope and months, whatever the order of the companies', async () => {
    const s = setup();
    expect(await s.cache.get({ round: 1, scope: ['A', 'B'], months }, s.load('ab'))).toBe('ab');
    expect(await s.cache.get({ round: 1, scope: ['B', 'A'], months }, s.load('other'))).toBe('ab');
    expect(s.loads()).toBe(1);
  });

  it("never gives one scope another scope's figures", async () => {
    const s = setup();
    await s.cache.get({ round: 1, scope: ['A'], months }, s.load('a'));
    expect(await s.cache.get({ round: 1, scope: ['B'], months }, s.load('b'))).toBe('b');
    expect(await s.cache.get({ round: 1, scope: null, months }, s.load('all'))).toBe('all');
    expect(
      await s.cache.get({ round: 1, scope: ['A'], months: ['202602', '202612', '202601'] }, s.load('a2')),
    ).toBe('a2');
    expect(s.loads()).toBe(4);
  });

  it('loads again after the next round, and after the time to live', async () => {
    const s = setup();
    await s.cache.get({ round: 1, scope: ['A'], months }, s.load('r1'));
    expect(await s.cache.get({ round: 2, scope: ['A'], months }, s.load('r2'))).toBe('r2');
    s.tick(SUMMARY_CACHE_MS - 1);
    expect(await s.cache.get({ round: 2, scope: ['A'], months }, s.load('late'))).toBe('r2');
    s.tick(1);
    expect(await s.cache.get({ round: 2, scope: ['A'], months }, s.load('expired'))).toBe('expired');
  });

  it('does not keep a failed load', async () => {
    const s = setup();
    await expect(
      s.cache.get({ round: 1, scope: ['A'], months }, () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(await s.cache.get({ round: 1, scope: ['A'], months }, s.load('up'))).toBe('up');
  });
});
