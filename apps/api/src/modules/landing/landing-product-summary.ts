import { HIDDEN_CATEGORY_CODES, type ProductListItem } from '@pcs/domain';
import type { Executor } from '../../db/client';
import { toLandingProduct } from './list-landing-goods';
import { visibleProductsIn } from './repository';

/**
 * POST .../main/goods/prod-summary.json (public): the list items (name, brand, price, image) of the visible
 * products asked for, in the order asked. The landing detail shows its product's price from it, as the lists do, and
 * the contact form names the products chosen in the session. Unknown or hidden products are simply absent.
 */
export async function landingProductSummary(
  deps: { db: Executor },
  prodSnList: readonly number[],
): Promise<ProductListItem[]> {
  const found = new Map(
    (await visibleProductsIn(deps.db, prodSnList, HIDDEN_CATEGORY_CODES)).map((p) => [p.prodSn, p]),
  );
  return [...new Set(prodSnList)].flatMap((prodSn) => {
    const row = found.get(prodSn);
    return row ? [toLandingProduct(row)] : [];
  });
}
