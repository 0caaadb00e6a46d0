import { clampPageIndex, HIDDEN_CATEGORY_CODES, PAGE_SIZE } from '@pcs/domain';
import type { Executor } from '../../db/client';
import { heldValue, landingCacheEnabled } from './landing-cache';
import { curatedProducts, type LandingFilter, visibleProductsForSearch } from './repository';

/**
 * The public catalogue held in memory for the product search: every visible product with what the
 * search filters and sorts on, and every template's curation. A search walks a list already in the sort and category
 * it asks for and stops at the end of its page, instead of running two queries per call. The snapshot follows the
 * landing cache's rules (heldValue): reloaded after invalidateLandingPages() and never older than LANDING_CACHE_MS;
 * with that cache off (LANDING_CACHE_MS=0) every search runs in the database. Above SNAPSHOT_MAX_PRODUCTS visible
 * products there is no snapshot and the search runs in the database too (list-landing-products.ts). Both return the
 * same pages: a test compares them over many random searches.
 */
export const SNAPSHOT_MAX_PRODUCTS = 20_000;
/** Bounds on what a snapshot learns from searches (visitors choose the terms and codes): past them it computes. */
const MAX_LEARNED = 500;

type Row = Awaited<ReturnType<typeof visibleProductsForSearch>>[number];
type ListItem = Omit<Row, 'createdUs'>;
/**
 * A product of the snapshot: what the search filters and sorts on (its place in the snapshot, name lower-cased, time
 * in µs) and the list item a page returns as is.
 */
type SnapshotProduct = {
  prodSn: number;
  price: number;
  categoryCd: string | null;
  index: number;
  nameLower: string;
  createdUs: number;
  item: ListItem;
};
type Curated = { product: SnapshotProduct; seqNo: number };

export type CatalogueSnapshot = {
  /** Newest product number first: the database's tiebreak, so the unsorted search needs no sort. */
  products: SnapshotProduct[];
  templates: Map<number, Curated[]>;
  /** Products per sort and category prefix, built on first use. */
  lists: Map<string, SnapshotProduct[]>;
  /** Per lower-cased name term, which products (by index) contain it. */
  terms: Map<string, Uint8Array>;
  /** Result counts per filter (the count does not depend on the page or the sort). */
  counts: Map<string, number>;
};

export type SnapshotPage = { rows: ListItem[]; totalCount: number; page: number };

async function loadSnapshot(db: Executor): Promise<CatalogueSnapshot | null> {
  const rows = await visibleProductsForSearch(db, HIDDEN_CATEGORY_CODES, SNAPSHOT_MAX_PRODUCTS + 1);
  if (rows.length > SNAPSHOT_MAX_PRODUCTS) return null;
  // The fields every search reads sit in literals of one shape, so V8 keeps them in fast mode (the walk over every
  // product was about six times slower over spreads of the driver's rows); the list item is only read when returned.
  const products: SnapshotProduct[] = rows.map(({ createdUs, ...item }, index) => ({
    prodSn: item.prodSn,
    price: item.price,
    categoryCd: item.categoryCd,
    index,
    nameLower: item.prodNm.toLowerCase(),
    createdUs: Number(createdUs),
    item,
  }));
  const byProdSn = new Map(products.map((p) => [p.prodSn, p]));
  const templates = new Map<number, Curated[]>();
  for (const c of await curatedProducts(db)) {
    const product = byProdSn.get(c.prodSn);
    if (!product) continue; // not visible
    const list = templates.get(c.tempSn) ?? [];
    list.push({ product, seqNo: c.seqNo });
    templates.set(c.tempSn, list);
  }
  return { products, templates, lists: new Map(), terms: new Map(), counts: new Map() };
}

/** The snapshot of this database, or null when the catalogue is too large to hold (search in the database). */
export const catalogueSnapshot = async (db: Executor): Promise<CatalogueSnapshot | null> =>
  landingCacheEnabled ? heldValue(db, 'catalogue-snapshot', () => loadSnapshot(db)) : null;

/** Keeps `value` under `key` unless the map is full; returns the value either way. */
function learn<V>(map: Map<string, V>, key: string, value: V): V {
  if (map.size < MAX_LEARNED) map.set(key, value);
  return value;
}

