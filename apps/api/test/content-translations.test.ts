import {
  API_PATH,
  AUTH_CD,
  CART_PATH,
  EVENT_SEND_PATH,
  LANGUAGE_HEADER,
  TRANSLATION_MESSAGES,
} from '@pcs/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../src/db/demo-data/index';
import { category, event, messageCard, vendor } from '../src/db/schema/index';
import { createCompany, createEvent, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp, testClock } from './helpers/test-app';

/** Decision 055, Content: translated product names and event texts, written on the back office, read by recipients. */
const G = '/v1/ebmp/pcs/manage/goods';
const M = '/v1/ebmp/pcs/eventManage';
// 2026-12-01 09:00 KST.
const clock = testClock(new Date('2026-12-01T00:00:00Z'));
const t = setupTestApp(clock);
const VI = { [LANGUAGE_HEADER]: 'vi-VN' };

const NAME_KO = '프리미엄 텀블러 세트';
const NAME_VI = 'Bộ bình giữ nhiệt cao cấp';
const SUMMARY_VI = 'Giữ nóng 12 giờ, giữ lạnh 24 giờ';
const GREETING_KO = '한 해 동안 수고 많으셨습니다.';
const GREETING_VI = 'Cảm ơn bạn vì một năm làm việc chăm chỉ.';
const CARD_KO = '늘 건강하세요.';
const CARD_VI = 'Chúc bạn luôn khỏe mạnh.';

let leafCd: string;
let cmpyCd: string;
let vendorSn: number;
let admin: string;

const goodsForm = (overrides: Record<string, unknown> = {}) => ({
  prodNm: NAME_KO,
  categoryCd: leafCd,
  vendorSn,
  consumerPrice: 39_000,
  price: 35_000,
  supplyPrice: 28_000,
  stockQty: 100,
  shipFee: 0,
  leadDays: 3,
  detailHtml: '<p>좋은 텀블러</p>',
  ...overrides,
});

const eventForm = (prodSn: number, overrides: Record<string, unknown> = {}) => ({
  cmpyCd,
  eventNm: '연말 감사 선물',
  startDt: '20261203',
  startTm: '090000',
  endDt: '20261210',
  endTm: '180000',
  greeting: GREETING_KO,
  selectCnt: 1,
  selectType: '01',
  closeRuleCd: '01',
  products: [{ prodSn, stockQty: 5 }],
  ...overrides,
});

const message = (res: Awaited<ReturnType<typeof post>>) => res.body.resultStatus.messageText;

beforeAll(async () => {
  const db = t.database.db;
  await seedReferenceData(db, t.storage);
  const [leaf] = await db
    .select({ categoryCd: category.categoryCd })
    .from(category)
    .where(eq(category.level, 3))
    .orderBy(category.categoryCd)
    .limit(1);
  leafCd = leaf!.categoryCd;
  cmpyCd = (await createCompany(db, { cmpyTypeCd: '03' })).cmpyCd;
  vendorSn = (await db.insert(vendor).values({ cmpyCd, vendorNm: '번역공급사' }).returning())[0]!.vendorSn;
  admin = await loginAs(t.app, (await createUser(db, '99999', { cmpyCd })).userId);
});

describe('translated product names on the goods form', () => {
  let prodSn: number;

  it('saves names and short lines per language, drops empty ones, and records each in the history', async () => {
    const saved = await post(
      t.app,
      `${G}/save.json`,
      goodsForm({
        translations: {
          vi: { prodNm: ` ${NAME_VI} `, summary: SUMMARY_VI },
          en: { prodNm: '  ', summary: '' },
        },
      }),
      admin,
    );
    expect(saved.statusCode).toBe(200);
    prodSn = (saved.body.resultData as { prodSn: number }).prodSn;
    const detail = await post(t.app, `${G}/detail.json`, { prodSn }, admin);
    const d = detail.body.resultData as {
      prodNm: string;
      translations: unknown;
      historyList: { changeTypeNm: string; toValue: string | null }[];
    };
    // The back office reads the original and the translations as written.
    expect(d.prodNm).toBe(NAME_KO);
    expect(d.translations).toEqual({ vi: { prodNm: NAME_VI, summary: SUMMARY_VI } });
    expect(d.historyList).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ changeTypeNm: '번역 (베트남어 상품명)', toValue: NAME_VI }),
        expect.objectContaining({ changeTypeNm: '번역 (베트남어 한 줄 소개)', toValue: SUMMARY_VI }),
      ]),
    );
  });

  it('keeps the translations when a save does not send them, and records a removal', async () => {
    expect((await post(t.app, `${G}/save.json`, goodsForm({ prodSn }), admin)).statusCode).toBe(200);
    let detail = await post(t.app, `${G}/detail.json`, { prodSn }, admin);
    expect((detail.body.resultData as { translations: unknown }).translations).toEqual({
      vi: { prodNm: NAME_VI, summary: SUMMARY_VI },
    });

    const cleared = await post(
      t.app,
      `${G}/save.json`,
      goodsForm({ prodSn, translations: { vi: { prodNm: NAME_VI } } }),
      admin,
    );
    expect(cleared.statusCode).toBe(200);
    detail = await post(t.app, `${G}/detail.json`, { prodSn }, admin);
    const d = detail.body.resultData as {
      translations: unknown;
      historyList: { changeTypeNm: string; fromValue: string | null; toValue: string | null }[];
    };
    expect(d.translations).toEqual({ vi: { prodNm: NAME_VI } });
    expect(d.historyList).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          changeTypeNm: '번역 (베트남어 한 줄 소개)',
          fromValue: SUMMARY_VI,
          toValue: null,
        }),
      ]),
    );
  });

  it('refuses a language that is not a translation, and a name longer than the Korean name may be', async () => {
    for (const language of ['fr', 'ko', 'zh-TW']) {
      const res = await post(
        t.app,
        `${G}/save.json`,
        goodsForm({ translations: { [language]: { prodNm: 'x' } } }),
        admin,
      );
      expect(res.statusCode, language).toBe(400);
      expect(message(res)).toContain(TRANSLATION_MESSAGES.unknownLanguage);
    }
    const long = await post(
      t.app,
      `${G}/save.json`,
      goodsForm({ translations: { vi: { prodNm: 'a'.repeat(201) } } }),
      admin,
    );
    expect(long.statusCode).toBe(400);
    expect(message(long)).toContain('베트남어 상품명은 200자까지 입력할 수 있습니다.');
  });

  it('is guarded by the database too: only the translated languages, each an object', async () => {
    const db = t.database.db;
    await expect(
      db.execute(sql`update product set translations = '{"fr": {"prodNm": "x"}}' where prod_sn = ${prodSn}`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`update product set translations = '{"vi": "x"}' where prod_sn = ${prodSn}`),
    ).rejects.toThrow();
  });
});

