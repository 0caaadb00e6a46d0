import { PRICE_BANDS } from '@pcs/domain';
import { describe, expect, it } from 'vitest';
import { LANDING_DIALOG_TEXT, LANDING_PAGER_TEXTS, LANDING_SORT_BAR_TEXTS } from './texts';

describe('LANDING_DIALOG_TEXT', () => {
  it('keeps every text as the site shows it', () => {
    expect(LANDING_DIALOG_TEXT).toEqual({
      contactSent: '문의가 등록되었습니다. 담당자가 빠르게 연락드리겠습니다.',
    });
  });
});

describe("the product lists' sort bar and pager words", () => {
  it('stay the Korean the landing always showed', () => {
    const { band, ...words } = LANDING_SORT_BAR_TEXTS;
    expect(words).toEqual({
      sort: '정렬',
      bands: '가격대',
      newest: '최신순',
      oldest: '오래된순',
      price: '가격순',
      priceLow: '낮은가격순',
      priceHigh: '높은가격순',
    });
    expect(PRICE_BANDS.map((b) => band(b.value))).toEqual([
      '전체',
      '~3만원',
      '3~5만원',
      '5~7만원',
      '7~10만원',
      '10만원~',
    ]);
    expect(LANDING_PAGER_TEXTS).toEqual({
      label: '페이지',
      prevBlock: '이전 페이지 묶음',
      nextBlock: '다음 페이지 묶음',
    });
  });
});
