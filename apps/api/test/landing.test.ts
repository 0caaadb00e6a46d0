import {
  AUTH_CD,
  CONTACT_MESSAGES,
  DEFAULT_PRODUCT_IMAGE_ID,
  inquiryListReplySchema,
  inquirySchema,
  landingByCategoryReplySchema,
  landingByEventThemeReplySchema,
  landingProdListReplySchema,
  landingProdSummaryReplySchema,
  OPERATOR_ADMIN,
  PAGE_SIZE,
} from '@pcs/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { category, eventTemplate, inquiry, messageOutbox, templateProduct } from '../src/db/schema/index';
import { describeAccess } from './helpers/access-table';
import { createCompany, createProduct, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp } from './helpers/test-app';

const t = setupTestApp();
const LIST = '/v1/ebmp/pcs/main/goods/event-prod-list.json';

/** prodSn by name, for readable assertions. */
const sn: Record<string, number> = {};

beforeAll(async () => {
  const db = t.database.db;
  await db.insert(category).values([
    { categoryCd: '01', categoryNm: '식품', level: 1, seqNo: 1 },
    { categoryCd: '0101', categoryNm: '정육', parentCd: '01', level: 2, seqNo: 1 },
    { categoryCd: '07', categoryNm: '디지털', level: 1, seqNo: 7 },
    { categoryCd: '13', categoryNm: '기타', level: 1, seqNo: 13 },
  ]);
  await db.insert(eventTemplate).values(
    [
      [2, '생일'],
      [11, '명절'],
      [13, '내부용'],
      [14, '테스트'],
    ].map(([tempSn, tempNm]) => ({
      tempSn: tempSn as number,
      tempNm: tempNm as string,
      seqNo: tempSn as number,
    })),
  );
  // 20 products in 07 priced 10,000 .. 200,000, created a day apart; two in 01 (one in a sub-category); one hidden.
  for (let i = 0; i < 20; i += 1) {
    const p = await createProduct(db, {
      prodNm: i % 2 === 0 ? `무선 이어폰 ${i}` : `스마트 워치 ${i}`,
      categoryCd: '07',
      price: 10_000 * (i + 1),
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      mainImg: i === 0 ? null : `9000${i}`,
    });
    sn[`d${i}`] = p.prodSn;
  }
  sn.food = (await createProduct(db, { prodNm: '한우 세트', categoryCd: '01', price: 55_000 })).prodSn;
  sn.meat = (await createProduct(db, { prodNm: '정육 선물', categoryCd: '0101', price: 25_000 })).prodSn;
  sn.hidden = (await createProduct(db, { prodNm: '숨김 상품', categoryCd: '13', price: 25_000 })).prodSn;
  sn.unused = (await createProduct(db, { prodNm: '미사용 상품', categoryCd: '07', useYn: 'N' })).prodSn;
  sn.latin = (
    await createProduct(db, { prodNm: 'Galaxy Buds 케이스', categoryCd: null, price: 30_000 })
  ).prodSn;
  sn.html = (
    await createProduct(db, {
      prodNm: '상세 상품',
      categoryCd: '01',
      price: 1_000,
      detailHtml:
        '<p onclick="steal()">좋은 상품</p><script>alert(1)</script><a href="javascript:alert(1)">링크</a><img src="https://cdn.example/a.png" onerror="x()">',
    })
  ).prodSn;
  await db.insert(templateProduct).values([
    { tempSn: 2, prodSn: sn.d3!, seqNo: 1 },
    { tempSn: 2, prodSn: sn.d1!, seqNo: 2 },
    { tempSn: 2, prodSn: sn.hidden!, seqNo: 3 },
    { tempSn: 11, prodSn: sn.food!, seqNo: 1 },
    { tempSn: 13, prodSn: sn.d5!, seqNo: 1 },
    { tempSn: 14, prodSn: sn.d6!, seqNo: 1 },
  ]);
});

async function search(body: Record<string, unknown>) {
  const res = await post(t.app, LIST, body);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return landingProdListReplySchema.parse(res.body.resultData);
}
const names = (r: { prodInfoList: { prodSn: number }[] }) => r.prodInfoList.map((p) => p.prodSn);

