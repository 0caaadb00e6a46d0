import { landingByCategoryReplySchema, landingByEventThemeReplySchema } from '@pcs/domain/contracts/landing';
import { describe, expect, it } from 'vitest';
import { byCategoryReplyCheck, byThemeReplyCheck } from './light-checks';

const product = {
  prodSn: 1,
  prodNm: '무선 이어폰',
  brandNm: null,
  mainImg: '90001',
  price: 30000,
  categoryCd: '07',
};

/** The light checks keep zod out of the landing's first load; they must agree with the contracts. */
describe('landing light reply checks', () => {
  const cases: [string, unknown][] = [
    ['a valid reply', [{ categoryCd: '07', categoryNm: '디지털', goodsDetails: [product] }]],
    ['an empty list', []],
    ['not a list', { categoryCd: '07' }],
    [
      'a price that is not an integer',
      [{ categoryCd: '07', categoryNm: '디지털', goodsDetails: [{ ...product, price: 1.5 }] }],
    ],
    ['a missing name', [{ categoryCd: '07', goodsDetails: [product] }]],
    [
      'a brand that is a number',
      [{ categoryCd: '07', categoryNm: '디지털', goodsDetails: [{ ...product, brandNm: 3 }] }],
    ],
  ];
  it.each(cases)('by-category agrees with landingByCategoryReplySchema on %s', (_, value) => {
    expect(byCategoryReplyCheck.safeParse(value).success).toBe(
      landingByCategoryReplySchema.safeParse(value).success,
    );
  });

  const themes: [string, unknown][] = [
    ['a valid reply', [{ eventTemp: { tempSn: 2, tempNm: '생일' }, goodsDetails: [product] }]],
    ['a theme number that is text', [{ eventTemp: { tempSn: '2', tempNm: '생일' }, goodsDetails: [] }]],
    ['no eventTemp', [{ goodsDetails: [product] }]],
    [
      'a product without mainImg',
      [{ eventTemp: { tempSn: 2, tempNm: '생일' }, goodsDetails: [{ ...product, mainImg: null }] }],
    ],
  ];
  it.each(themes)('by-theme agrees with landingByEventThemeReplySchema on %s', (_, value) => {
    expect(byThemeReplyCheck.safeParse(value).success).toBe(
      landingByEventThemeReplySchema.safeParse(value).success,
    );
  });
});
