import {
  ACCESS_TARGET,
  API_PATH,
  AUTH_CD,
  CLIENT_BILL_PATH,
  type ClientBillDetailReply,
  kstMonthRange,
  ORDER_STATUS,
  TAX_PATH,
  TAX_PURPOSES,
  TAX_TEXT,
  type TaxEmployeeReply,
  type TaxLedgerReply,
  type TaxPurpose,
  type TaxRulesReply,
  type TaxSendCheckReply,
  type TaxSummaryReply,
} from '@pcs/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import {
  estimate,
  estimateItem,
  giftOrder,
  personalDataAccessLog,
  taxPurposeChange,
  taxSendWarning,
  webhookSubscription,
} from '../src/db/schema/index';
import { forEachEmployeeYear } from '../src/modules/tax';
import { newApiKey } from './helpers/api-keys';
import { ADDRESS } from './helpers/card-payment';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { injectChecked } from './helpers/openapi-responses';
import { cancelOrder, returnOrder } from './helpers/order-outcomes';
import { loginAs, post, setupTestApp, testClock } from './helpers/test-app';

/*
 * Decision 051's tax ledger through the API, on a fixed day (10 December 2026, KST): the statute's own examples, the
 * company's 경조 규정, reversals, the month-by-month ledger adding up to the bills to the won on random orders, the
 * payroll file, purpose changes with their audit, the warning before a send, tenancy and the access log.
 */
const NOW = new Date('2026-12-10T01:00:00Z');
const t = setupTestApp(testClock(NOW));
const [OCT, NOV, DEC] = ['202610', '202611', '202612'] as const;
const inMonth = (yyyymm: string, day: number) =>
  new Date(kstMonthRange(yyyymm).from.getTime() + ((day - 1) * 24 + 10) * 3_600_000);

const BIZ = {
  corporateRegNo: '1234567891',
  ceoNm: '김대표',
  bizType: '제조업',
  bizItem: '전자부품',
  bizAddr: '서울특별시 중구 세종대로 110',
  taxEmail: 'tax@example.com',
};

type Fx = {
  cmpyCd: string;
  prodSn: number;
  events: Record<TaxPurpose, number>;
  people: { unqUserId: string; userId: string }[];
  admin: string;
  manager: string;
  otherManager: string;
};
let fx: Fx;

/** An applied order with its estimate line, as the apply leaves it, of the event of `purpose`, dated `at`. */
async function order(
  db: Db,
  who: string,
  purpose: TaxPurpose,
  amount: number,
  at: Date,
  kind: string | null = null,
) {
  const [g] = await db
    .insert(giftOrder)
    .values({
      eventSn: fx.events[purpose],
      cmpyCd: fx.cmpyCd,
      unqUserId: who,
      ordStatCd: ORDER_STATUS.applied,
      prodSn: fx.prodSn,
      quantity: 1,
      unitPrice: amount,
      appliedAt: at,
      taxPurpose: purpose,
      taxKind: kind,
    })
    .returning();
  const [e] = await db
    .insert(estimate)
    .values({ ordSn: g!.ordSn, cmpyCd: fx.cmpyCd, eventSn: fx.events[purpose], totalPrice: amount })
    .returning();
  const [i] = await db
    .insert(estimateItem)
    .values({ estiSn: e!.estiSn, prodSn: fx.prodSn, quantity: 1, unitPrice: amount, shipFee: 0 })
    .returning();
  return { ordSn: g!.ordSn, estiSn: e!.estiSn, estiItemSn: i!.estiItemSn };
}

const call = (path: string, body: unknown, token = fx.admin) => post(t.app, path, body, token);
async function ledger(body: Record<string, unknown>, token = fx.admin): Promise<TaxLedgerReply> {
  const r = await call(TAX_PATH.ledger, { cmpyCd: fx.cmpyCd, year: 2026, pageSize: 100, ...body }, token);
  expect(r.statusCode, r.body.resultStatus.messageText).toBe(200);
  return r.body.resultData as TaxLedgerReply;
}
const rowOf = (l: TaxLedgerReply, unqUserId: string) => l.page.list.find((r) => r.unqUserId === unqUserId);
async function billCharge(yyyymm: string): Promise<number> {
  const r = await call(CLIENT_BILL_PATH.detail, { cmpyCd: fx.cmpyCd, yyyymm, pageSize: 100 });
  expect(r.statusCode, r.body.resultStatus.messageText).toBe(200);
  return (r.body.resultData as ClientBillDetailReply).totals.chargeAmt;
}

