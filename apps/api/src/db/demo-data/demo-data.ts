import { sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { hashPassword } from '../../modules/auth/credentials';
import type { Db, Executor } from '../client';
import {
  appUser,
  company,
  companyGroup,
  companySolution,
  deliveryAddress,
  deliveryHistory,
  estimate,
  estimateItem,
  event,
  eventProduct,
  eventRecipient,
  faq,
  giftOrder,
  notice,
  noticeFile,
  product,
  productImage,
  productOption,
  storedFile,
  templateProduct,
  vendor,
} from '../schema/index';
import { buildEvents } from './demo-events';
import { DEMO_PASSWORD } from './demo-logins';
import { buildOrganization } from './demo-organization';
import { DEMO_NOTICE_FILE, FAQS, NOTICES } from './demo-people';
import { buildCatalog } from './demo-products';
import { seedDemoSends } from './demo-sends';
import { createRandom } from './seeded-random';

export type DemoDataOptions = {
  now: Date;
  productCount?: number;
  recipientCount?: number;
  /** The product's address, for the links in the demo invitations. */
  publicUrl?: string;
};

/** Rows per INSERT: few round trips (PGlite pays per statement) and far below PostgreSQL's 65,535 parameters. */
const BATCH_ROWS = 500;
/** Serialises seeding when several API processes start on one empty database at once. */
const SEED_LOCK_KEY = 1020_0001;
const DAY_MS = 86_400_000;

/**
 * ARCHITECTURE "Demo data": on a database without companies, fills every screen with realistic Korean content:
 * companies, groups, vendors, one login per role (DEMO_LOGINS, password DEMO_PASSWORD), generated employees,
 * a catalogue with pictures and options, theme curation, events of every status with recipients, orders in every
 * delivery state, notices and FAQs. Everything is planned in memory from a fixed seed, then written in one
 * transaction with batched inserts, so a failure leaves the database empty and the next start tries again.
 */
export async function seedDemoData(db: Db, storage: FileStorage, options: DemoDataOptions): Promise<void> {
  if (await hasCompanies(db)) return;
  const { now } = options;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const org = buildOrganization(createRandom(1), now, passwordHash, options.recipientCount ?? 300);
  const catalog = buildCatalog(createRandom(2), now, options.productCount ?? 400);
  const plan = buildEvents(createRandom(3), now, org, catalog);

  // Bytes first: writing the same key twice is harmless, a row pointing at missing bytes is not.
  await storage.put(DEMO_NOTICE_FILE.row.storageKey, DEMO_NOTICE_FILE.bytes);
  const files = catalog.images.map(({ fileId, svg }) => ({
    fileId,
    bytes: Buffer.from(svg, 'utf8'),
    storageKey: `demo/${fileId}.svg`,
  }));
  await Promise.all(files.map((f) => storage.put(f.storageKey, f.bytes)));

  const adminId = org.unqUserIdOf('demo-admin');
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasCompanies(tx)) return;
    await insertAll(tx, company, org.companies);
    await insertAll(tx, companyGroup, org.groups);
    await insertAll(tx, companySolution, org.companySolutions);
    await insertAll(tx, vendor, org.vendors);
    await insertAll(tx, appUser, org.users);
    await insertAll(
      tx,
      storedFile,
      files.map((f) => ({
        fileId: f.fileId,
        originalName: `${f.fileId}.svg`,
        contentType: 'image/svg+xml',
        byteSize: f.bytes.length,
        storageKey: f.storageKey,
      })),
    );
    await insertAll(tx, product, catalog.products);
    await insertAll(tx, productImage, catalog.productImages);
    await insertAll(tx, productOption, catalog.options);
    await insertAll(tx, templateProduct, catalog.templateProducts);
    await insertAll(tx, event, plan.events);
    await insertAll(tx, eventProduct, plan.eventProducts);
    await insertAll(tx, eventRecipient, plan.recipients);
    await insertAll(tx, giftOrder, plan.orders);
    await insertAll(tx, estimate, plan.estimates);
    await insertAll(tx, estimateItem, plan.estimateItems);
    await insertAll(tx, deliveryHistory, plan.histories);
    await insertAll(tx, deliveryAddress, plan.addresses);
    await seedDemoSends(tx, plan, org, now, options.publicUrl ?? 'http://localhost:4000');
    await insertAll(tx, storedFile, [DEMO_NOTICE_FILE.row]);
    await insertAll(
      tx,
      notice,
      NOTICES.map((n, i) => ({
        boardId: i + 1,
        title: n.title,
        contentHtml: n.contentHtml,
        contentText: n.contentHtml
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
        pinnedYn: n.pinned ? 'Y' : 'N',
        viewCnt: 12 + ((i * 37) % 90),
        createdBy: adminId,
        createdAt: new Date(now.getTime() - (2 + i * 9) * DAY_MS),
      })),
    );
    await insertAll(tx, noticeFile, [
      { boardId: DEMO_NOTICE_FILE.boardId, fileId: DEMO_NOTICE_FILE.row.fileId },
    ]);
    await insertAll(
      tx,
      faq,
      FAQS.map((f, i) => ({ ...f, seqNo: i + 1, createdAt: new Date(now.getTime() - 120 * DAY_MS) })),
    );
    await resetIdentities(tx);
  });
}

async function hasCompanies(db: Executor): Promise<boolean> {
  const rows = await db.select({ cmpyCd: company.cmpyCd }).from(company).limit(1);
  return rows.length > 0;
}

async function insertAll<T extends PgTable>(db: Executor, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    await db.insert(table).values(rows.slice(i, i + BATCH_ROWS));
  }
}

/** Identity columns given explicit values: move their sequences past the largest, so the app's inserts fit. */
const IDENTITIES = [
  ['vendor', 'vendor_sn'],
  ['product', 'prod_sn'],
  ['event', 'event_sn'],
  ['gift_order', 'ord_sn'],
  ['estimate', 'esti_sn'],
  ['estimate_item', 'esti_item_sn'],
  ['notice', 'board_id'],
] as const;

async function resetIdentities(db: Executor): Promise<void> {
  const calls = IDENTITIES.map(
    ([table, column]) =>
      sql`setval(pg_get_serial_sequence(${table}, ${column}), (select coalesce(max(${sql.identifier(column)}), 0) + 1 from ${sql.identifier(table)}), false)`,
  );
  await db.execute(sql`select ${sql.join(calls, sql`, `)}`);
}