describe('translated event texts on the event form', () => {
  it('saves the greeting and card text per language, keeps them when not sent, and refuses bad ones', async () => {
    const prodSn = (
      (await post(t.app, `${G}/save.json`, goodsForm({ prodNm: '이벤트 상품' }), admin)).body.resultData as {
        prodSn: number;
      }
    ).prodSn;
    const translations = { vi: { greeting: GREETING_VI, cardMsg: CARD_VI }, km: { greeting: '' } };
    const saved = await post(t.app, `${M}/save.json`, eventForm(prodSn, { translations }), admin);
    expect(saved.statusCode).toBe(200);
    const eventSn = (saved.body.resultData as { eventSn: number }).eventSn;
    const read = async () =>
      (await post(t.app, `${M}/detail.json`, { eventSn }, admin)).body.resultData as {
        greeting: string;
        translations: unknown;
      };
    expect(await read()).toMatchObject({
      greeting: GREETING_KO,
      translations: { vi: { greeting: GREETING_VI, cardMsg: CARD_VI } },
    });
    expect((await post(t.app, `${M}/save.json`, { ...eventForm(prodSn), eventSn }, admin)).statusCode).toBe(
      200,
    );
    expect((await read()).translations).toEqual({ vi: { greeting: GREETING_VI, cardMsg: CARD_VI } });

    const unknown = await post(
      t.app,
      `${M}/save.json`,
      eventForm(prodSn, { translations: { ja: { greeting: 'x' } } }),
      admin,
    );
    expect(unknown.statusCode).toBe(400);
    expect(message(unknown)).toContain(TRANSLATION_MESSAGES.unknownLanguage);
    const longCard = await post(
      t.app,
      `${M}/save.json`,
      eventForm(prodSn, { translations: { ne: { cardMsg: 'क'.repeat(201) } } }),
      admin,
    );
    expect(longCard.statusCode).toBe(400);
    expect(message(longCard)).toContain('네팔어 카드 문구는 200자까지 입력할 수 있습니다.');
  });
});