describe('landing goods groups (no token)', () => {
  it('groups goods by visible category (13 hidden), default image for a missing one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/ebmp/pcs/main/goods/by-category.json' });
    expect(res.statusCode).toBe(200);
    const groups = landingByCategoryReplySchema.parse(res.json().resultData);
    expect(groups.map((g) => g.categoryCd)).toEqual(['01', '07']);
    const food = groups[0]!.goodsDetails.map((p) => p.prodSn);
    expect(food).toEqual(expect.arrayContaining([sn.food, sn.meat, sn.html]));
    const digital = groups[1]!.goodsDetails;
    expect(digital[0]!.prodSn).toBe(sn.d19);
    expect(digital.map((p) => p.prodSn)).not.toContain(sn.unused);
    expect(digital.length).toBeLessThanOrEqual(12);
  });

  it('groups curated goods by visible theme (13 and 14 hidden), hidden-category goods left out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/ebmp/pcs/main/goods/by-event-theme.json' });
    const groups = landingByEventThemeReplySchema.parse(res.json().resultData);
    expect(groups.map((g) => g.eventTemp.tempSn)).toEqual([2, 11]);
    expect(groups[0]!.goodsDetails.map((p) => p.prodSn)).toEqual([sn.d3, sn.d1]);
  });

  it('lists the theme tabs without 13 and 14', async () => {
    const res = await post(t.app, '/v1/ebmp/pcs/main/goods/event-temp-list.json', {});
    expect(res.statusCode).toBe(200);
    expect(res.body.resultData).toEqual([
      { tempSn: 2, tempNm: '생일' },
      { tempSn: 11, tempNm: '명절' },
    ]);
  });
});

