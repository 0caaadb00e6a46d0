import type { EventTemp, LandingCategoryGroup, LandingThemeGroup } from '@pcs/domain/contracts/landing';
import type { ProductListItem } from '@pcs/domain/contracts/product';
import type { ReplyCheck } from '../../../lib/api-client';

/**
 * Reply checks of the landing main's calls without zod (zod stays out of the landing's first load). They
 * test the same shapes as the domain's contracts (landingByCategoryReplySchema, landingByEventThemeReplySchema),
 * field by field; light-checks.test.ts runs both on the same replies.
 */
type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isStr = (v: unknown): v is string => typeof v === 'string';
const isStrOrNull = (v: unknown) => v === null || isStr(v);

const isProduct = (v: unknown): v is ProductListItem =>
  isObj(v) &&
  isInt(v.prodSn) &&
  isStr(v.prodNm) &&
  isStrOrNull(v.brandNm) &&
  isStr(v.mainImg) &&
  isInt(v.price) &&
  isStrOrNull(v.categoryCd);

const isEventTemp = (v: unknown): v is EventTemp => isObj(v) && isInt(v.tempSn) && isStr(v.tempNm);

const isProducts = (v: unknown) => Array.isArray(v) && v.every(isProduct);

function arrayCheck<T>(test: (item: unknown) => boolean): ReplyCheck<T[]> {
  return {
    safeParse: (value) =>
      Array.isArray(value) && value.every(test)
        ? { success: true, data: value as T[] }
        : { success: false, error: { issues: ['reply does not match the landing contract'] } },
  };
}

export const byCategoryReplyCheck = arrayCheck<LandingCategoryGroup>(
  (g) => isObj(g) && isStr(g.categoryCd) && isStr(g.categoryNm) && isProducts(g.goodsDetails),
);

export const byThemeReplyCheck = arrayCheck<LandingThemeGroup>(
  (g) => isObj(g) && isEventTemp(g.eventTemp) && isProducts(g.goodsDetails),
);
