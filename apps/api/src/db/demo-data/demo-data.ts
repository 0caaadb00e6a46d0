import { sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { hashPassword } from '../../modules/auth';
import { LOCK } from '../advisory-locks';
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
  inquiry,
  messageCard,
  notice,
  noticeFile,
  occasionRule,
  payment,
  paymentHistory,
  paymentRefund,
  product,
  productHistory,
  productImage,
  productOption,
  refund,
  storedFile,
  templateProduct,
  userLifeEvent,
  vendor,
} from '../schema/index';
import { seedDemoClientBills } from './demo-client-bills';
import { buildEvents } from './demo-events';
import { seedDemoIdentity } from './demo-identity';
import { seedDemoIntegrations } from './demo-integrations';
import { DEMO_PASSWORD } from './demo-logins';
import { demoLifeEvents, demoOccasionRules, withDemoHrData } from './demo-occasions';
import { buildOrganization } from './demo-organization';
import { DEMO_NOTICE_FILE, FAQS, NOTICES } from './demo-people';
import { buildCatalog, takeDemoOptionStock } from './demo-products';
import { seedDemoSends } from './demo-sends';
import { seedDemoTax } from './demo-tax';
import { seedDemoVendorStatements } from './demo-vendor-statements';
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
  takeDemoOptionStock(catalog.options, plan.orders);
  const users = withDemoHrData(createRandom(6), now, org.users);

  // Bytes first: writing the same key twice is harmless, a row pointing at missing bytes is not.
  await storage.put(DEMO_NOTICE_FILE.row.storageKey, DEMO_NOTICE_FILE.bytes);
  const files = catalog.images.map(({ fileId, svg }) => ({
    fileId,
    bytes: Buffer.from(svg, 'utf8'),
    storageKey: `demo/${fileId}.svg`,
  }));
  await Promise.all(files.map((f) => storage.put(f.storageKey, f.bytes)));
  // Client companies' CI images (spec §3 ciFileInfo), printed on their gift catalogue PDFs.
  const ciFiles = org.companies
    .filter((c) => c.cmpyCd.startsWith('CLI'))
    .map((c, i) => ({
      cmpyCd: c.cmpyCd,
      fileId: String(202400000000101 + i),
      bytes: Buffer.from(ciSvg(c.cmpyCd, i), 'utf8'),
      storageKey: `demo/ci-${c.cmpyCd}.svg`,
    }));
  await Promise.all(ciFiles.map((f) => storage.put(f.storageKey, f.bytes)));
  const ciOf = new Map(ciFiles.map((f) => [f.cmpyCd, f.fileId]));
  await Promise.all(DEMO_CARDS.map((c) => storage.put(c.file.storageKey, c.bytes)));

  const adminId = org.unqUserIdOf('demo-admin');
  // Processes starting at once on an empty database: the first to get the lock seeds, the others find companies.
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK.seeding})`);
    if (await hasCompanies(tx)) return false;
    await insertAll(
      tx,
      company,
      org.companies.map((c) => ({ ...c, ciFileId: ciOf.get(c.cmpyCd) ?? null })),
    );
    await insertAll(tx, companyGroup, org.groups);
    await insertAll(tx, companySolution, org.companySolutions);
    await insertAll(tx, vendor, org.vendors);
    await insertAll(tx, appUser, users);
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
    await insertAll(
      tx,
      storedFile,
      ciFiles.map((f) => ({
        fileId: f.fileId,
        originalName: `ci-${f.cmpyCd}.svg`,
        contentType: 'image/svg+xml',
        byteSize: f.bytes.length,
        storageKey: f.storageKey,
      })),
    );
    await insertAll(tx, product, catalog.products);
    await insertAll(
      tx,
      productHistory,
      goodsHistory(catalog.products, org.unqUserIdOf('demo-vendor'), adminId, now),
    );
    await insertAll(tx, productImage, catalog.productImages);
    await insertAll(tx, productOption, catalog.options);
    await insertAll(tx, templateProduct, catalog.templateProducts);
    const clientManager = org.unqUserIdOf('demo-client');
    await insertAll(tx, occasionRule, demoOccasionRules(catalog, clientManager));
    const demoEmployee = users.find((u) => u.userId === 'demo-employee');
    if (demoEmployee)
      await insertAll(
        tx,
        userLifeEvent,
        demoLifeEvents(
          now,
          users.filter((u) => u.cmpyCd === 'CLI001' && u.userId.startsWith('emp')),
          demoEmployee,
          clientManager,
        ),
      );
    await insertAll(tx, event, plan.events);
    await insertAll(tx, eventProduct, plan.eventProducts);
    await insertAll(tx, eventRecipient, plan.recipients);
    await insertAll(tx, giftOrder, plan.orders);
    await insertAll(tx, estimate, plan.estimates);
    await insertAll(tx, estimateItem, plan.estimateItems);
    await insertAll(tx, refund, plan.refunds);
    await insertAll(tx, deliveryHistory, plan.histories);
    await insertAll(tx, deliveryAddress, plan.addresses);
    await insertAll(tx, payment, plan.payments);
    await insertAll(tx, paymentHistory, plan.paymentHistories);
    await insertAll(tx, paymentRefund, plan.paymentRefunds);
    await insertAll(tx, storedFile, [DEMO_NOTICE_FILE.row, ...DEMO_CARDS.map((c) => c.file)]);
    await insertAll(
      tx,
      messageCard,
      DEMO_CARDS.map((c, i) => ({ ...c.card, fileId: c.file.fileId, seqNo: i + 1 })),
    );
    await seedDemoSends(tx, plan, org, now, options.publicUrl ?? 'http://localhost:4000');
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
    // Landing inquiries in both answer states: one waiting, one answered by the operator.
    await insertAll(tx, inquiry, [
      {
        kind: 'QUESTION',
        solCd: '05',
        faqCategoryCd: '01',
        companyNm: '한빛물산',
        managerNm: '정문의',
        email: 'inquiry-waiting@example.com',
        phoneNo: '01077770001',
        contents: '임직원 500명 설 명절 선물 견적을 받고 싶습니다.',
        personalInfoAgreeYn: 'Y',
        marketingAgreeYn: 'N',
        createdAt: new Date(now.getTime() - DAY_MS),
      },
      {
        kind: 'QUESTION',
        solCd: '05',
        faqCategoryCd: '01',
        companyNm: '새봄테크',
        managerNm: '한답변',
        email: 'inquiry-answered@example.com',
        phoneNo: '01077770002',
        contents: '해외 지사 직원에게도 배송이 되나요?',
        personalInfoAgreeYn: 'Y',
        marketingAgreeYn: 'Y',
        createdAt: new Date(now.getTime() - 3 * DAY_MS),
        answer: '네, 해외 배송을 지원합니다. 국가별 배송비는 견적서에 함께 안내드립니다.',
        answeredAt: new Date(now.getTime() - 2 * DAY_MS),
        answeredBy: adminId,
      },
    ]);
    await resetIdentities(tx);
    await seedDemoVendorStatements(tx, now);
    await seedDemoIntegrations(tx, now, org.unqUserIdOf('demo-client'));
    await seedDemoIdentity(tx);
    await seedDemoTax(tx);
    return true;
  });
  // After the seed's transaction, by the process that seeded: the bills are made by the settlement use cases, each
  // in its own.
  if (seeded) await seedDemoClientBills(db, { now });
}

/** A simple CI mark: a rounded square in one of a few brand colours with the company code's initials. */
function ciSvg(cmpyCd: string, i: number): string {
  const colour = ['#1f4e9c', '#0f7b6c', '#b5452a', '#6b3fa0'][i % 4];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><rect width="240" height="240" rx="48" fill="${colour}"/><circle cx="120" cy="100" r="48" fill="none" stroke="#fff" stroke-width="14"/><rect x="60" y="170" width="120" height="18" rx="9" fill="#fff"/><title>${cmpyCd}</title></svg>`;
}