beforeAll(async () => {
  const db = t.database.db;
  const c = await createCompany(db, { cmpyNm: '세무검증', ...BIZ });
  const other = await createCompany(db, { cmpyNm: '다른회사', ...BIZ });
  const p = await createProduct(db, { prodNm: '세무 상품', price: 10_000 });
  const people = [];
  for (let i = 0; i < 8; i++) {
    const u = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: c.cmpyCd, sabun: `S${100 + i}` });
    people.push({ unqUserId: u.unqUserId, userId: u.userId });
  }
  const events = {} as Record<TaxPurpose, number>;
  for (const purpose of TAX_PURPOSES) {
    const ev = await createEvent(db, {
      cmpyCd: c.cmpyCd,
      products: [{ prodSn: p.prodSn, stockQty: 1000 }],
      recipients: people.map((u) => u.unqUserId),
      today: NOW,
      overrides: { taxPurpose: purpose, taxKind: purpose === 'FAMILY_EVENT' ? 'WEDDING' : null },
    });
    events[purpose] = ev.eventSn;
  }
  await db.insert(webhookSubscription).values({
    cmpyCd: c.cmpyCd,
    url: 'https://hooks.example.test/tax',
    eventTypes: ['tax.month_confirmed'],
    secret: 's'.repeat(40),
  });
  const token = async (authCd: (typeof AUTH_CD)[keyof typeof AUTH_CD], cmpyCd: string | null) =>
    loginAs(t.app, (await createUser(db, authCd, { cmpyCd })).userId);
  fx = {
    cmpyCd: c.cmpyCd,
    prodSn: p.prodSn,
    events,
    people,
    admin: await token(AUTH_CD.operatorAdmin, null),
    manager: await token(AUTH_CD.clientManager, c.cmpyCd),
    otherManager: await token(AUTH_CD.clientManager, other.cmpyCd),
  };
});