describe('landing product search (event-prod-list)', () => {
  it('pages 15 at a time, 0-based, and clamps a page beyond the last', async () => {
    const first = await search({ searchCategory: '07', page: 0 });
    expect(first.totalCount).toBe(20);
    expect(first.prodInfoList).toHaveLength(PAGE_SIZE);
    expect(first.pageSize).toBe(15);
    const second = await search({ searchCategory: '07', page: 1 });
    expect(second.prodInfoList).toHaveLength(5);
    const beyond = await search({ searchCategory: '07', page: 99 });
    expect(beyond.page).toBe(1);
    expect(names(beyond)).toEqual(names(second));
    const none = await search({ searchProdNm: '없는상품', page: 3 });
    expect(none).toMatchObject({ totalCount: 0, page: 0, prodInfoList: [] });
  });

  it('filters by category including sub-categories, and never shows category 13 or unused goods', async () => {
    const food = await search({ searchCategory: '01' });
    expect(names(food).sort()).toEqual([sn.food, sn.meat, sn.html].sort());
    const all = await search({ page: 0, searchProdNm: '상품' });
    expect(names(all)).not.toContain(sn.hidden);
    expect(names(all)).not.toContain(sn.unused);
    expect((await search({ searchCategory: '13' })).totalCount).toBe(0);
  });

  it('searches the name (empty means no filter, % taken literally)', async () => {
    expect((await search({ searchCategory: '07', searchProdNm: '이어폰' })).totalCount).toBe(10);
    expect((await search({ searchCategory: '07', searchProdNm: '' })).totalCount).toBe(20);
    expect((await search({ searchCategory: '07', searchProdNm: '%' })).totalCount).toBe(0);
    // Letters with case match either way (ILIKE); caseless Korean terms take the cheaper LIKE path.
    expect(names(await search({ searchProdNm: 'galaxy BUDS' }))).toEqual([sn.latin]);
    expect(names(await search({ searchProdNm: '버즈 케이스' }))).toEqual([]);
    expect(names(await search({ searchProdNm: 's 케이스' }))).toEqual([sn.latin]);
  });

  it('sorts newest first, oldest first, and by price both ways', async () => {
    const newest = await search({ searchCategory: '07', orderbyNew: false });
    expect(newest.prodInfoList[0]!.prodSn).toBe(sn.d19);
    const oldest = await search({ searchCategory: '07', orderbyNew: true });
    expect(oldest.prodInfoList[0]!.prodSn).toBe(sn.d0);
    expect(oldest.prodInfoList[0]!.mainImg).toBe(DEFAULT_PRODUCT_IMAGE_ID);
    const low = await search({ searchCategory: '07', checkOrderByPrice: true });
    const prices = low.prodInfoList.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const high = await search({ searchCategory: '07', checkOrderByPrice: false });
    expect(high.prodInfoList[0]!.price).toBe(200_000);
  });

  it('applies the price bands of §9 (min inclusive, max exclusive)', async () => {
    const band = async (orderbyPrice: number) =>
      (await search({ searchCategory: '07', orderbyPrice })).prodInfoList
        .map((p) => p.price)
        .sort((a, b) => a - b);
    expect(await band(2)).toEqual([10_000, 20_000]);
    expect(await band(3)).toEqual([30_000, 40_000]);
    expect(await band(5)).toEqual([50_000, 60_000]);
    expect(await band(7)).toEqual([70_000, 80_000, 90_000]);
    expect((await search({ searchCategory: '07', orderbyPrice: 10 })).totalCount).toBe(11);
  });

  it('filters by template in curation order; hidden templates find nothing', async () => {
    expect(names(await search({ searchTempSn: 2 }))).toEqual([sn.d3, sn.d1]);
    expect(names(await search({ searchTempSn: 11 }))).toEqual([sn.food]);
    expect((await search({ searchTempSn: 13 })).totalCount).toBe(0);
    expect((await search({ searchTempSn: 14 })).totalCount).toBe(0);
    expect((await search({ searchTempSn: null, searchCategory: '07' })).totalCount).toBe(20);
  });

  it('refuses bad input with a Korean message naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ page: -1 }, '페이지를 확인해주세요.'],
      [{ page: 'x' }, '페이지를 확인해주세요.'],
      [{ orderbyPrice: 4 }, '가격 조건을 확인해주세요.'],
      [{ searchCategory: '7' }, '카테고리를 확인해주세요.'],
      [{ searchTempSn: 0 }, '테마를 확인해주세요.'],
    ];
    for (const [body, text] of cases) {
      const res = await post(t.app, LIST, body);
      expect(res.statusCode).toBe(400);
      expect(res.body.resultStatus.messageCode).toBe('4000');
      expect(res.body.resultStatus.messageText).toContain(text);
    }
  });
});

describe('landing product detail', () => {
  it('returns the sanitized HTML string', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/ebmp/pcs/main/goods/prod-detail/${sn.html}.json`,
    });
    expect(res.statusCode).toBe(200);
    const html = res.json().resultData as string;
    expect(html).toContain('좋은 상품');
    expect(html).toContain('https://cdn.example/a.png');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('prod-summary names visible products with their price, in the order asked, without the hidden ones', async () => {
    const res = await post(t.app, '/v1/ebmp/pcs/main/goods/prod-summary.json', {
      prodSnList: [sn.food, sn.hidden, sn.d0, sn.unused, 999_999, sn.food],
    });
    expect(res.statusCode).toBe(200);
    const list = landingProdSummaryReplySchema.parse(res.body.resultData);
    expect(list.map((p) => [p.prodSn, p.prodNm, p.price])).toEqual([
      [sn.food, '한우 세트', 55_000],
      [sn.d0, '무선 이어폰 0', 10_000],
    ]);
    // A product without a picture has the default image, as in the lists.
    expect(list[1]!.mainImg).toBe(DEFAULT_PRODUCT_IMAGE_ID);
    for (const prodSnList of [[], [0], Array.from({ length: 51 }, (_, i) => i + 1), 'x']) {
      const bad = await post(t.app, '/v1/ebmp/pcs/main/goods/prod-summary.json', { prodSnList });
      expect(bad.statusCode, JSON.stringify(prodSnList)).toBe(400);
    }
  });

  it('404s a hidden, unused or unknown product and 400s a bad id', async () => {
    for (const id of [sn.hidden, sn.unused, 999_999]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/ebmp/pcs/main/goods/prod-detail/${id}.json`,
      });
      expect(res.statusCode).toBe(404);
    }
    const bad = await t.app.inject({ method: 'GET', url: '/v1/ebmp/pcs/main/goods/prod-detail/abc.json' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().resultStatus.messageText).toContain('상품 번호를 확인해주세요.');
  });
});

