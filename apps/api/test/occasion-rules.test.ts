import {
  COMPANY_MESSAGES,
  MANAGER_ROLES,
  NOT_FOUND_TEXT,
  OCCASION_MESSAGES,
  OCCASION_RULE_MESSAGES,
  OCCASION_RULE_PATH as P,
} from '@pcs/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../src/db/demo-data/index';
import { companyGroup, eventTemplate, occasionRule, templateProduct } from '../src/db/schema/index';
import { describeAccess } from './helpers/access-table';
import { call } from './helpers/auth-numbers';
import { createCompany, createProduct, createUser } from './helpers/factories';
import { loginAs, setupTestApp } from './helpers/test-app';

const t = setupTestApp();
const ids = { own: '', other: '' };
const goods = { a: 0, b: 0, pending: 0, pricey: 0, outside: 0 };
const THEME = 9101;
const THEME_OFF = 9102;
const THEME_EMPTY = 9103;
const tokens = { admin: '', client: '', otherClient: '' };
const rules = { own: 0, other: 0 };

/** The smallest valid rule: a birthday, the theme's goods, on the day at 09:00. */
const rule = (overrides: Record<string, unknown> = {}) => ({
  cmpyCd: ids.own,
  ruleNm: '생일 선물',
  occasionType: 'BIRTHDAY',
  goodsSource: 'THEME',
  tempSn: THEME,
  channel: 'ALIMTALK',
  sendTm: '09:00',
  ...overrides,
});
const save = (body: Record<string, unknown>, token = tokens.admin) => call(t.app, P.save, body, token);

beforeAll(async () => {
  const db = t.database.db;
  await seedReferenceData(db, t.storage);
  ids.own = (await createCompany(db, { cmpyNm: '경조상사' })).cmpyCd;
  ids.other = (await createCompany(db, { cmpyNm: '남의상사' })).cmpyCd;
  await db.insert(companyGroup).values([
    { cmpyCd: ids.own, grupCd: 'HR', grupNm: '인사팀' },
    { cmpyCd: ids.other, grupCd: 'X1', grupNm: '남의팀' },
  ]);
  goods.a = (await createProduct(db, { prodNm: '케이크 교환권', price: 20_000 })).prodSn;
  goods.b = (await createProduct(db, { prodNm: '꽃다발', price: 40_000 })).prodSn;
  goods.pending = (await createProduct(db, { prodNm: '심사중 상품', signStatCd: '01' })).prodSn;
  goods.pricey = (await createProduct(db, { prodNm: '고급 한우', price: 200_000 })).prodSn;
  goods.outside = (await createProduct(db, { prodNm: '테마 밖 상품' })).prodSn;
  await db.insert(eventTemplate).values([
    { tempSn: THEME, tempNm: '경조 테마', seqNo: 901 },
    { tempSn: THEME_OFF, tempNm: '쉬는 테마', seqNo: 902, useYn: 'N' },
    { tempSn: THEME_EMPTY, tempNm: '빈 테마', seqNo: 903 },
  ]);
  await db.insert(templateProduct).values([
    { tempSn: THEME, prodSn: goods.a, seqNo: 1 },
    { tempSn: THEME, prodSn: goods.b, seqNo: 2 },
    { tempSn: THEME, prodSn: goods.pricey, seqNo: 3 },
    { tempSn: THEME_OFF, prodSn: goods.a, seqNo: 1 },
    { tempSn: THEME_EMPTY, prodSn: goods.pending, seqNo: 1 },
  ]);
  tokens.admin = await loginAs(t.app, (await createUser(db, '15')).userId);
  tokens.client = await loginAs(t.app, (await createUser(db, '25', { cmpyCd: ids.own })).userId);
  tokens.otherClient = await loginAs(t.app, (await createUser(db, '25', { cmpyCd: ids.other })).userId);
  rules.own = (await save(rule({ ruleNm: '접근표 규칙' }))).body.resultData.ruleSn;
  rules.other = (await save(rule({ cmpyCd: ids.other, ruleNm: '남의 규칙' }))).body.resultData.ruleSn;
});

