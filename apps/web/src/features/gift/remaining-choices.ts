/** Remaining choices of the recipient in an event (never negative): selectCnt minus the gifts already applied. */
export const remainingChoices = (event: { selectCnt: number; usedCnt: number }): number =>
  Math.max(0, event.selectCnt - event.usedCnt);
