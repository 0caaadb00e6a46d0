import { describe, expect, it } from 'vitest';
import { priceBandSchema, productListItemSchema } from './product';

describe('product list contract (spec §3, §9)', () => {
  it('accepts the price options of spec §9 and all (null or absent), nothing else', () => {
    for (const v of [2, 3, 5, 7, 10, null, undefined])
      expect(priceBandSchema.safeParse(v).success).toBe(true);
    const refused = priceBandSchema.safeParse(4);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('가격 조건을 확인해주세요.');
  });

  it('is the product list item of spec §3', () => {
    expect(Object.keys(productListItemSchema.shape)).toEqual([
      'prodSn',
      'prodNm',
      'brandNm',
      'mainImg',
      'price',
      'categoryCd',
    ]);
  });
});