const INQUIRY = {
  solCd: '05',
  faqCategoryCd: '01',
  companyNmTx: '주식회사 테스트',
  managerNmTx: '김담당',
  emailTx: 'sales@example.co.kr',
  phoneNoTx: '010-1234-5678',
  qnaContentsTx: '임직원 200명 명절 선물 도입 문의드립니다.',
  personalInfoAgreeYn: 'Y',
  marketingAgreeYn: 'N',
};

describe('contact calls', () => {
  it('validates in the order of the form, with its texts and limits', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...INQUIRY, companyNmTx: ' ', managerNmTx: '' }, CONTACT_MESSAGES.companyNmRequired],
      [{ ...INQUIRY, managerNmTx: '', phoneNoTx: '' }, CONTACT_MESSAGES.managerNmRequired],
      [{ ...INQUIRY, phoneNoTx: '', qnaContentsTx: '' }, CONTACT_MESSAGES.phoneNoRequired],
      [{ ...INQUIRY, qnaContentsTx: '', emailTx: '' }, CONTACT_MESSAGES.qnaContentsRequired],
      [{ ...INQUIRY, emailTx: '', personalInfoAgreeYn: 'N' }, CONTACT_MESSAGES.emailRequired],
      [{ ...INQUIRY, emailTx: 'a@b.c', personalInfoAgreeYn: 'N' }, CONTACT_MESSAGES.emailInvalid],
      [{ ...INQUIRY, personalInfoAgreeYn: 'N' }, CONTACT_MESSAGES.personalInfoRequired],
      [{ ...INQUIRY, companyNmTx: '가'.repeat(15) }, CONTACT_MESSAGES.companyNmTooLong],
      [{ ...INQUIRY, phoneNoTx: 'abc', qnaContentsTx: '' }, CONTACT_MESSAGES.phoneNoInvalid],
      [{ ...INQUIRY, phoneNoTx: '010-1234-567a' }, CONTACT_MESSAGES.phoneNoInvalid],
      [{ ...INQUIRY, phoneNoTx: '12345' }, CONTACT_MESSAGES.phoneNoInvalid],
      [{ ...INQUIRY, phoneNoTx: `0${'-'.repeat(20)}10-1234-5678` }, CONTACT_MESSAGES.phoneNoTooLong],
      [
        { ...INQUIRY, prodSnList: Array.from({ length: 51 }, (_, i) => i + 1) },
        CONTACT_MESSAGES.productsTooMany,
      ],
      [{ ...INQUIRY, emailTx: `${'a'.repeat(25)}@test.com` }, CONTACT_MESSAGES.emailTooLong],
      [{ ...INQUIRY, managerNmTx: '가'.repeat(15) }, CONTACT_MESSAGES.managerNmTooLong],
    ];
    for (const [body, text] of cases) {
      const res = await post(t.app, '/v1/eth/qna/question/questionInsert.json', body);
      expect(res.statusCode, text).toBe(400);
      expect(res.body.resultStatus.messageText.startsWith(text), res.body.resultStatus.messageText).toBe(
        true,
      );
    }
    expect(await t.database.db.select().from(inquiry)).toHaveLength(0);
  });

  it('stores a question and queues a mail to the sales address in the same transaction', async () => {
    const res = await post(t.app, '/v1/eth/qna/question/questionInsert.json', {
      ...INQUIRY,
      marketingAgreeYn: 'Y',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.resultStatus.messageCode).toBe('2000');
    const { inquirySn } = res.body.resultData as { inquirySn: number };
    const [row] = await t.database.db.select().from(inquiry).where(eq(inquiry.inquirySn, inquirySn));
    expect(row).toMatchObject({
      kind: 'QUESTION',
      companyNm: '주식회사 테스트',
      marketingAgreeYn: 'Y',
      solCd: '05',
    });
    const mails = await t.database.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.templateCode, 'LANDING_QUESTION'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      channel: 'MAIL',
      recipient: t.config.mail.salesMail,
      status: 'PENDING',
    });
    expect(mails[0]!.body).toContain('임직원 200명');
  });

  it('downloadInsert stores the request and returns the brochure, a real PDF', async () => {
    const res = await post(t.app, '/v1/eth/qna/proposal/downloadInsert.json', INQUIRY);
    expect(res.statusCode).toBe(200);
    const { fileId } = res.body.resultData as { fileId: string };
    expect(fileId).toMatch(/^\d+$/);
    const again = await post(t.app, '/v1/eth/qna/proposal/downloadInsert.json', INQUIRY);
    expect((again.body.resultData as { fileId: string }).fileId).toBe(fileId);
    const mails = await t.database.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.templateCode, 'LANDING_DOWNLOAD'));
    expect(mails).toHaveLength(2);

    const file = await t.app.inject({ method: 'GET', url: `/download/${fileId}/0` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(String(file.headers['content-disposition'])).toContain('attachment');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.rawPayload.length).toBeGreaterThan(10_000);

    const missing = await t.app.inject({ method: 'GET', url: '/download/12345/0' });
    expect(missing.statusCode).toBe(404);
  });

  it('lets operator admins (15, 99999) list and read inquiries, nobody else', async () => {
    const admin = await createUser(t.database.db, AUTH_CD.operatorManager);
    const employee = await createUser(t.database.db, AUTH_CD.clientEmployee);
    const token = await loginAs(t.app, admin.userId);
    const list = await post(t.app, '/v1/ebmp/pcs/inquiry/list.json', { page: 0 }, token);
    expect(list.statusCode).toBe(200);
    const reply = inquiryListReplySchema.parse(list.body.resultData);
    expect(reply.totalCount).toBe(3);
    expect(reply.list[0]!.kind).toBe('DOWNLOAD');
    const questions = await post(t.app, '/v1/ebmp/pcs/inquiry/list.json', { kind: 'QUESTION' }, token);
    expect((questions.body.resultData as { totalCount: number }).totalCount).toBe(1);
    const detail = await post(
      t.app,
      '/v1/ebmp/pcs/inquiry/detail.json',
      { inquirySn: reply.list[2]!.inquirySn },
      token,
    );
    expect(detail.body.resultData).toMatchObject({ kind: 'QUESTION', emailTx: 'sales@example.co.kr' });
    const unknown = await post(t.app, '/v1/ebmp/pcs/inquiry/detail.json', { inquirySn: 999_999 }, token);
    expect(unknown.statusCode).toBe(404);

    expect((await post(t.app, '/v1/ebmp/pcs/inquiry/list.json', {})).statusCode).toBe(401);
    const other = await loginAs(t.app, employee.userId);
    expect((await post(t.app, '/v1/ebmp/pcs/inquiry/list.json', {}, other)).statusCode).toBe(403);
  });
});

