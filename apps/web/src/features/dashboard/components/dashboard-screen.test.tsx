import { describe, expect, it } from 'vitest';
import { eventColumns } from './dashboard-screen';

/**
 * At 1440 px the content beside the 232 px menu, less the page padding (2 x 24), the card's (2 x 12) and a scroll
 * bar, is about 1,120 px wide.
 */
const CONTENT_WIDTH_AT_1440 = 1440 - 232 - 48 - 24 - 16;

describe('running events table', () => {
  it.each(['etners', 'client'] as const)('fits the %s dashboard at 1440 px, so no column is cut', (kind) => {
    const columns = eventColumns(kind);
    const width = columns.reduce((sum, c) => sum + Number(c.width ?? 0), 0);
    expect(width).toBeLessThanOrEqual(CONTENT_WIDTH_AT_1440);
    expect(columns.map((c) => c.title)).toContain('신청 금액');
  });
});
