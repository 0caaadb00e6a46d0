import {
  DEFAULT_PRODUCT_IMAGE_ID,
  DELIVERY_STATUS,
  daysBetween,
  EVENT_STATUS,
  isRecipientScreen,
  kstToday,
  missingBizInfoFields,
  type OccasionRuleDates,
  RETURN_STATE_LABEL,
  upcomingOccurrences,
} from '@pcs/domain';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileStorage, memoryFileStorage } from '../../adapters/storage/file-storage';
import { sanitizeProductHtml } from '../../lib/sanitize-html';
import { ymdKst } from '../../lib/time';
import { verifyPassword } from '../../modules/auth/credentials';
import { type Database, openDatabase } from '../client';
import {
  appUser,
  category,
  code,
  company,
  companyGroup,
  deliveryAddress,
  deliveryHistory,
  estimate,
  estimateItem,
  event,
  eventProduct,
  eventRecipient,
  eventTemplate,
  faq,
  giftOrder,
  menu,
  menuAuth,
  notice,
  noticeFile,
  occasionRule,
  product,
  productImage,
  productOption,
  refund,
  storedFile,
  templateProduct,
  userLifeEvent,
  vendor,
} from '../schema/index';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoData, seedReferenceData } from './index';

const NOW = new Date('2026-11-22T03:00:00Z');
const SMALL = { now: NOW, productCount: 40, recipientCount: 30 };

/** Every table the two seeds write, to prove a second run changes nothing. */
const TABLES = {
  code,
  category,
  eventTemplate,
  menu,
  menuAuth,
  storedFile,
  company,
  companyGroup,
  vendor,
  appUser,
  product,
  productImage,
  productOption,
  templateProduct,
  event,
  eventProduct,
  eventRecipient,
  giftOrder,
  estimate,
  estimateItem,
  deliveryHistory,
  deliveryAddress,
  notice,
  noticeFile,
  faq,
  occasionRule,
  userLifeEvent,
};