describe('inquiries with chosen products, handled by an operator', () => {
  const HANDLE = '/v1/ebmp/pcs/inquiry/handle.json';
  let inquirySn = 0;

  beforeAll(async () => {
    const res = await post(t.app, '/v1/eth/qna/question/questionInsert.json', {
      ...INQUIRY,
      companyNmTx: '상품선택회사',
      prodSnList: [sn.food, sn.hidden, 999_999, sn.d3, sn.food],
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    inquirySn = (res.body.resultData as { inquirySn: number }).inquirySn;
  });

  it('keeps the chosen products the site shows, once each, in the order chosen, and names them in the mail', async () => {
    const token = await loginAs(t.app, (await createUser(t.database.db, AUTH_CD.operatorAdmin)).userId);
    const res = await post(t.app, '/v1/ebmp/pcs/inquiry/detail.json', { inquirySn }, token);
    const detail = inquirySchema.parse(res.body.resultData);
    expect(detail.products).toEqual([
      { prodSn: sn.food, prodNm: '한우 세트', brandNm: expect.anything(), price: 55_000 },
      { prodSn: sn.d3, prodNm: '스마트 워치 3', brandNm: expect.anything(), price: 40_000 },
    ]);
    expect(detail).toMatchObject({ handledYn: 'N', handledAt: null, handledByNm: null, handleMemo: null });
    const [mail] = await t.database.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.subject, '[PCS 도입 문의] 상품선택회사'));
    expect(mail!.body).toContain('선택한 상품: 한우 세트 (55,000원)');
    expect(mail!.body).toContain('선택한 상품: 스마트 워치 3 (40,000원)');
    expect(mail!.body).not.toContain('숨김 상품');
    const list = inquiryListReplySchema.parse(
      (await post(t.app, '/v1/ebmp/pcs/inquiry/list.json', { kind: 'QUESTION' }, token)).body.resultData,
    );
    expect(list.list.find((i) => i.inquirySn === inquirySn)?.products.map((p) => p.prodSn)).toEqual([
      sn.food,
      sn.d3,
    ]);
  });

  it('marks an inquiry handled with the memo, the operator and the time; again replaces the memo', async () => {
    const operator = await createUser(t.database.db, AUTH_CD.operatorManager, { userNm: '처리자' });
    const token = await loginAs(t.app, operator.userId);
    const empty = await post(t.app, HANDLE, { inquirySn, handleMemo: '   ' }, token);
    expect(empty.statusCode).toBe(400);
    expect(empty.body.resultStatus.messageText).toContain('처리 메모를 입력해주세요.');
    const long = await post(t.app, HANDLE, { inquirySn, handleMemo: '가'.repeat(1001) }, token);
    expect(long.body.resultStatus.messageText).toContain('처리 메모는 1000자 이내로 입력해주세요.');

    const res = await post(t.app, HANDLE, { inquirySn, handleMemo: ' 전화로 견적 안내 완료 ' }, token);
    expect(res.statusCode).toBe(200);
    const handled = inquirySchema.parse(res.body.resultData);
    expect(handled).toMatchObject({
      handledYn: 'Y',
      handledByNm: '처리자',
      handleMemo: '전화로 견적 안내 완료',
    });
    expect(Date.now() - Date.parse(handled.handledAt!)).toBeLessThan(60_000);
    expect(handled.products).toHaveLength(2);

    const again = await post(t.app, HANDLE, { inquirySn, handleMemo: '견적서 메일 발송' }, token);
    expect(inquirySchema.parse(again.body.resultData).handleMemo).toBe('견적서 메일 발송');
    const [row] = await t.database.db.select().from(inquiry).where(eq(inquiry.inquirySn, inquirySn));
    expect(row).toMatchObject({ handledBy: operator.unqUserId, handleMemo: '견적서 메일 발송' });

    const unknown = await post(t.app, HANDLE, { inquirySn: 999_999, handleMemo: '메모' }, token);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('an operator answers a landing inquiry; the inquirer gets it by mail', () => {
  const ANSWER = '/v1/ebmp/pcs/inquiry/answer.json';
  const LIST_PATH = '/v1/ebmp/pcs/inquiry/list.json';
  let inquirySn = 0;

  beforeAll(async () => {
    const res = await post(t.app, '/v1/eth/qna/question/questionInsert.json', {
      ...INQUIRY,
      companyNmTx: '답변받는회사',
      emailTx: 'answer-me@example.com',
      qnaContentsTx: '300명 규모 명절 선물 견적이 궁금합니다.',
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    inquirySn = (res.body.resultData as { inquirySn: number }).inquirySn;
  });

  const mailsTo = (email: string) =>
    t.database.db.select().from(messageOutbox).where(eq(messageOutbox.recipient, email));

  it('lists it as waiting, stores the answer, mails it through the outbox and lists it as answered', async () => {
    const operator = await createUser(t.database.db, AUTH_CD.operatorAdmin, { userNm: '답변자' });
    const token = await loginAs(t.app, operator.userId);
    const waiting = inquiryListReplySchema.parse(
      (await post(t.app, LIST_PATH, { answerStatus: 'WAITING' }, token)).body.resultData,
    );
    expect(waiting.list.find((i) => i.inquirySn === inquirySn)).toMatchObject({
      answerStatus: 'WAITING',
      answer: null,
      answeredAt: null,
    });
    expect(waiting.list.every((i) => i.answerStatus === 'WAITING')).toBe(true);

    const empty = await post(t.app, ANSWER, { inquirySn, answer: '  ' }, token);
    expect(empty.statusCode).toBe(400);
    expect(empty.body.resultStatus.messageText).toContain('답변 내용을 입력해주세요.');
    const long = await post(t.app, ANSWER, { inquirySn, answer: '가'.repeat(4001) }, token);
    expect(long.body.resultStatus.messageText).toContain('답변은 4000자 이내로 입력해주세요.');
    expect(await mailsTo('answer-me@example.com')).toHaveLength(0);

    const res = await post(
      t.app,
      ANSWER,
      { inquirySn, answer: ' 1인 3만원 기준 견적서를 보내드립니다. ' },
      token,
    );
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(inquirySchema.parse(res.body.resultData)).toMatchObject({
      answerStatus: 'ANSWERED',
      answer: '1인 3만원 기준 견적서를 보내드립니다.',
      answeredByNm: '답변자',
    });
    const [mail, ...more] = await mailsTo('answer-me@example.com');
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({
      channel: 'MAIL',
      subject: '[PCS] 문의하신 내용에 대한 답변입니다',
      status: 'PENDING',
    });
    expect(mail!.body).toContain('300명 규모 명절 선물 견적이 궁금합니다.');
    expect(mail!.body).toContain('1인 3만원 기준 견적서를 보내드립니다.');

    const answered = inquiryListReplySchema.parse(
      (await post(t.app, LIST_PATH, { answerStatus: 'ANSWERED' }, token)).body.resultData,
    );
    expect(answered.list.map((i) => i.inquirySn)).toContain(inquirySn);
    const stillWaiting = inquiryListReplySchema.parse(
      (await post(t.app, LIST_PATH, { answerStatus: 'WAITING' }, token)).body.resultData,
    );
    expect(stillWaiting.list.map((i) => i.inquirySn)).not.toContain(inquirySn);

    // A corrected answer replaces the stored one and is mailed again.
    await post(t.app, ANSWER, { inquirySn, answer: '수정된 견적을 보내드립니다.' }, token);
    expect(await mailsTo('answer-me@example.com')).toHaveLength(2);
    const [row] = await t.database.db.select().from(inquiry).where(eq(inquiry.inquirySn, inquirySn));
    expect(row).toMatchObject({ answer: '수정된 견적을 보내드립니다.', answeredBy: operator.unqUserId });

    expect((await post(t.app, ANSWER, { inquirySn: 999_999, answer: '답변' }, token)).statusCode).toBe(404);
  });
});

// Landing inquiries are read and handled by operator admins (15, 99999) only.
let accessCmpyCd = '';
beforeAll(async () => {
  accessCmpyCd = (await createCompany(t.database.db)).cmpyCd;
});
describeAccess('landing inquiries', t, {
  endpoints: [
    { url: '/v1/ebmp/pcs/inquiry/list.json' },
    { url: '/v1/ebmp/pcs/inquiry/detail.json', body: () => ({ inquirySn: 999_999 }) },
    { url: '/v1/ebmp/pcs/inquiry/handle.json', body: () => ({ inquirySn: 999_999, handleMemo: '메모' }) },
    { url: '/v1/ebmp/pcs/inquiry/answer.json', body: () => ({ inquirySn: 999_999, answer: '답변' }) },
  ],
  allowed: OPERATOR_ADMIN,
  cmpyCd: () => accessCmpyCd,
});
