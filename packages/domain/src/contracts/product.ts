import { z } from 'zod';
import { PRICE_BANDS } from '../constants';

/** spec §3 Product list item, as every product list replies it (the gift list adds its stock state). */
export const productListItemSchema = z.object({
  prodSn: z.number().int(),
  prodNm: z.string(),
  brandNm: z.string().nullable(),
  mainImg: z.string(),
  price: z.number().int(),
  categoryCd: z.string().nullable(),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

const PRICE_BAND_VALUES = PRICE_BANDS.flatMap((b) => (b.value === null ? [] : [b.value]));

/** spec §9 price filter option of a product search (orderbyPrice): one of the bands, or null/absent for 'all'. */
export const priceBandSchema = z
  .literal(PRICE_BAND_VALUES, { error: '가격 조건을 확인해주세요.' })
  .nullable()
  .optional();