/**
 * The goods history behind the demo vendor's goods in review, draft and rejected: registered by the
 * vendor, submitted, and for the rejected one the operator's decision with its reason, so the detail shows them.
 */
function goodsHistory(
  products: readonly (typeof product.$inferInsert)[],
  vendorUser: string,
  adminId: string,
  now: Date,
): (typeof productHistory.$inferInsert)[] {
  const rows: (typeof productHistory.$inferInsert)[] = [];
  for (const p of products) {
    if (!p.prodSn || p.signStatCd === '03' || p.signStatCd === undefined) continue;
    const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const base = { prodSn: p.prodSn, changedBy: vendorUser };
    rows.push({ ...base, changeType: 'CREATE', fromValue: null, toValue: '01', changedAt: at(6) });
    rows.push({ ...base, changeType: 'PRICE', fromValue: null, toValue: String(p.price), changedAt: at(6) });
    if (p.signStatCd === '01') continue;
    rows.push({ ...base, changeType: 'SIGN', fromValue: '01', toValue: '02', changedAt: at(5) });
    if (p.signStatCd === '04')
      rows.push({
        prodSn: p.prodSn,
        changedBy: adminId,
        changeType: 'SIGN',
        fromValue: '02',
        toValue: '04',
        reason: p.rejectReason ?? null,
        changedAt: at(4),
      });
  }
  return rows;
}
/** Message-card designs (/event/card): a coloured card with its greeting, drawn as SVG. */
const DEMO_CARDS = (
  [
    ['감사 카드', '#fde8e1', '#fe5f40', '늘 애써 주셔서 감사합니다.', 'Y'],
    ['축하 카드', '#e6f0ff', '#2f6fed', '진심으로 축하드립니다!', 'Y'],
    ['명절 카드', '#fff4d6', '#c98a00', '풍성하고 행복한 명절 보내세요.', 'Y'],
    ['연말 카드 (사용안함)', '#e9f6ec', '#2e8b57', '한 해 동안 수고 많으셨습니다.', 'N'],
  ] as const
).map(([cardNm, bg, fg, defaultMsg, useYn], i) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400"><rect width="600" height="400" rx="24" fill="${bg}"/><rect x="24" y="24" width="552" height="352" rx="16" fill="none" stroke="${fg}" stroke-width="4"/><text x="300" y="215" font-size="34" text-anchor="middle" fill="${fg}" font-family="sans-serif">${defaultMsg}</text></svg>`;
  const bytes = Buffer.from(svg, 'utf8');
  const fileId = `2026010199${String(i + 1).padStart(5, '0')}`;
  return {
    bytes,
    card: { cardNm, defaultMsg, useYn },
    file: {
      fileId,
      originalName: `${fileId}.svg`,
      contentType: 'image/svg+xml',
      byteSize: bytes.length,
      storageKey: `demo/${fileId}.svg`,
    },
  };
});

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
  ['refund', 'refund_sn'],
  ['notice', 'board_id'],
  ['message_card', 'card_sn'],
] as const;

async function resetIdentities(db: Executor): Promise<void> {
  const calls = IDENTITIES.map(
    ([table, column]) =>
      sql`setval(pg_get_serial_sequence(${table}, ${column}), (select coalesce(max(${sql.identifier(column)}), 0) + 1 from ${sql.identifier(table)}), false)`,
  );
  await db.execute(sql`select ${sql.join(calls, sql`, `)}`);
}
