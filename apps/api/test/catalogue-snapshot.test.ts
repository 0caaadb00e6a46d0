import { HIDDEN_CATEGORY_CODES, PAGE_SIZE, PRICE_BANDS, priceBandRange } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRandom } from '../src/db/demo-data/seeded-random';
import { category, eventTemplate, product, templateProduct } from '../src/db/schema/index';
import { catalogueSnapshot, searchSnapshot } from '../src/modules/landing/catalogue-snapshot';
import { invalidateLandingPages } from '../src/modules/landing/landing-cache';
import { searchDatabase } from '../src/modules/landing/list-landing-products';
import type { LandingFilter } from '../src/modules/landing/repository';
import { setupTestApp } from './helpers/test-app';

/**
 * The product search answers from a snapshot held in memory. The database search stays as the
 * reference (and serves catalogues too large to hold); here both answer the same random searches over a catalogue
 * built to catch the differences that matter: equal prices and creation times (tiebreaks), times apart by one
 * microsecond, hidden, unregistered and unused products, a hidden category, products with no category, LIKE's own
 * characters in names, names in both cases, and curation with gaps and hidden products.
 */
const t = setupTestApp();
const random = createRandom(20261123);
const TEMPLATES = [9101, 9102];

beforeAll(async () => {
  const db = t.database.db;
  await db
    .insert(category)
    .values([
      { categoryCd: '01', categoryNm: '식품', level: 1, seqNo: 1 },
      { categoryCd: '0101', categoryNm: '건강식품', parentCd: '01', level: 2, seqNo: 1 },
      { categoryCd: '02', categoryNm: '생활', level: 1, seqNo: 2 },
      { categoryCd: '13', categoryNm: '숨김', level: 1, seqNo: 13 },
    ])
    .onConflictDoNothing();
  const names = [
    '홍삼 세트',
    'Wireless Mouse',
    'wireless 키보드',
    '무선 이어폰',
    '100% 과즙',
    'a_b 텀블러',
    '커피',
  ];
  const prices = [5_000, 10_000, 19_999, 20_000, 30_000, 49_999, 50_000, 70_000, 100_000, 150_000];
  const categories = ['01', '0101', '02', '13', null];
  const base = Date.UTC(2026, 0, 1);
  const rows = Array.from({ length: 260 }, (_, i) => ({
    prodNm: `${random.pick(names)} ${i % 11}`,
    brandNm: random.chance(0.1) ? null : `브랜드${i % 5}`,
    categoryCd: random.pick(categories),
    price: random.pick(prices),
    useYn: random.chance(0.1) ? 'N' : 'Y',
    signStatCd: random.chance(0.1) ? '01' : '03',
    createdAt: new Date(base + random.int(0, 6) * 60_000),
  }));
  const inserted = await db.insert(product).values(rows).returning({ prodSn: product.prodSn });
  // Times one microsecond apart: a snapshot that kept only milliseconds would sort these as ties.
  await db.execute(
    sql`update product set created_at = created_at + (prod_sn % 3) * interval '1 microsecond' where prod_sn >= ${inserted[0]!.prodSn}`,
  );
  await db
    .insert(eventTemplate)
    .values(TEMPLATES.map((tempSn, k) => ({ tempSn, tempNm: `테마${k}`, seqNo: 90 + k })));
  const curated = TEMPLATES.flatMap((tempSn) =>
    random.sample(inserted, 70).map((p, j) => ({ tempSn, prodSn: p.prodSn, seqNo: j % 9 === 0 ? 1 : j * 3 })),
  );
  await db.insert(templateProduct).values(curated);
  invalidateLandingPages();
});

function randomSearch(): { filter: LandingFilter; page: number } {
  const band = priceBandRange(random.pick([null, ...PRICE_BANDS.map((b) => b.value)]));
  return {
    filter: {
      categoryCd: random.pick([null, '01', '0101', '02', '13', '99']),
      prodNm: random.pick([
        null,
        null,
        '홍삼',
        'wireless',
        'WIRELESS',
        'Mouse',
        '%',
        '_',
        '이어폰',
        '없는상품',
        ' 1',
      ]),
      priceMin: band?.min ?? null,
      priceMax: band?.max ?? null,
      tempSn: random.pick([null, null, ...TEMPLATES, 9999]),
      orderbyNew: random.pick([null, false, true]),
      checkOrderByPrice: random.pick([null, true, false]),
      hiddenCategories: HIDDEN_CATEGORY_CODES,
    },
    page: random.pick([0, 0, 1, 2, 5, 17]),
  };
}

describe('catalogue snapshot', () => {
  it('answers 400 random searches exactly as the database does: rows in order, count and clamped page', async () => {
    const snapshot = await catalogueSnapshot(t.database.db);
    expect(snapshot).not.toBeNull();
    let nonEmpty = 0;
    let clamped = 0;
    for (let i = 0; i < 400; i += 1) {
      const { filter, page } = randomSearch();
      const fromDb = await searchDatabase({ db: t.database.db }, filter, page);
      const fromMemory = searchSnapshot(snapshot!, filter, page);
      expect({ filter, asked: page, ...fromMemory }).toEqual({ filter, asked: page, ...fromDb });
      if (fromDb.rows.length > 0) nonEmpty += 1;
      if (fromDb.page !== page) clamped += 1;
    }
    // The searches covered found pages and clamped ones, not only empty results.
    expect(nonEmpty).toBeGreaterThan(100);
    expect(clamped).toBeGreaterThan(20);
  });

  it('holds only visible products and keeps pages of PAGE_SIZE', async () => {
    const snapshot = await catalogueSnapshot(t.database.db);
    const [visible] = (
      (await t.database.db.execute(
        sql`select count(*)::int as n from product where use_yn = 'Y' and sign_stat_cd = '03' and (category_cd is null or category_cd not like '13%')`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(snapshot!.products).toHaveLength(visible!.n);
    const page = searchSnapshot(
      snapshot!,
      {
        categoryCd: null,
        prodNm: null,
        priceMin: null,
        priceMax: null,
        tempSn: null,
        orderbyNew: null,
        checkOrderByPrice: null,
        hiddenCategories: HIDDEN_CATEGORY_CODES,
      },
      0,
    );
    expect(page.rows).toHaveLength(PAGE_SIZE);
  });
});
