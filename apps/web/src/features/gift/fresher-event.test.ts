import type { RecipientEvent } from '@pcs/domain/contracts/gift';
import { describe, expect, it } from 'vitest';
import { fresherEvent } from './fresher-event';

const event = (usedCnt: number) => ({ eventSn: 1, usedCnt, selectCnt: 1 }) as RecipientEvent;

describe('fresherEvent', () => {
  it('shows the copy that arrived last, whichever call brought it', () => {
    expect(
      fresherEvent({ event: event(1), updatedAt: 20 }, { event: event(0), updatedAt: 10 })?.usedCnt,
    ).toBe(1);
    expect(
      fresherEvent({ event: event(0), updatedAt: 10 }, { event: event(1), updatedAt: 20 })?.usedCnt,
    ).toBe(1);
  });
  it('takes the one there is', () => {
    expect(fresherEvent({ event: undefined, updatedAt: 0 }, { event: event(1), updatedAt: 0 })?.usedCnt).toBe(
      1,
    );
    expect(fresherEvent({ event: event(0), updatedAt: 0 }, { event: undefined, updatedAt: 9 })?.usedCnt).toBe(
      0,
    );
    expect(
      fresherEvent({ event: undefined, updatedAt: 0 }, { event: undefined, updatedAt: 0 }),
    ).toBeUndefined();
  });
});
