import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { category, product } from '../src/db/schema/index';
import { invalidateLandingPages } from '../src/modules/landing/landing-cache';
import { createProduct } from './helpers/factories';
import { post, setupTestApp } from './helpers/test-app';

/** public catalogue replies are cached per database, revalidated by ETag, refreshed on invalidation. */
const t = setupTestApp();
const BY_CATEGORY = '/v1/ebmp/pcs/main/goods/by-category.json';
const LIST = '/v1/ebmp/pcs/main/goods/event-prod-list.json';

beforeAll(async () => {
  await t.database.db
    .insert(category)
    .values([{ categoryCd: '07', categoryNm: '디지털', level: 1, seqNo: 7 }]);
  await createProduct(t.database.db, { prodNm: '무선 이어폰', categoryCd: '07', price: 30_000 });
});

/** A product written behind the app's back (no save route, so nothing is invalidated), as another process would. */
const insertBehindTheAppsBack = (values: { prodNm: string; categoryCd: string; price: number }) =>
  t.database.db.insert(product).values({ brandNm: '테스트브랜드', ...values });

const names = (body: string) =>
  (JSON.parse(body) as { resultData: { goodsDetails: { prodNm: string }[] }[] }).resultData.flatMap((g) =>
    g.goodsDetails.map((p) => p.prodNm),
  );

describe('landing catalogue cache', () => {
  it('a public GET carries an ETag and a short public Cache-Control; a matching If-None-Match is a 304', async () => {
    const first = await t.app.inject({ method: 'GET', url: BY_CATEGORY });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=30');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(names(first.body)).toEqual(['무선 이어폰']);
    const again = await t.app.inject({ method: 'GET', url: BY_CATEGORY, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves the cached reply until invalidateLandingPages(), then the database again', async () => {
    await t.app.inject({ method: 'GET', url: BY_CATEGORY });
    await insertBehindTheAppsBack({ prodNm: '스마트 워치', categoryCd: '07', price: 40_000 });
    const cached = await t.app.inject({ method: 'GET', url: BY_CATEGORY });
    expect(names(cached.body)).toEqual(['무선 이어폰']);
    invalidateLandingPages();
    const fresh = await t.app.inject({ method: 'GET', url: BY_CATEGORY });
    expect(names(fresh.body)).toContain('스마트 워치');
    expect(fresh.headers.etag).not.toBe(cached.headers.etag);
  });

  it('the product search is cached per search and keeps the contract; a POST is never stored by browsers', async () => {
    const body = { page: 0, searchCategory: '07', checkOrderByPrice: true };
    const first = await post(t.app, LIST, body);
    expect(first.statusCode).toBe(200);
    await t.database.db.update(product).set({ useYn: 'N' }).where(eq(product.prodNm, '무선 이어폰'));
    const cached = await post(t.app, LIST, body);
    expect(cached.body).toEqual(first.body);
    invalidateLandingPages();
    const fresh = await post(t.app, LIST, body);
    const list = (fresh.body.resultData as { prodInfoList: { prodNm: string }[] }).prodInfoList;
    expect(list.map((p) => p.prodNm)).toEqual(['스마트 워치']);
    const raw = await t.app.inject({ method: 'POST', url: LIST, payload: body });
    expect(raw.headers['cache-control']).toBe('no-store');
  });

  it('searches one snapshot of the catalogue: every filter, page and sort sees the same products until invalidateLandingPages()', async () => {
    invalidateLandingPages();
    const total = async (body: Record<string, unknown>) =>
      ((await post(t.app, LIST, body)).body.resultData as { totalCount: number }).totalCount;
    const before = await total({ page: 0, searchCategory: '07', checkOrderByPrice: true });
    await insertBehindTheAppsBack({ prodNm: '태블릿', categoryCd: '07', price: 50_000 });
    // Another sort and another filter are other replies, not yet cached, but read the same snapshot.
    expect(await total({ page: 0, searchCategory: '07', checkOrderByPrice: false })).toBe(before);
    expect(await total({ page: 0, searchProdNm: '태블릿' })).toBe(0);
    invalidateLandingPages();
    expect(await total({ page: 0, searchCategory: '07', checkOrderByPrice: false })).toBe(before + 1);
    expect(await total({ page: 0, searchProdNm: '태블릿' })).toBe(1);
  });
});