describe('demo data', () => {
  let database: Database;
  let storage: FileStorage;

  const counts = async () => {
    const entries = await Promise.all(
      Object.entries(TABLES).map(async ([name, table]) => {
        const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
        return [name, row?.n ?? 0] as const;
      }),
    );
    return Object.fromEntries(entries);
  };

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: null, dataDir: null });
    storage = memoryFileStorage();
    await seedReferenceData(database.db, storage);
    await seedDemoData(database.db, storage, SMALL);
  });
  afterAll(() => database.close());

  it('gives the employees HR data whose occasions all send after the quiet stretch, so a short run sends nothing', async () => {
    const users = await database.db.select().from(appUser);
    const employees = users.filter((u) => u.userId.startsWith('emp'));
    expect(employees.every((u) => u.birthDt && u.hireDt && u.leaveDt === null)).toBe(true);
    const rules = await database.db.select().from(occasionRule);
    expect(rules.map((r) => `${r.cmpyCd} ${r.occasionType}`)).toEqual([
      'CLI001 BIRTHDAY',
      'CLI001 WORK_ANNIVERSARY',
      'CLI001 WEDDING',
      'CLI001 CONDOLENCE',
      'CLI002 BIRTHDAY',
    ]);
    const events = await database.db.select().from(userLifeEvent);
    expect(events.map((e) => e.statCd).sort()).toEqual(['APPROVED', 'APPROVED', 'REJECTED', 'REQUESTED']);
    const today = kstToday(NOW);
    const sendDays = users.flatMap((u) =>
      upcomingOccurrences(
        {
          birth: u.birthDt ? { birthDt: u.birthDt, lunarYn: u.lunarYn as 'Y' | 'N', leapMonthYn: 'N' } : null,
          hireDt: u.hireDt,
          lifeEvents: events
            .filter((e) => e.unqUserId === u.unqUserId && e.statCd === 'APPROVED')
            .map((e) => ({
              lifeEventSn: e.lifeEventSn,
              occasionType: 'WEDDING' as const,
              eventDt: e.eventDt,
            })),
        },
        rules.filter((r) => r.cmpyCd === u.cmpyCd) as unknown as OccasionRuleDates[],
        NOW,
        { days: 60 },
      ).map((o) => daysBetween(today, o.sendDt)),
    );
    expect(sendDays.length).toBeGreaterThan(5);
    expect(Math.min(...sendDays)).toBeGreaterThanOrEqual(4);
  });

  it('creates every demo login with its role, company and the demo password', async () => {
    const users = await database.db.select().from(appUser);
    for (const login of DEMO_LOGINS) {
      const user = users.find((u) => u.userId === login.userId);
      expect(user, login.userId).toMatchObject({
        authCd: login.authCd,
        cmpyCd: login.cmpyCd,
        firstLoginYn: 'N',
      });
    }
    expect(users.find((u) => u.userId === 'demo-vendor')?.vendorSn).toBe(1);
    expect(users.filter((u) => u.userId.startsWith('emp'))).toHaveLength(30);
    const employee = users.find((u) => u.userId === 'demo-employee')!;
    expect(employee.telNo).toBe('01012345678');
    expect(await verifyPassword(employee.passwordHash, DEMO_PASSWORD)).toBe(true);
  });

  it('gives every company the business details a 세금계산서 needs, but CLI003 (decision 037)', async () => {
    const companies = await database.db.select().from(company).orderBy(company.cmpyCd);
    const missing = companies
      .map((c) => [c.cmpyCd, missingBizInfoFields(c)] as const)
      .filter(([, fields]) => fields.length > 0);
    expect(missing).toEqual([['CLI003', ['대표자', '업태', '종목', '사업장 주소', '세금계산서 이메일']]]);
    expect(companies.find((c) => c.cmpyCd === 'CLI001')).toMatchObject({
      ceoNm: '김도윤',
      bizType: '제조업',
      bizItem: '전자부품',
      taxEmail: 'tax@hanbit.example',
    });
  });

  it('gives each login a menu, headers before their items', async () => {
    for (const { authCd } of DEMO_LOGINS) {
      const rows = await database.db
        .select({ menuId: menu.menuId, upperMenuId: menu.upperMenuId, urlLink: menu.urlLink })
        .from(menu)
        .innerJoin(menuAuth, eq(menuAuth.menuId, menu.menuId))
        .where(eq(menuAuth.authCd, authCd))
        .orderBy(menu.seqNo);
      expect(rows.length, authCd).toBeGreaterThan(0);
      expect(rows[0]?.upperMenuId).toBeNull();
      expect(rows[0]?.urlLink).toBe(rows[1]?.urlLink);
    }
  });

  it("links the recipients' menu (10, 20) only to their own screens, so none opens the back office", async () => {
    for (const authCd of ['10', '20']) {
      const links = await database.db
        .select({ urlLink: menu.urlLink })
        .from(menu)
        .innerJoin(menuAuth, eq(menuAuth.menuId, menu.menuId))
        .where(eq(menuAuth.authCd, authCd));
      expect(links.map((l) => l.urlLink)).toEqual(
        expect.arrayContaining(['/gift/list', '/cart/list', '/delivery/order', '/delivery/return']),
      );
      for (const { urlLink } of links) expect(isRecipientScreen(urlLink), urlLink).toBe(true);
    }
  });

  it('has at least one order item in every delivery state, with invoices once shipped', async () => {
    const items = await database.db.select().from(estimateItem);
    for (const state of Object.values(DELIVERY_STATUS)) {
      expect(
        items.some((i) => i.deliStatCd === state),
        state,
      ).toBe(true);
    }
    for (const item of items.filter((i) => i.deliStatCd === '03' || i.deliStatCd === '04')) {
      expect(item.carrierCd).not.toBeNull();
      expect(item.invoiceNo).toMatch(/^\d{12}$/);
    }
    const cancelled = await database.db.select().from(giftOrder).where(eq(giftOrder.ordStatCd, '09'));
    expect(cancelled.length).toBeGreaterThan(0);
    const history = await database.db.select().from(deliveryHistory);
    expect(history.every((h) => h.changedAt <= NOW)).toBe(true);
  });

  it('has a return or exchange request in every state, and lines assigned to the demo part-timer', async () => {
    const refunds = await database.db.select().from(refund);
    for (const state of Object.keys(RETURN_STATE_LABEL))
      expect(
        refunds.some((r) => r.refundStatCd === state),
        state,
      ).toBe(true);
    const items = await database.db.select().from(estimateItem);
    expect(items.some((i) => i.packerUnqUserId !== null)).toBe(true);
  });

  it('keeps stock and allowances within their bounds and consistent with the orders', async () => {
    expect(await database.db.select().from(eventProduct).where(lt(eventProduct.stockQty, 0))).toEqual([]);
    expect(
      await database.db
        .select()
        .from(eventRecipient)
        .where(gt(eventRecipient.usedCnt, eventRecipient.allowedCnt)),
    ).toEqual([]);
    const soldOut = await database.db.select().from(eventProduct).where(eq(eventProduct.stockQty, 0));
    expect(soldOut.length).toBeGreaterThanOrEqual(2);
    // used_cnt is the quantity of the recipient's applied (not cancelled) orders in that event.
    const applied = await database.db.select().from(giftOrder).where(eq(giftOrder.ordStatCd, '01'));
    const recipients = await database.db.select().from(eventRecipient);
    for (const r of recipients) {
      const taken = applied
        .filter((o) => o.eventSn === r.eventSn && o.unqUserId === r.unqUserId)
        .reduce((sum, o) => sum + o.quantity, 0);
      expect(r.usedCnt, `${r.eventSn}/${r.unqUserId}`).toBe(taken);
    }
  });

  it('leaves demo-employee without orders, as a recipient of the running CLI001 event', async () => {
    const [employee] = await database.db.select().from(appUser).where(eq(appUser.userId, 'demo-employee'));
    const orders = await database.db
      .select()
      .from(giftOrder)
      .where(eq(giftOrder.unqUserId, employee!.unqUserId));
    expect(orders).toEqual([]);
    const events = await database.db
      .select({ event, recipient: eventRecipient })
      .from(eventRecipient)
      .innerJoin(event, eq(event.eventSn, eventRecipient.eventSn))
      .where(and(eq(eventRecipient.unqUserId, employee!.unqUserId), eq(event.cmpyCd, 'CLI001')));
    const running = events.find((e) => e.event.eventStatCd === EVENT_STATUS.running);
    expect(running).toBeDefined();
    const today = ymdKst(NOW);
    expect(running!.event.startDt <= today && today <= running!.event.endDt).toBe(true);
    expect(running!.recipient).toMatchObject({ allowedCnt: running!.event.selectCnt, usedCnt: 0 });
  });

  it('stores the pictures and the default image, and exercises the sanitizer once', async () => {
    const files = await database.db.select().from(storedFile);
    expect(files.find((f) => f.fileId === DEFAULT_PRODUCT_IMAGE_ID)?.contentType).toBe('image/svg+xml');
    for (const file of files) expect(await storage.read(file.storageKey), file.fileId).not.toBeNull();
    const products = await database.db.select({ html: product.detailHtml }).from(product);
    const unsafe = products.filter((p) => p.html.includes('<script>'));
    expect(unsafe).toHaveLength(1);
    expect(unsafe[0]!.html).toContain('onerror=');
    const safe = sanitizeProductHtml(unsafe[0]!.html);
    expect(safe).not.toMatch(/<script|onerror/);
    expect(safe).toContain('<table');
  });

  it('changes nothing when run again', async () => {
    const before = await counts();
    await seedReferenceData(database.db, storage);
    await seedDemoData(database.db, storage, SMALL);
    expect(await counts()).toEqual(before);
    expect(before.code).toBeGreaterThan(100);
    expect(before.product).toBe(40);
  });

  it('fills a reference-only database and leaves the app room for new rows', async () => {
    const fresh = await openDatabase({ databaseUrl: null, dataDir: null });
    try {
      const freshStorage = memoryFileStorage();
      await seedReferenceData(fresh.db, freshStorage);
      const first = await fresh.db.select({ n: sql<number>`count(*)::int` }).from(code);
      await seedReferenceData(fresh.db, freshStorage);
      const second = await fresh.db.select({ n: sql<number>`count(*)::int` }).from(code);
      expect(second).toEqual(first);
    } finally {
      await fresh.close();
    }
    const [created] = await database.db
      .insert(product)
      .values({ prodNm: '신규 상품', price: 10_000 })
      .returning({ prodSn: product.prodSn });
    expect(created!.prodSn).toBe(41);
  });
});
