import { HIDDEN_CATEGORY_CODES, NOT_FOUND_TEXT } from '@pcs/domain';
import type { Executor } from '../../db/client';
import { notFound } from '../../http/errors';
import { sanitizeProductHtml } from '../../lib/sanitize-html';
import { visibleProductHtml } from './repository';

/**
 * GET .../main/goods/prod-detail/{prodSn}.json (spec §7): the product's detail HTML, sanitized here (no script,
 * no event handlers, no javascript: links) so the page renders only what this returns.
 */
export async function landingProductDetail(deps: { db: Executor }, prodSn: number): Promise<string> {
  const row = await visibleProductHtml(deps.db, prodSn, HIDDEN_CATEGORY_CODES);
  if (!row) throw notFound(NOT_FOUND_TEXT.product);
  return sanitizeProductHtml(row.detailHtml);
}
