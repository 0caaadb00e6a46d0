import { describe, expect, it } from 'vitest';
import { eventColumns, settlementCardsOf } from './dashboard-screen';

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

describe("this month's billing and vendor settlement cards", () => {
  const month = { month: '202612', billingAmt: 50_000, vendorPayableAmt: 23_000 };

  it("name the platform's totals without a company filter", () => {
    const cards = settlementCardsOf({ ...month, selectedCompanies: false }, []);
    expect(cards.map((c) => c.title)).toEqual([
      '이번 달 청구 합계 (12월)',
      '이번 달 공급사 정산 합계 (12월)',
    ]);
    expect(cards.map((c) => c.to)).toEqual([
      '/settlement/client/list?yyyymmStart=202612&yyyymmEnd=202612',
      '/settlement/vendor/list?fromYm=202612&toYm=202612',
    ]);
  });

  it("say they are the selected companies' and lead to the one company's bills", () => {
    const cards = settlementCardsOf({ ...month, selectedCompanies: true }, ['CLI001']);
    expect(cards.map((c) => c.title)).toEqual([
      '선택 회사 이번 달 청구 합계 (12월)',
      '선택 회사 주문분 공급사 정산 합계 (12월)',
    ]);
    expect(cards[0]?.to).toBe('/settlement/client/list?yyyymmStart=202612&yyyymmEnd=202612&cmpyCd=CLI001');
    // A vendor's statement holds other companies' orders too: the card says its figure is only a part.
    expect(cards[1]?.note).toBeTruthy();
    expect(
      settlementCardsOf({ ...month, selectedCompanies: true }, ['CLI001', 'CLI002'])[0]?.to,
    ).not.toContain('cmpyCd');
  });
});