describe('the tax ledger', () => {
  it('seeds the statutory rules with their articles and dates; operators add next year as a row', async () => {
    const r = await call(TAX_PATH.rules, { cmpyCd: null });
    const rules = (r.body.resultData as TaxRulesReply).statute;
    const holiday = rules.find((x) => x.ruleCd === 'VAT_HOLIDAY');
    expect(holiday).toMatchObject({ limitAmt: 100_000, validFrom: '20240701', purposes: ['HOLIDAY'] });
    expect(holiday?.source).toContain('부가가치세법 시행령 제19조의2 제3호 나목');
    expect(rules.find((x) => x.ruleCd === 'INCOME_CHILDBIRTH')).toMatchObject({
      maxCount: 2,
      withinMonths: 24,
    });
    const refused = await call(TAX_PATH.saveStatuteRule, {
      ruleCd: 'VAT_HOLIDAY',
      kind: 'VAT_LIMIT',
      title: 'x',
      purposes: [],
      validFrom: '2027-01-01',
      source: '',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.resultStatus.messageText).toBe(TAX_TEXT.purposesRequired);
    const byManager = await call(
      TAX_PATH.saveStatuteRule,
      {
        ruleCd: 'X',
        kind: 'VAT_LIMIT',
        title: 'x',
        purposes: ['HOLIDAY'],
        limitAmt: 1,
        validFrom: '2027-01-01',
        source: 's',
      },
      fx.manager,
    );
    expect(byManager.statusCode).toBe(403);
  });

  it('설 50,000 and 추석 80,000: 30,000 is a deemed supply (3,000 self-supply VAT); a return takes it back', async () => {
    const db = t.database.db;
    const e1 = fx.people[0]!.unqUserId;
    const seol = await order(db, e1, 'HOLIDAY', 50_000, inMonth(OCT, 5));
    await order(db, e1, 'HOLIDAY', 80_000, inMonth(NOV, 5));
    const year = rowOf(await ledger({}), e1)!;
    expect(year.figures.byPurpose.HOLIDAY).toBe(130_000);
    expect(year.figures.vatTaxable).toBe(30_000);
    expect(year.figures.selfSupplyVat).toBe(3_000);
    expect(year.figures.incomeTaxable).toBe(130_000);
    // The excess belongs to the month the limit was passed.
    expect(rowOf(await ledger({ month: 11 }), e1)!.figures.vatTaxable).toBe(30_000);
    expect(rowOf(await ledger({ month: 10 }), e1)!.figures.vatTaxable).toBe(0);

    await returnOrder(db, seol, inMonth(DEC, 2));
    expect(rowOf(await ledger({}), e1)!.figures.vatTaxable).toBe(0);
    expect(rowOf(await ledger({ month: 12 }), e1)!.figures.vatTaxable).toBe(-30_000);
  });

  it('경조금 within the company 경조 규정 is not income; the company rule is saved by its manager only', async () => {
    const db = t.database.db;
    const e2 = fx.people[1]!.unqUserId;
    await order(db, e2, 'FAMILY_EVENT', 250_000, inMonth(NOV, 8), 'WEDDING');
    expect(rowOf(await ledger({}), e2)!.figures.incomeTaxable).toBe(250_000);

    const dup = await call(
      TAX_PATH.saveCompanyRules,
      {
        cmpyCd: fx.cmpyCd,
        holidayIncomeYn: 'Y',
        familyEventLimits: [
          { kind: 'WEDDING', limitAmt: 200_000, validFrom: '2020-01-01' },
          { kind: 'WEDDING', limitAmt: 100_000, validFrom: '20200101' },
        ],
      },
      fx.manager,
    );
    expect(dup.statusCode).toBe(400);
    expect(dup.body.resultStatus.messageText).toBe(TAX_TEXT.duplicateFamilyLimit);
    const foreign = await call(
      TAX_PATH.saveCompanyRules,
      { cmpyCd: fx.cmpyCd, holidayIncomeYn: 'Y', familyEventLimits: [] },
      fx.otherManager,
    );
    expect(foreign.statusCode).toBe(403);
    const saved = await call(
      TAX_PATH.saveCompanyRules,
      {
        cmpyCd: fx.cmpyCd,
        holidayIncomeYn: 'Y',
        familyEventLimits: [{ kind: 'WEDDING', limitAmt: 200_000, validFrom: '2020-01-01' }],
      },
      fx.manager,
    );
    expect(saved.statusCode, saved.body.resultStatus.messageText).toBe(200);

    const f = rowOf(await ledger({}, fx.manager), e2)!.figures;
    expect(f.incomeExempt).toBe(200_000);
    expect(f.exemptBy.COMPANY_FAMILY_EVENT_RULE).toBe(200_000);
    expect(f.incomeTaxable).toBe(50_000);
    expect(f.vatTaxable).toBe(150_000);
  });

  it('a customer gift is neither income nor a supply; a recipient card payment is not the company’s', async () => {
    const db = t.database.db;
    const e3 = fx.people[2]!.unqUserId;
    await order(db, e3, 'CLIENT', 30_000, inMonth(NOV, 9));
    const reward = await order(db, e3, 'REWARD', 45_000, inMonth(NOV, 9));
    await db.execute(sql`update gift_order set pay_amt = 5000 where ord_sn = ${reward.ordSn}`);
    const f = rowOf(await ledger({}), e3)!.figures;
    expect(f.clientGifts).toBe(30_000);
    expect(f.marketValue).toBe(40_000);
    expect(f.vatTaxable).toBe(40_000);
    expect(f.incomeTaxable).toBe(40_000);
  });

  it('adds up, month by month, to the bills to the won, on random orders with cancels and returns', async () => {
    const db = t.database.db;
    let seed = 51;
    const rnd = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 40; i++) {
      const month = [OCT, NOV, DEC][rnd(3)]!;
      const purpose = TAX_PURPOSES[rnd(TAX_PURPOSES.length)]!;
      const who = fx.people[3 + rnd(5)]!.unqUserId;
      const o = await order(
        db,
        who,
        purpose,
        1_000 * (5 + rnd(90)),
        inMonth(month, 1 + rnd(9)),
        purpose === 'FAMILY_EVENT' ? 'WEDDING' : null,
      );
      const fate = rnd(5);
      if (fate === 0) await cancelOrder(db, o, inMonth(DEC, 1 + rnd(8)));
      if (fate === 1) await returnOrder(db, o, inMonth(DEC, 1 + rnd(8)));
    }
    const check = async () => {
      for (const [m, month] of [
        [OCT, 10],
        [NOV, 11],
        [DEC, 12],
      ] as const) {
        const l = await ledger({ month });
        expect(l.totals.marketValue + l.totals.clientGifts, m).toBe(await billCharge(m));
        expect(l.billedAmt, m).toBe(await billCharge(m));
      }
    };
    await check();
    // Confirmed months keep adding up: the ledger then reads the frozen bill lines.
    for (const m of [OCT, NOV])
      expect((await call(CLIENT_BILL_PATH.confirm, { cmpyCd: fx.cmpyCd, yyyymm: m })).statusCode).toBe(200);
    await check();
    const year = await ledger({});
    expect(year.draftMonths).toEqual([DEC]);
    // Each confirm queued its tax.month_confirmed webhook for the company's subscriber, with the bill's figures.
    const queued = await queryRows<{
      payload: { data: { year: number; month: number; chargeAmount: number } };
    }>(
      db,
      sql`select d.payload from webhook_delivery d join webhook_subscription s on s.subscription_sn = d.subscription_sn
          where s.cmpy_cd = ${fx.cmpyCd} and d.event_type = 'tax.month_confirmed' order by d.delivery_sn`,
    );
    expect(queued.map((q) => [q.payload.data.month, q.payload.data.chargeAmount])).toEqual([
      [10, await billCharge(OCT)],
      [11, await billCharge(NOV)],
    ]);
    // The streamed year (the 연말정산 pass over every company, bench:tax) gives each employee the screen's figures.
    const streamed = new Map<string, number>();
    const pass = await forEachEmployeeYear(db, 2026, NOW, fx.cmpyCd, (id, _c, f) =>
      streamed.set(id, f.incomeTaxable),
    );
    expect(pass.employees).toBe(year.page.totalCount);
    for (const r of year.page.list) expect(streamed.get(r.unqUserId), r.userId).toBe(r.figures.incomeTaxable);
    expect(pass.totals.vatTaxable).toBe(year.totals.vatTaxable);
    const months = await Promise.all([10, 11, 12].map((month) => ledger({ month })));
    for (const k of ['marketValue', 'vatTaxable', 'incomeTaxable', 'incomeExempt', 'clientGifts'] as const)
      expect(
        months.reduce((s, l) => s + l.totals[k], 0),
        k,
      ).toBe(year.totals[k]);
  });

  it('an operator changes a gift’s purpose with a reason until its month is confirmed, and it is recorded', async () => {
    const db = t.database.db;
    const e4 = fx.people[3]!.unqUserId;
    const late = await order(db, e4, 'REWARD', 60_000, inMonth(DEC, 3));
    const [billed] = await queryRows<{ ordSn: number }>(
      db,
      sql`select b.ord_sn as "ordSn" from client_bill_line b join client_bill c on c.bill_sn = b.bill_sn
          where c.cmpy_cd = ${fx.cmpyCd} and b.line_kind = 'SALE' limit 1`,
    );
    const refused = await call(TAX_PATH.changePurpose, {
      ordSn: billed!.ordSn,
      purpose: 'HOLIDAY',
      reason: '명절 선물',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.resultStatus.messageText).toBe(TAX_TEXT.monthConfirmed);
    const noReason = await call(TAX_PATH.changePurpose, {
      ordSn: late.ordSn,
      purpose: 'HOLIDAY',
      reason: '',
    });
    expect(noReason.body.resultStatus.messageText).toBe(TAX_TEXT.reasonRequired);
    expect(
      (
        await call(
          TAX_PATH.changePurpose,
          { ordSn: late.ordSn, purpose: 'HOLIDAY', reason: '설 선물이었음' },
          fx.manager,
        )
      ).statusCode,
    ).toBe(403);
    const ok = await call(TAX_PATH.changePurpose, {
      ordSn: late.ordSn,
      purpose: 'HOLIDAY',
      reason: '설 선물이었음',
    });
    expect(ok.statusCode, ok.body.resultStatus.messageText).toBe(200);
    const [audit] = await db.select().from(taxPurposeChange).where(eq(taxPurposeChange.ordSn, late.ordSn));
    expect(audit).toMatchObject({ fromPurpose: 'REWARD', toPurpose: 'HOLIDAY', reason: '설 선물이었음' });
    const emp = await call(TAX_PATH.employee, { unqUserId: e4, year: 2026 }, fx.manager);
    const detail = emp.body.resultData as TaxEmployeeReply;
    expect(detail.lines.find((l) => l.ordSn === late.ordSn)).toMatchObject({
      purpose: 'HOLIDAY',
      confirmedYn: 'N',
    });
    expect(detail.changes[0]).toMatchObject({ ordSn: late.ordSn, reason: '설 선물이었음' });
    expect(detail.months.reduce((s, m) => s + m.figures.marketValue, 0)).toBe(detail.total.marketValue);
  });

  it('keeps to the company: another company’s manager is refused, and every read is access-logged', async () => {
    expect((await call(TAX_PATH.ledger, { cmpyCd: fx.cmpyCd, year: 2026 }, fx.otherManager)).statusCode).toBe(
      403,
    );
    expect(
      (await call(TAX_PATH.employee, { unqUserId: fx.people[0]!.unqUserId, year: 2026 }, fx.otherManager))
        .statusCode,
    ).toBe(403);
    const employee = await createUser(t.database.db, AUTH_CD.clientEmployee, { cmpyCd: fx.cmpyCd });
    const asEmployee = await call(TAX_PATH.ledger, { year: 2026 }, await loginAs(t.app, employee.userId));
    expect(asEmployee.statusCode).toBe(403);
    // A manager's list is their company's, whatever it asks for.
    const own = await ledger({ cmpyCd: null }, fx.manager);
    expect(own.page.list.every((r) => r.cmpyCd === fx.cmpyCd)).toBe(true);
    const logged = await t.database.db
      .select()
      .from(personalDataAccessLog)
      .where(eq(personalDataAccessLog.target, ACCESS_TARGET.taxLedger));
    expect(logged.length).toBeGreaterThan(0);
  });

  it('writes the payroll file: one row per employee and purpose, the exempt part with its reason', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: TAX_PATH.payroll,
      payload: { cmpyCd: fx.cmpyCd, year: 2026, month: 11, format: 'csv', downloadReason: '11월 급여 반영' },
      headers: { authorization: `Bearer ${fx.manager}` },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    const text = r.body;
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '사번,성명,아이디,귀속,분류코드,분류,시가,과세금액,비과세금액,비과세사유코드,비과세사유',
    );
    const wedding = lines.find((l) => l.includes(',FAMILY_EVENT,') && l.includes('S101'));
    expect(wedding?.split(',').slice(3, 10)).toEqual([
      '202611',
      'FAMILY_EVENT',
      '경조사',
      '250000',
      '50000',
      '200000',
      'COMPANY_FAMILY_EVENT_RULE',
    ]);
    const [log] = await t.database.db
      .select()
      .from(personalDataAccessLog)
      .where(and(eq(personalDataAccessLog.target, ACCESS_TARGET.taxPayroll)));
    expect(log).toMatchObject({ action: 'DOWNLOAD', reason: '11월 급여 반영' });
  });

  it('warns before a send who would pass a limit and what VAT it adds, and records a send made anyway', async () => {
    const db = t.database.db;
    const p = await createProduct(db, { prodNm: '추석 세트', price: 90_000 });
    const e1 = fx.people[0]!.unqUserId;
    const e2 = fx.people[1]!.unqUserId;
    const ev = await createEvent(db, {
      cmpyCd: fx.cmpyCd,
      products: [{ prodSn: p.prodSn, stockQty: 10 }],
      recipients: [e1, e2],
      today: NOW,
      overrides: { taxPurpose: 'HOLIDAY', budgetAmt: 90_000 },
    });
    // e1 has 80,000 of 명절 this year (the 설 gift was returned), e2 none.
    const check = await call(TAX_PATH.sendCheck, { eventSn: ev.eventSn }, fx.manager);
    expect(check.statusCode, check.body.resultStatus.messageText).toBe(200);
    const reply = check.body.resultData as TaxSendCheckReply;
    expect(reply.warnings.map((w) => [w.unqUserId, w.limit, w.givenBefore, w.excess, w.addedVat])).toEqual([
      [e1, 'VAT_HOLIDAY', 80_000, 70_000, 7_000],
    ]);
    expect(reply.message).toBe(`${TAX_TEXT.warningTitle(1)} ${TAX_TEXT.warningVat('7,000')}`);
    expect(reply.recorded).toBe(false);
    const ack = await call(TAX_PATH.sendCheck, { eventSn: ev.eventSn, acknowledge: 'Y' }, fx.manager);
    expect((ack.body.resultData as TaxSendCheckReply).recorded).toBe(true);
    const [w] = await db.select().from(taxSendWarning).where(eq(taxSendWarning.eventSn, ev.eventSn));
    expect(w).toMatchObject({ peopleCnt: 1, excessAmt: 70_000, addedVat: 7_000 });
    const summary = (await call(TAX_PATH.summary, { eventSn: ev.eventSn }, fx.manager)).body
      .resultData as TaxSummaryReply;
    expect(summary.warnings).toHaveLength(1);
    expect((await call(TAX_PATH.sendCheck, { eventSn: ev.eventSn }, fx.otherManager)).statusCode).toBe(403);
  });

  it('an order made through the recipient’s apply takes its event’s purpose', async () => {
    const db = t.database.db;
    const u = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: fx.cmpyCd });
    const p = await createProduct(db, { prodNm: '생일 케이크', price: 20_000 });
    const ev = await createEvent(db, {
      cmpyCd: fx.cmpyCd,
      products: [{ prodSn: p.prodSn, stockQty: 10 }],
      recipients: [u.unqUserId],
      today: NOW,
      overrides: { taxPurpose: 'BIRTHDAY' },
    });
    const token = await loginAs(t.app, u.userId);
    const sel = await post(
      t.app,
      API_PATH.giftSelect,
      { eventSn: ev.eventSn, prodSn: p.prodSn, quantity: 1, optCdList: [] },
      token,
    );
    expect(sel.statusCode, sel.body.resultStatus.messageText).toBe(200);
    const { ordSn } = sel.body.resultData as { ordSn: number };
    const applied = await post(t.app, API_PATH.giftApply, { ordSn, ...ADDRESS }, token);
    expect(applied.statusCode, applied.body.resultStatus.messageText).toBe(200);
    const [o] = await db.select().from(giftOrder).where(eq(giftOrder.ordSn, ordSn));
    expect(o?.taxPurpose).toBe('BIRTHDAY');
    expect(rowOf(await ledger({ month: 12 }), u.unqUserId)?.figures.byPurpose.BIRTHDAY).toBe(20_000);
  });

  it('gives payroll systems the same figures through the public API (tax:read), one company per key', async () => {
    const admin = await createUser(t.database.db, AUTH_CD.operatorManager, { cmpyCd: null });
    const token = await loginAs(t.app, admin.userId);
    const key = (await newApiKey(t.app, token, { keyNm: '급여', scopes: ['tax:read'], cmpyCd: fx.cmpyCd }))
      .apiKey;
    const noScope = (
      await newApiKey(t.app, token, { keyNm: 'HR', scopes: ['employees:read'], cmpyCd: fx.cmpyCd })
    ).apiKey;
    const get = (url: string, k = key) =>
      injectChecked(t.app, {
        method: 'GET',
        url: `/api/v1${url}`,
        headers: { authorization: `Bearer ${k}` },
      });
    expect((await get('/tax/employees?year=2026', noScope)).statusCode).toBe(403);
    const all: { loginId: string; incomeTaxable: number; vatTaxable: number; final: boolean }[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(`/tax/employees?year=2026&month=11&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as { data: typeof all; nextCursor: string | null };
      all.push(...page.data);
      cursor = page.nextCursor;
    } while (cursor);
    const screen = await ledger({ month: 11 });
    expect(all.length).toBe(screen.page.totalCount);
    expect(all.reduce((s, r) => s + r.incomeTaxable, 0)).toBe(screen.totals.incomeTaxable);
    expect(all.every((r) => r.final)).toBe(true);
    expect((await get('/tax/employees?year=2026&companyCode=OTHER')).statusCode).toBe(403);
    const [log] = await t.database.db
      .select()
      .from(personalDataAccessLog)
      .where(eq(personalDataAccessLog.target, ACCESS_TARGET.apiTax));
    expect(log?.rowCount).toBeGreaterThan(0);
  });
});
