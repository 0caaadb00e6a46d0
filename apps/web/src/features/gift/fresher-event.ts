import type { RecipientEvent } from '@pcs/domain/contracts/gift';

type Copy = { event: RecipientEvent | undefined; updatedAt: number };

/**
 * The event's used count arrives with two calls (the events list, asked again whenever the screen regains focus, and
 * each product list page): show the copy that arrived last, so 남은 선택 is never older than what the server said.
 */
export function fresherEvent(a: Copy, b: Copy): RecipientEvent | undefined {
  if (!a.event) return b.event;
  if (!b.event) return a.event;
  return b.updatedAt > a.updatedAt ? b.event : a.event;
}
