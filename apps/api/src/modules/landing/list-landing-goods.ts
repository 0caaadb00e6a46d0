import {
  DEFAULT_PRODUCT_IMAGE_ID,
  type EventTemp,
  HIDDEN_CATEGORY_CODES,
  HIDDEN_THEME_SNS,
  type LandingCategoryGroup,
  type LandingThemeGroup,
  type ProductListItem,
} from '@pcs/domain';
import type { Executor } from '../../db/client';
import { categoryProducts, landingCategories, landingTemplates, templateProducts } from './repository';

type Deps = { db: Executor };

/** Products a landing-main group shows: enough for a few slider pages of 4. */
const GROUP_SIZE = 12;

export const toLandingProduct = (row: Omit<ProductListItem, 'mainImg'> & { mainImg: string | null }) => ({
  ...row,
  mainImg: row.mainImg ?? DEFAULT_PRODUCT_IMAGE_ID,
});

/** GET .../main/goods/by-category.json (spec §7): per visible level-1 category (13 hidden), its newest goods. */
export async function listGoodsByCategory(deps: Deps): Promise<LandingCategoryGroup[]> {
  const categories = await landingCategories(deps.db, HIDDEN_CATEGORY_CODES);
  const groups: LandingCategoryGroup[] = [];
  for (const c of categories) {
    const rows = await categoryProducts(deps.db, c.categoryCd, HIDDEN_CATEGORY_CODES, GROUP_SIZE);
    groups.push({ ...c, goodsDetails: rows.map(toLandingProduct) });
  }
  return groups;
}

/** GET .../main/goods/by-event-theme.json (spec §7): per visible template (13, 14 hidden), its curated goods. */
export async function listGoodsByEventTheme(deps: Deps): Promise<LandingThemeGroup[]> {
  const templates = await landingTemplates(deps.db, HIDDEN_THEME_SNS);
  const groups: LandingThemeGroup[] = [];
  for (const t of templates) {
    const rows = await templateProducts(deps.db, t.tempSn, HIDDEN_CATEGORY_CODES, GROUP_SIZE);
    groups.push({ eventTemp: t, goodsDetails: rows.map(toLandingProduct) });
  }
  return groups;
}

/** POST .../main/goods/event-temp-list.json (spec §7): the theme tabs, templates 13 and 14 hidden. */
export const listEventTemplates = (deps: Deps): Promise<EventTemp[]> =>
  landingTemplates(deps.db, HIDDEN_THEME_SNS);
