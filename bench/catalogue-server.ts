/**
 * The server of the catalogue bench (catalogue-reads.ts starts it as its own process): the real app (buildApp, all
 * plugins and hooks) on PGlite (DATA_DIR) or PostgreSQL (DATABASE_URL), with BENCH_PRODUCTS products in the 12 visible
 * categories curated into the 14 themes, plus one trivial JSON route, GET /bench/hello, the baseline that goes
 * through the same hooks. Prints `listening <port>` once it answers.
 */
import path from 'node:path';
import { count } from 'drizzle-orm';
import { localFileStorage } from '../apps/api/src/adapters/storage/file-storage';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { CATEGORY_LEVEL1, seedReferenceData } from '../apps/api/src/db/demo-data/reference-data';
import { eventTemplate, product, templateProduct } from '../apps/api/src/db/schema/index';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
/** Products curated per theme. */
const PER_THEME = 120;
const WORDS = [
  '프리미엄',
  '유기농',
  '한우',
  '홍삼',
  '무선',
  '블루투스',
  '텀블러',
  '선물세트',
  '캠핑',
  '향수',
  '비타민',
  '커피',
];

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const db = database.db;
const storage = localFileStorage(path.join(config.dataDir, 'files'));
await seedReferenceData(db, storage);

const [have] = await db.select({ n: count() }).from(product);
if ((have?.n ?? 0) < PRODUCTS) {
  const visible = CATEGORY_LEVEL1.filter(([cd]) => cd !== '13').map(([cd]) => cd);
  const start = Date.UTC(2025, 0, 1);
  const rows = Array.from({ length: PRODUCTS }, (_, i) => ({
    prodNm: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} 상품 ${i + 1}`,
    brandNm: `브랜드${i % 97}`,
    categoryCd: visible[i % visible.length],
    price: 5_000 + ((i * 7_919) % 300) * 1_000,
    // Every 20th product is hidden (not in use) so the visibility filter has something to drop.
    useYn: i % 20 === 19 ? 'N' : 'Y',
    createdAt: new Date(start + i * 60_000),
  }));
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 1_000) {
    const inserted = await db
      .insert(product)
      .values(rows.slice(i, i + 1_000))
      .returning({ prodSn: product.prodSn });
    ids.push(...inserted.map((r) => r.prodSn));
  }
  const themes = await db.select({ tempSn: eventTemplate.tempSn }).from(eventTemplate);
  const curated = themes.flatMap((t, k) =>
    Array.from({ length: PER_THEME }, (_, j) => ({
      tempSn: t.tempSn,
      prodSn: ids[(k * 613 + j * 83) % ids.length] as number,
      seqNo: j + 1,
    })),
  );
  const unique = [...new Map(curated.map((c) => [`${c.tempSn}:${c.prodSn}`, c])).values()];
  for (let i = 0; i < unique.length; i += 1_000)
    await db.insert(templateProduct).values(unique.slice(i, i + 1_000));
  // Statistics for the planner after a bulk load (PostgreSQL and PGlite alike).
  await db.execute('analyze');
}

const app = await buildApp({ db, config, now: () => new Date(), storage, logger: false });
app.get('/bench/hello', async () => ({ hello: 'world' }));
await app.listen({ port: config.port, host: config.host });
process.stdout.write(`listening ${config.port}\n`);

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
