import { DEFAULT_FROM_WHERE } from '@pcs/domain';
import { paths } from '../../config/paths';

/** LandingProdListCategory (spec §2) with its optional params: a category, themeTempSn, fromWhere, clickAllShow. */
export function categoryListHref(options: {
  category?: string | null;
  themeTempSn?: number | null;
  all?: boolean;
}) {
  const q = new URLSearchParams({ fromWhere: DEFAULT_FROM_WHERE });
  if (options.category) q.set('category', options.category);
  if (options.themeTempSn) q.set('themeTempSn', String(options.themeTempSn));
  if (options.all) q.set('clickAllShow', 'Y');
  return `${paths.introProdListCategory}?${q.toString()}`;
}