describe('occasion rules: save and read back (/occasion/save)', () => {
  it('creates a rule with every field and reads it back with its goods and company names', async () => {
    const body = rule({
      ruleNm: '근속 10·20주년',
      occasionType: 'WORK_ANNIVERSARY',
      tenureTiers: [20, 10],
      grupCdList: ['HR'],
      goodsSource: 'GOODS',
      tempSn: null,
      prodSnList: [goods.b, goods.a],
      budgetAmt: 50_000,
      overPayYn: 'Y',
      selectCnt: 2,
      cardText: '오랜 시간 고맙습니다.',
      channel: 'MAIL',
      mailSubject: '[#{회사명}] #{경조사}',
      alimtalkText: '#{이름}님 입사 #{근속연수}주년입니다. 마감 #{마감일시} #{링크}',
      sendWhen: 'BEFORE',
      offsetDays: 3,
      sendTm: '10:30',
      holidayMove: 'NEXT',
      openDays: 10,
      reminderDays: [7, 3],
      closeAction: 'DEFAULT_GIFT',
      defaultProdSn: goods.a,
      approvalYn: 'Y',
    });
    const saved = await save(body, tokens.client);
    expect(saved.statusCode, saved.body.resultStatus.messageText).toBe(200);
    const { ruleSn } = saved.body.resultData;
    expect(saved.body.resultData).toEqual({ ruleSn, cmpyCd: ids.own });

    const detail = await call(t.app, P.detail, { ruleSn }, tokens.client);
    expect(detail.statusCode).toBe(200);
    expect(detail.body.resultData).toMatchObject({
      ruleSn,
      cmpyCd: ids.own,
      cmpyNm: '경조상사',
      ruleNm: '근속 10·20주년',
      occasionType: 'WORK_ANNIVERSARY',
      tenureTiers: [10, 20],
      grupCdList: ['HR'],
      goodsSource: 'GOODS',
      tempSn: null,
      prodSnList: [goods.b, goods.a],
      goods: [
        expect.objectContaining({ prodSn: goods.b, prodNm: '꽃다발', offerableYn: 'Y' }),
        expect.objectContaining({ prodSn: goods.a, prodNm: '케이크 교환권', price: 20_000 }),
      ],
      budgetAmt: 50_000,
      overPayYn: 'Y',
      selectCnt: 2,
      channel: 'MAIL',
      mailSubject: '[#{회사명}] #{경조사}',
      smsText: null,
      sendWhen: 'BEFORE',
      offsetDays: 3,
      sendTm: '10:30',
      holidayMove: 'NEXT',
      openDays: 10,
      reminderDays: [3, 7],
      closeAction: 'DEFAULT_GIFT',
      defaultProdSn: goods.a,
      defaultProd: expect.objectContaining({ prodNm: '케이크 교환권' }),
      approvalYn: 'Y',
      useYn: 'Y',
    });
  });

  it('changes a rule in place and keeps only what its goods source and close action use', async () => {
    const created = await save(
      rule({
        ruleNm: '결혼',
        occasionType: 'WEDDING',
        goodsSource: 'GOODS',
        tempSn: null,
        prodSnList: [goods.a],
      }),
    );
    const { ruleSn } = created.body.resultData;
    const changed = await save(
      rule({
        ruleSn,
        ruleNm: '결혼 축하',
        occasionType: 'WEDDING',
        prodSnList: [goods.a],
        closeAction: 'NONE',
      }),
    );
    expect(changed.statusCode, changed.body.resultStatus.messageText).toBe(200);
    expect(changed.body.resultData.ruleSn).toBe(ruleSn);
    const detail = (await call(t.app, P.detail, { ruleSn }, tokens.admin)).body.resultData;
    // The theme source was asked: the goods list the rule no longer uses is not kept.
    expect(detail).toMatchObject({
      ruleNm: '결혼 축하',
      goodsSource: 'THEME',
      tempSn: THEME,
      tempNm: '경조 테마',
    });
    expect(detail.prodSnList).toEqual([]);
    expect(detail.defaultProdSn).toBeNull();
  });

  it('refuses a celebration word in a condolence rule with the domain message, and saves nothing', async () => {
    const before = await t.database.db.select().from(occasionRule);
    const res = await save(
      rule({
        ruleNm: '조사 위로',
        occasionType: 'CONDOLENCE',
        relationList: ['PARENT'],
        alimtalkText: '#{이름}님, 축하드립니다. 마감 #{마감일시} #{링크}',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.resultStatus.messageText).toBe(
      `${OCCASION_MESSAGES.celebrationInCondolence(['축하'])} (alimtalkText)`,
    );
    expect(await t.database.db.select().from(occasionRule)).toHaveLength(before.length);
    // The condolence defaults (no own texts) pass.
    const plain = await save(rule({ ruleNm: '조사', occasionType: 'CONDOLENCE', relationList: ['PARENT'] }));
    expect(plain.statusCode, plain.body.resultStatus.messageText).toBe(200);
  });

  it('names the field of the save schema that is wrong', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [rule({ ruleNm: ' ' }), OCCASION_MESSAGES.ruleNmRequired],
      [rule({ sendTm: '9시' }), OCCASION_MESSAGES.sendTmInvalid],
      [rule({ tempSn: null }), OCCASION_MESSAGES.themeRequired],
      [rule({ sendWhen: 'BEFORE', offsetDays: 0 }), OCCASION_MESSAGES.offsetDaysInvalid],
      [rule({ occasionType: 'GROUP_DAY' }), OCCASION_MESSAGES.fixedDtRequired],
      [rule({ closeAction: 'DEFAULT_GIFT' }), OCCASION_MESSAGES.defaultGiftRequired],
    ];
    for (const [body, message] of cases) {
      const res = await save(body);
      expect(res.statusCode, message).toBe(400);
      expect(res.body.resultStatus.messageText).toBe(message);
    }
  });

  it('checks what the rule names: company, theme, goods, groups and the default gift', async () => {
    const M = OCCASION_RULE_MESSAGES;
    const cases: [Record<string, unknown>, number, string][] = [
      [rule({ cmpyCd: 'NOPE1' }), 404, COMPANY_MESSAGES.notFound],
      [rule({ tempSn: 9999 }), 404, NOT_FOUND_TEXT.theme],
      [rule({ tempSn: THEME_OFF }), 400, M.themeNotInUse],
      [rule({ tempSn: THEME_EMPTY }), 400, M.themeEmpty],
      [rule({ goodsSource: 'GOODS', prodSnList: [goods.a, goods.pending] }), 400, M.goodsNotOffered],
      [rule({ goodsSource: 'GOODS', prodSnList: [999_999] }), 400, M.goodsNotOffered],
      [rule({ grupCdList: ['HR', 'X1'] }), 400, M.groupsUnknown(['X1'])],
      [rule({ closeAction: 'DEFAULT_GIFT', defaultProdSn: goods.pending }), 400, M.defaultGiftNotOffered],
      [rule({ closeAction: 'DEFAULT_GIFT', defaultProdSn: goods.outside }), 400, M.defaultGiftNotInTheme],
      [
        rule({ closeAction: 'DEFAULT_GIFT', defaultProdSn: goods.pricey, budgetAmt: 50_000 }),
        400,
        M.defaultGiftOverBudget,
      ],
      [rule({ ruleSn: rules.own, cmpyCd: ids.other }), 400, M.companyFixed],
      [rule({ ruleSn: 999_999 }), 404, M.notFound],
    ];
    for (const [body, status, message] of cases) {
      const res = await save(body);
      expect(res.statusCode, message).toBe(status);
      expect(res.body.resultStatus.messageText).toBe(message);
    }
  });

  it("refuses a client manager's rule for another company with 403 and saves nothing", async () => {
    const count = async () =>
      (await t.database.db.select().from(occasionRule).where(eq(occasionRule.cmpyCd, ids.other))).length;
    const before = await count();
    const created = await save(rule({ cmpyCd: ids.other, ruleNm: '남의 회사에 몰래' }), tokens.client);
    expect(created.statusCode).toBe(403);
    const changed = await save(rule({ ruleSn: rules.other, ruleNm: '바꿔치기' }), tokens.client);
    expect(changed.statusCode).toBe(403);
    expect(await count()).toBe(before);
    const other = (await call(t.app, P.detail, { ruleSn: rules.other }, tokens.admin)).body.resultData;
    expect(other.ruleNm).toBe('남의 규칙');
  });
});