/** spec §4 sorts, as list-landing-products' ORDER BY: date, then price, then curation place, then product number. */
function compare(f: LandingFilter, a: Curated, b: Curated): number {
  if (f.orderbyNew !== null && a.product.createdUs !== b.product.createdUs)
    return f.orderbyNew
      ? a.product.createdUs - b.product.createdUs
      : b.product.createdUs - a.product.createdUs;
  if (f.checkOrderByPrice !== null && a.product.price !== b.product.price)
    return f.checkOrderByPrice ? a.product.price - b.product.price : b.product.price - a.product.price;
  if (a.seqNo !== b.seqNo) return a.seqNo - b.seqNo;
  return b.product.prodSn - a.product.prodSn;
}

/** The products of a category prefix (all when null) in the search's sort. */
function sortedList(snapshot: CatalogueSnapshot, f: LandingFilter): SnapshotProduct[] {
  const sortKey = `${f.orderbyNew}:${f.checkOrderByPrice}`;
  const key = `${sortKey}:${f.categoryCd ?? ''}`;
  const known = snapshot.lists.get(key);
  if (known) return known;
  let list: SnapshotProduct[];
  if (f.categoryCd !== null) {
    const category = f.categoryCd;
    list = sortedList(snapshot, { ...f, categoryCd: null }).filter(
      (p) => p.categoryCd?.startsWith(category) ?? false,
    );
  } else if (f.orderbyNew === null && f.checkOrderByPrice === null) {
    list = snapshot.products;
  } else {
    list = snapshot.products
      .map((product) => ({ product, seqNo: 0 }))
      .sort((a, b) => compare(f, a, b))
      .map((c) => c.product);
  }
  return learn(snapshot.lists, key, list);
}

/** Which products contain the term (case-insensitive, as ILIKE; a term without cased letters as LIKE). */
function termMatches(snapshot: CatalogueSnapshot, term: string): Uint8Array {
  const lower = term.toLowerCase();
  const known = snapshot.terms.get(lower);
  if (known) return known;
  const bits = new Uint8Array(snapshot.products.length);
  for (const p of snapshot.products) if (p.nameLower.includes(lower)) bits[p.index] = 1;
  return learn(snapshot.terms, lower, bits);
}

/** The rest of the filter once the list holds the category: name and price band. */
function matcher(snapshot: CatalogueSnapshot, f: LandingFilter): (p: SnapshotProduct) => boolean {
  const bits = f.prodNm ? termMatches(snapshot, f.prodNm) : null;
  const min = f.priceMin;
  const max = f.priceMax;
  if (bits === null && min === null && max === null) return () => true;
  return (p) =>
    (bits === null || bits[p.index] === 1) &&
    (min === null || p.price >= min) &&
    (max === null || p.price < max);
}

/** One page of the search over the snapshot: the same rows, count and clamped page as the database search. */
export function searchSnapshot(snapshot: CatalogueSnapshot, f: LandingFilter, page: number): SnapshotPage {
  let ordered: SnapshotProduct[];
  let matches: (p: SnapshotProduct) => boolean;
  if (f.tempSn === null) {
    ordered = sortedList(snapshot, f);
    matches = matcher(snapshot, f);
  } else {
    const inCategory = f.categoryCd;
    const rest = matcher(snapshot, f);
    ordered = (snapshot.templates.get(f.tempSn) ?? [])
      .filter(
        (c) =>
          (inCategory === null || (c.product.categoryCd?.startsWith(inCategory) ?? false)) && rest(c.product),
      )
      .sort((a, b) => compare(f, a, b))
      .map((c) => c.product);
    matches = () => true;
  }
  const countKey = JSON.stringify([f.categoryCd, f.prodNm, f.priceMin, f.priceMax, f.tempSn]);
  const totalCount =
    snapshot.counts.get(countKey) ??
    learn(
      snapshot.counts,
      countKey,
      ordered.reduce((n, p) => (matches(p) ? n + 1 : n), 0),
    );
  const clamped = clampPageIndex(page, totalCount);
  const from = clamped * PAGE_SIZE;
  const rows: ListItem[] = [];
  let seen = 0;
  for (const p of ordered) {
    if (!matches(p)) continue;
    if (seen >= from) rows.push(p.item);
    seen += 1;
    if (rows.length === PAGE_SIZE) break;
  }
  return { rows, totalCount, page: clamped };
}
