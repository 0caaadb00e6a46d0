import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit';

describe('groupCommit', () => {
  it('writes a lone item at once, and items arriving during a write together in the next', async () => {
    const writes: number[][] = [];
    let release: () => void = () => {};
    const write = groupCommit<number>(async (items) => {
      writes.push(items);
      if (writes.length === 1) await new Promise<void>((r) => (release = r));
    });
    const first = write(1);
    expect(writes).toEqual([[1]]);
    const rest = [write(2), write(3), write(4)];
    expect(writes).toHaveLength(1);
    release();
    await Promise.all([first, ...rest]);
    expect(writes).toEqual([[1], [2, 3, 4]]);
  });

  it('caps a batch and fails only the callers of a failed write', async () => {
    const writes: number[][] = [];
    let release: () => void = () => {};
    const write = groupCommit<number>(async (items) => {
      writes.push(items);
      if (writes.length === 1) await new Promise<void>((r) => (release = r));
      if (items.includes(3)) throw new Error('no');
    }, 2);
    const first = write(1);
    const second = [write(2), write(3)];
    const third = write(4);
    release();
    await first;
    await expect(Promise.all(second)).rejects.toThrow('no');
    await third;
    expect(writes).toEqual([[1], [2, 3], [4]]);
  });
});