describe('occasion rules: list, switch and delete (/occasion/list)', () => {
  let listed: { list: { ruleSn: number; ruleNm: string; cmpyCd: string }[]; totalCount: number };
  const list = async (body: Record<string, unknown>, token = tokens.admin) => {
    const res = await call(t.app, P.list, body, token);
    expect(res.statusCode, res.body.resultStatus.messageText).toBe(200);
    listed = res.body.resultData;
    return listed;
  };

  it('lists every company for operators and the own company for a client manager', async () => {
    const all = await list({ pageSize: 100 });
    expect(new Set(all.list.map((r) => r.cmpyCd))).toEqual(new Set([ids.own, ids.other]));
    const mine = await list({ pageSize: 100 }, tokens.client);
    expect(mine.list.length).toBeGreaterThan(0);
    expect(mine.list.every((r) => r.cmpyCd === ids.own)).toBe(true);
    expect((await call(t.app, P.list, { cmpyCd: ids.other }, tokens.client)).statusCode).toBe(403);
    expect((await list({ cmpyCd: ids.other, pageSize: 100 })).list.map((r) => r.ruleNm)).toContain(
      '남의 규칙',
    );
  });

  it('filters by occasion, use and name, and pages', async () => {
    for (const n of [1, 2, 3]) await save(rule({ ruleNm: `페이지 규칙 ${n}`, occasionType: 'PROMOTION' }));
    const promotions = await list({ cmpyCd: ids.own, occasionType: 'PROMOTION', pageSize: 2 });
    expect(promotions.totalCount).toBe(3);
    expect(promotions.list.map((r) => r.ruleNm)).toEqual(['페이지 규칙 3', '페이지 규칙 2']);
    const second = await list({ cmpyCd: ids.own, occasionType: 'PROMOTION', pageSize: 2, page: 1 });
    expect(second.list.map((r) => r.ruleNm)).toEqual(['페이지 규칙 1']);
    const byName = await list({ ruleNm: '규칙 2', sortField: 'ruleNm', sortOrder: 'asc' });
    expect(byName.list.map((r) => r.ruleNm)).toEqual(['페이지 규칙 2']);
    const empty = await list({ occasionType: '', useYn: 'N', ruleNm: '페이지' });
    expect(empty.totalCount).toBe(0);
  });

  it('shows when a rule sends and its goods in the row', async () => {
    const { ruleSn } = (
      await save(
        rule({
          ruleNm: '행 표시',
          goodsSource: 'GOODS',
          prodSnList: [goods.b, goods.a],
          sendWhen: 'AFTER',
          offsetDays: 2,
        }),
      )
    ).body.resultData;
    const res = await call(t.app, P.list, { ruleNm: '행 표시' }, tokens.admin);
    expect(res.body.resultData.list[0]).toMatchObject({
      ruleSn,
      cmpyNm: '경조상사',
      sendWhen: 'AFTER',
      offsetDays: 2,
      goodsSource: 'GOODS',
      goodsCount: 2,
      firstProdNm: '꽃다발',
      tempNm: null,
    });
  });

  it('switches a rule off and on, and deletes it (kept in the table, gone from the screens)', async () => {
    const { ruleSn } = (await save(rule({ ruleNm: '지울 규칙' }), tokens.client)).body.resultData;
    const off = await call(t.app, P.use, { ruleSn, useYn: 'N' }, tokens.client);
    expect(off.statusCode).toBe(200);
    expect((await list({ ruleNm: '지울 규칙', useYn: 'N' })).totalCount).toBe(1);
    expect((await call(t.app, P.use, { ruleSn, useYn: 'Y' }, tokens.client)).statusCode).toBe(200);
    expect((await list({ ruleNm: '지울 규칙', useYn: 'Y' })).totalCount).toBe(1);

    expect((await call(t.app, P.delete, { ruleSn }, tokens.otherClient)).statusCode).toBe(403);
    const deleted = await call(t.app, P.delete, { ruleSn }, tokens.client);
    expect(deleted.statusCode).toBe(200);
    expect((await list({ ruleNm: '지울 규칙' })).totalCount).toBe(0);
    expect((await call(t.app, P.detail, { ruleSn }, tokens.client)).statusCode).toBe(404);
    const again = await call(t.app, P.delete, { ruleSn }, tokens.client);
    expect(again.statusCode).toBe(404);
    expect(again.body.resultStatus.messageText).toBe(OCCASION_RULE_MESSAGES.notFound);
    expect((await save(rule({ ruleSn, ruleNm: '되살리기' }))).statusCode).toBe(404);
    // Its occurrences and events name it: the row stays, switched off.
    const [row] = await t.database.db.select().from(occasionRule).where(eq(occasionRule.ruleSn, ruleSn));
    expect(row).toMatchObject({ delYn: 'Y', useYn: 'N', ruleNm: '지울 규칙' });
  });

  it('offers the themes in use and the goods a gift may offer to a client manager', async () => {
    const themes = await call(t.app, P.themes, {}, tokens.client);
    expect(themes.statusCode).toBe(200);
    const names = themes.body.resultData.list.map((r: { tempNm: string }) => r.tempNm);
    expect(names).toContain('경조 테마');
    expect(names).not.toContain('쉬는 테마');
    expect(themes.body.resultData.list.find((r: { tempSn: number }) => r.tempSn === THEME).goodsCount).toBe(
      3,
    );

    const inTheme = await call(t.app, P.goods, { tempSn: THEME, pageSize: 10 }, tokens.client);
    expect(inTheme.body.resultData.totalCount).toBe(3);
    const searched = await call(t.app, P.goods, { searchProdNm: '심사중' }, tokens.client);
    expect(searched.body.resultData.totalCount).toBe(0);
  });
});

describeAccess('occasion rules', t, {
  endpoints: [
    { url: P.list, body: (i) => ({ cmpyCd: i.cmpyCd }) },
    { url: P.detail, body: (i) => ({ ruleSn: i.ruleSn }) },
    { url: P.save, body: (i) => rule({ cmpyCd: i.cmpyCd, ruleNm: '접근표 저장' }) },
    { url: P.use, body: (i) => ({ ruleSn: i.ruleSn, useYn: 'Y' }) },
    { url: P.delete, body: (i) => ({ ruleSn: i.ruleSn }) },
    { url: P.themes, noIds: true },
    { url: P.goods, body: () => ({ searchProdNm: '케이크' }), noIds: true },
  ],
  allowed: MANAGER_ROLES,
  cmpyCd: () => ids.own,
  ids: {
    own: () => ({ cmpyCd: ids.own, ruleSn: String(rules.own) }),
    foreign: () => ({ cmpyCd: ids.other, ruleSn: String(rules.other) }),
  },
  tenantBound: ['25'],
});