describe("a recipient reads the page's language", () => {
  let token: string;
  let eventSn: number;
  let prodSn: number;
  let plainSn: number;

  beforeAll(async () => {
    const db = t.database.db;
    const save = async (form: Record<string, unknown>) =>
      ((await post(t.app, `${G}/save.json`, goodsForm(form), admin)).body.resultData as { prodSn: number })
        .prodSn;
    prodSn = await save({ translations: { vi: { prodNm: NAME_VI, summary: SUMMARY_VI } } });
    plainSn = await save({ prodNm: '번역 없는 머그컵', price: 20_000, supplyPrice: 15_000 });
    const [card] = await db
      .insert(messageCard)
      .values({ cardNm: '감사 카드', defaultMsg: CARD_KO })
      .returning();
    const recipient = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd });
    eventSn = (
      await createEvent(db, {
        cmpyCd,
        products: [
          { prodSn, stockQty: 10 },
          { prodSn: plainSn, stockQty: 10 },
        ],
        recipients: [recipient.unqUserId],
        today: clock.now(),
        overrides: {
          greeting: GREETING_KO,
          cardYn: 'Y',
          cardSn: card!.cardSn,
          translations: { vi: { greeting: GREETING_VI, cardMsg: CARD_VI } },
        },
      })
    ).eventSn;
    token = await loginAs(t.app, recipient.userId);
  });

  const call = (path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    post(t.app, path, body, token, headers);

  it('gets the vi name and greeting with x-pcs-language: vi, the originals without it', async () => {
    const names = async (headers?: Record<string, string>) => {
      const res = await call(API_PATH.giftList, { eventSn }, headers);
      expect(res.statusCode).toBe(200);
      const reply = res.body.resultData as {
        event: { greeting: string };
        prodInfoList: { prodNm: string }[];
      };
      return { greeting: reply.event.greeting, names: reply.prodInfoList.map((p) => p.prodNm).sort() };
    };
    expect(await names(VI)).toEqual({ greeting: GREETING_VI, names: [NAME_VI, '번역 없는 머그컵'].sort() });
    expect(await names()).toEqual({ greeting: GREETING_KO, names: [NAME_KO, '번역 없는 머그컵'].sort() });
    // A language without a translation reads the original.
    expect(await names({ [LANGUAGE_HEADER]: 'km' })).toEqual(await names());

    const events = await call(API_PATH.giftEventList, {}, VI);
    expect((events.body.resultData as { eventList: { greeting: string }[] }).eventList[0]!.greeting).toBe(
      GREETING_VI,
    );
  });

  it('finds a gift by its name in the page language as well as by the original', async () => {
    const found = async (searchProdNm: string, headers?: Record<string, string>) =>
      (
        (await call(API_PATH.giftList, { eventSn, searchProdNm }, headers)).body.resultData as {
          prodInfoList: { prodSn: number }[];
        }
      ).prodInfoList.map((p) => p.prodSn);
    expect(await found('giữ nhiệt', VI)).toEqual([prodSn]);
    expect(await found('텀블러', VI)).toEqual([prodSn]);
    expect(await found('giữ nhiệt')).toEqual([]);
  });

  it('shows the vi name and short line on the gift, in the cart and in the order history', async () => {
    const detail = async (headers?: Record<string, string>) =>
      (await call(API_PATH.giftDetail, { eventSn, prodSn }, headers)).body.resultData as {
        prodNm: string;
        summary: string | null;
        detailHtml: string;
      };
    expect(await detail(VI)).toMatchObject({
      prodNm: NAME_VI,
      summary: SUMMARY_VI,
      detailHtml: '<p>좋은 텀블러</p>',
    });
    expect(await detail()).toMatchObject({ prodNm: NAME_KO, summary: null });

    expect((await call(CART_PATH.add, { eventSn, prodSn, quantity: 1 })).statusCode).toBe(200);
    const cart = async (headers?: Record<string, string>) =>
      (
        (await call(CART_PATH.cartList, { eventSn, cmpyCd }, headers)).body.resultData as {
          cartProdList: { prodNm: string }[];
        }
      ).cartProdList.map((l) => l.prodNm);
    expect(await cart(VI)).toEqual([NAME_VI]);
    expect(await cart()).toEqual([NAME_KO]);

    const selected = await call(API_PATH.giftSelect, { eventSn, prodSn, quantity: 1 });
    expect(selected.statusCode).toBe(200);
    const { ordSn } = selected.body.resultData as { ordSn: number };
    const draft = async (headers?: Record<string, string>) =>
      (await call(API_PATH.giftOrderDetail, { ordSn }, headers)).body.resultData as {
        items: { prodNm: string }[];
        extrasOffer: { defaultMsg: string } | null;
      };
    expect(await draft(VI)).toMatchObject({
      items: [{ prodNm: NAME_VI }],
      extrasOffer: { defaultMsg: CARD_VI },
    });
    expect(await draft()).toMatchObject({
      items: [{ prodNm: NAME_KO }],
      extrasOffer: { defaultMsg: CARD_KO },
    });

    const applied = await call(API_PATH.giftApply, {
      ordSn,
      receiverNm: '김민준',
      receiverTelNo: '010-1234-5678',
      zipCd: '06236',
      addr: '서울특별시 강남구 테헤란로 123',
      addrDtl: '4층',
    });
    expect(applied.statusCode).toBe(200);
    const history = async (headers?: Record<string, string>) =>
      (
        (await call(API_PATH.giftOrderHistory, { eventSn }, headers)).body.resultData as {
          orderList: { items: { prodNm: string }[] }[];
        }
      ).orderList.flatMap((o) => o.items.map((i) => i.prodNm));
    expect(await history(VI)).toEqual([NAME_VI]);
    expect(await history()).toEqual([NAME_KO]);
  });

  it('shows the vi greeting on the page of an event not open yet', async () => {
    // Opens tonight at 23:59 (the clock is at 09:00 KST).
    await t.database.db
      .update(event)
      .set({ startDt: '20261201', startTm: '235900' })
      .where(eq(event.eventSn, eventSn));
    const ready = async (headers?: Record<string, string>) =>
      (
        (await call(EVENT_SEND_PATH.prodReady, { eventSn }, headers)).body.resultData as {
          event: { greeting: string | null } | null;
        }
      ).event?.greeting;
    expect(await ready(VI)).toBe(GREETING_VI);
    expect(await ready()).toBe(GREETING_KO);
  });
});
