import {
  APPROVAL_MESSAGES,
  GOODS_IMPORT_COLUMNS,
  GOODS_MESSAGES,
  GOODS_STATE_MESSAGES,
  OPERATOR_ADMIN,
  VENDOR_GROUP,
} from '@pcs/domain';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../src/db/demo-data/index';
import { category, company, messageOutbox, product, productHistory, vendor } from '../src/db/schema/index';
import { type AccessIds, describeAccess } from './helpers/access-table';
import { createCompany, createEvent, createProduct, createUser } from './helpers/factories';
import { pdfText } from './helpers/pdf-text';
import { loginAs, post, setupTestApp, upload } from './helpers/test-app';
import { readWorkbook, xlsxOf } from './helpers/xlsx';

const G = '/v1/ebmp/pcs/manage/goods';
const t = setupTestApp();
const GOODS_ROLES = [...OPERATOR_ADMIN, ...VENDOR_GROUP];

let leafCd: string;
let ownCmpy: string;
let foreignCmpy: string;
let ownVendor: number;
let foreignVendor: number;
let ownProd: number;
let foreignProd: number;
let png: Buffer;
let goodsFile: Buffer;
let adminToken: string;
let vendorToken: string;
let otherVendorToken: string;

const HEADERS = GOODS_IMPORT_COLUMNS.map((c) => c.header);
const importRow = (
  key: string,
  overrides: Partial<Record<(typeof GOODS_IMPORT_COLUMNS)[number]['key'], string>> = {},
) =>
  GOODS_IMPORT_COLUMNS.map((c) => {
    const base: Record<string, string> = {
      rowKey: key,
      prodNm: `엑셀상품 ${key}`,
      brandNm: '엑셀브랜드',
      categoryCd: leafCd,
      consumerPrice: '30000',
      price: '25000',
      supplyPrice: '20000',
      stockQty: '10',
      shipFee: '',
      leadDays: '',
      optTitle: '',
      optValue: '',
      optAddPrice: '',
      optStockQty: '',
      useYn: 'Y',
    };
    return overrides[c.key] ?? base[c.key] ?? '';
  });

const form = (overrides: Record<string, unknown> = {}) => ({
  prodNm: '프리미엄 텀블러 세트',
  brandNm: '스탠리',
  categoryCd: leafCd,
  vendorSn: ownVendor,
  tempSnList: [1],
  consumerPrice: 39_000,
  price: 35_000,
  supplyPrice: 28_000,
  stockQty: 100,
  shipFee: 0,
  leadDays: 3,
  tags: ['텀블러'],
  detailHtml: '<p>좋은 텀블러</p>',
  optionInfoList: [
    {
      optNm: '색상',
      optionDetailList: [
        { optNm: '블랙', addPrice: 0, stockQty: 50 },
        { optNm: '화이트', addPrice: 1000, stockQty: 30, soldOutYn: 'N' },
      ],
    },
  ],
  ...overrides,
});

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
  ownCmpy = (await createCompany(db, { cmpyTypeCd: '03' })).cmpyCd;
  foreignCmpy = (await createCompany(db, { cmpyTypeCd: '03' })).cmpyCd;
  ownVendor = (await db.insert(vendor).values({ cmpyCd: ownCmpy, vendorNm: '우리공급사' }).returning())[0]!
    .vendorSn;
  foreignVendor = (
    await db.insert(vendor).values({ cmpyCd: foreignCmpy, vendorNm: '남의공급사' }).returning()
  )[0]!.vendorSn;
  ownProd = (
    await createProduct(db, {
      vendorSn: ownVendor,
      categoryCd: leafCd,
      signStatCd: '02',
      consumerPrice: 30_000,
    })
  ).prodSn;
  foreignProd = (
    await createProduct(db, { vendorSn: foreignVendor, categoryCd: leafCd, consumerPrice: 30_000 })
  ).prodSn;
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fe5f40' } })
    .png()
    .toBuffer();
  goodsFile = await xlsxOf([HEADERS, importRow('A')]);
  const admin = await createUser(db, '99999', { cmpyCd: ownCmpy });
  adminToken = await loginAs(t.app, admin.userId);
  const v1 = await createUser(db, '30', { cmpyCd: ownCmpy, vendorSn: ownVendor });
  vendorToken = await loginAs(t.app, v1.userId);
  const v2 = await createUser(db, '30', { cmpyCd: foreignCmpy, vendorSn: foreignVendor });
  otherVendorToken = await loginAs(t.app, v2.userId);
});

// Callers are made in ownCmpy: a vendor login there belongs to ownVendor (by its company), operators see everything.
const ids = (prodSn: () => number, vendorSn: () => number) => () =>
  ({ prodSn: String(prodSn()), vendorSn: String(vendorSn()) }) as AccessIds;
describeAccess('goods', t, {
  allowed: GOODS_ROLES,
  cmpyCd: () => ownCmpy,
  ids: {
    own: ids(
      () => ownProd,
      () => ownVendor,
    ),
    foreign: ids(
      () => foreignProd,
      () => foreignVendor,
    ),
  },
  tenantBound: VENDOR_GROUP,
  endpoints: [
    { url: `${G}/list.json`, body: (i) => ({ vendorSn: Number(i.vendorSn) }) },
    { url: `${G}/excel.json`, body: (i) => ({ requestType: 'EXPORT', vendorSn: Number(i.vendorSn) }) },
    { url: `${G}/detail.json`, body: (i) => ({ prodSn: Number(i.prodSn) }) },
    { url: `${G}/formData.json`, noIds: true },
    { url: `${G}/save.json`, body: (i) => form({ prodSn: Number(i.prodSn), vendorSn: Number(i.vendorSn) }) },
    { url: `${G}/submit.json`, body: (i) => ({ prodSn: Number(i.prodSn) }), allowed: VENDOR_GROUP },
    { url: `${G}/approve.json`, body: (i) => ({ prodSn: Number(i.prodSn) }), allowed: OPERATOR_ADMIN },
    {
      url: `${G}/reject.json`,
      body: (i) => ({ prodSn: Number(i.prodSn), reason: '사유' }),
      allowed: OPERATOR_ADMIN,
    },
    { url: `${G}/imageUpload.json`, file: () => png, noIds: true },
    { url: `${G}/excelTemplate.json`, noIds: true },
    { url: (i) => `${G}/excelUpload.json?vendorSn=${i.vendorSn ?? ''}`, file: () => goodsFile },
    { url: `${G}/goodsDetailList.json`, body: (i) => ({ prodSnList: [Number(i.prodSn)] }) },
    { url: `${G}/catalogPdf.json`, body: (i) => ({ prodSnList: [Number(i.prodSn)] }) },
  ],
  foreign: [
    {
      label: "a vendor's detail of another vendor's product",
      role: '30',
      cmpyCd: () => ownCmpy,
      url: `${G}/detail.json`,
      body: () => ({ prodSn: foreignProd }),
      expected: 403,
    },
    {
      label: "a vendor's edit of another vendor's product",
      role: '35',
      cmpyCd: () => ownCmpy,
      url: `${G}/save.json`,
      body: () => form({ prodSn: foreignProd }),
      expected: 403,
    },
    {
      label: 'a product that does not exist',
      role: '15',
      cmpyCd: () => ownCmpy,
      url: `${G}/detail.json`,
      body: () => ({ prodSn: 999_999 }),
      expected: 404,
    },
    {
      label: "a client manager's catalogue without an event of their company",
      role: '25',
      cmpyCd: () => ownCmpy,
      url: `${G}/goodsDetailList.json`,
      body: () => ({ prodSnList: [ownProd] }),
      expected: 403,
    },
  ],
});

describe('goods rules', () => {
  it('refuses a sale price above the consumer price and a supply price above the sale price', async () => {
    const high = await post(t.app, `${G}/save.json`, form({ price: 40_000 }), vendorToken);
    expect(high.statusCode).toBe(400);
    expect(high.body.resultStatus.messageText).toContain(GOODS_MESSAGES.saleAboveConsumer);
    const supply = await post(t.app, `${G}/save.json`, form({ supplyPrice: 36_000 }), vendorToken);
    expect(supply.statusCode).toBe(400);
    expect(supply.body.resultStatus.messageText).toContain(GOODS_MESSAGES.supplyAboveSale);
    const negative = await post(t.app, `${G}/save.json`, form({ consumerPrice: -1 }), vendorToken);
    expect(negative.statusCode).toBe(400);
  });

  it('refuses an option without values, duplicate values and a category that is not a leaf', async () => {
    const empty = await post(
      t.app,
      `${G}/save.json`,
      form({ optionInfoList: [{ optNm: '색상', optionDetailList: [] }] }),
      vendorToken,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.body.resultStatus.messageText).toContain(GOODS_MESSAGES.optionValueRequired);
    const dup = await post(
      t.app,
      `${G}/save.json`,
      form({
        optionInfoList: [
          {
            optNm: '색상',
            optionDetailList: [
              { optNm: '블랙', addPrice: 0, stockQty: 1 },
              { optNm: '블랙', addPrice: 0, stockQty: 1 },
            ],
          },
        ],
      }),
      vendorToken,
    );
    expect(dup.statusCode).toBe(400);
    expect(dup.body.resultStatus.messageText).toContain(GOODS_MESSAGES.optionDuplicate);
    const parent = await post(t.app, `${G}/save.json`, form({ categoryCd: leafCd.slice(0, 4) }), vendorToken);
    expect(parent.statusCode).toBe(400);
    expect(parent.body.resultStatus.messageText).toContain(GOODS_MESSAGES.categoryRequired);
  });

  it('strips scripts, event handlers and javascript: URLs from the detail HTML when saving', async () => {
    const html =
      '<p onclick="steal()">설명</p><script>alert(1)</script><img src="x" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">링크</a><a href="https://example.com">안전</a>';
    const res = await post(t.app, `${G}/save.json`, form({ detailHtml: html }), vendorToken);
    expect(res.statusCode).toBe(200);
    const prodSn = (res.body.resultData as { prodSn: number }).prodSn;
    const [row] = await t.database.db.select().from(product).where(eq(product.prodSn, prodSn));
    expect(row!.detailHtml).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(row!.detailHtml).toContain('설명');
    expect(row!.detailHtml).toContain('https://example.com');
  });

  it('reads the image type from the bytes: a script named .jpg is refused, a png is stored with thumbnails', async () => {
    const script = Buffer.from('<script>alert(1)</script>');
    const bad = await upload(t.app, `${G}/imageUpload.json`, script, vendorToken, 'photo.jpg');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.resultStatus.messageText).toBe(GOODS_MESSAGES.imageType);
    const fakeHeader = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('not really a jpeg'),
    ]);
    expect((await upload(t.app, `${G}/imageUpload.json`, fakeHeader, vendorToken, 'a.jpg')).statusCode).toBe(
      400,
    );
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect((await upload(t.app, `${G}/imageUpload.json`, gif, vendorToken, 'a.gif')).statusCode).toBe(400);
    const ok = await upload(t.app, `${G}/imageUpload.json`, png, vendorToken, 'photo.txt');
    expect(ok.statusCode).toBe(200);
    const { fileId } = ok.body.resultData as { fileId: string };
    const file = await t.app.inject({ method: 'GET', url: `/files/${fileId}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toContain('max-age');
    const thumb = await t.app.inject({ method: 'GET', url: `/files/${fileId}?w=160` });
    expect(thumb.headers['content-type']).toBe('image/webp');
  });

  it('refuses an image over 10 MB', async () => {
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const res = await upload(t.app, `${G}/imageUpload.json`, big, vendorToken, 'big.png');
    expect(res.statusCode).toBe(400);
    expect(res.body.resultStatus.messageText).toBe(GOODS_MESSAGES.imageSize);
  });
});

describe('the approval workflow', () => {
  it('draft -> review -> rejected with a reason -> fixed and resubmitted -> approved -> on the landing site', async () => {
    const created = await post(t.app, `${G}/save.json`, form({ prodNm: '승인흐름 텀블러' }), vendorToken);
    expect(created.statusCode).toBe(200);
    const { prodSn, signStatCd } = created.body.resultData as { prodSn: number; signStatCd: string };
    expect(signStatCd).toBe('01');
    // A draft is the vendor's own: operators do not see it in their list.
    const opList = await post(t.app, `${G}/list.json`, { searchProdNm: '승인흐름' }, adminToken);
    expect((opList.body.resultData as { totalCount: number }).totalCount).toBe(0);
    expect((await post(t.app, `${G}/approve.json`, { prodSn }, adminToken)).statusCode).toBe(409);

    const submitted = await post(t.app, `${G}/submit.json`, { prodSn }, vendorToken);
    expect((submitted.body.resultData as { signStatCd: string }).signStatCd).toBe('02');
    const again = await post(t.app, `${G}/submit.json`, { prodSn }, vendorToken);
    expect(again.statusCode).toBe(409);
    expect(again.body.resultStatus.messageText).toBe(GOODS_STATE_MESSAGES.notSubmittable);

    const noReason = await post(t.app, `${G}/reject.json`, { prodSn, reason: '  ' }, adminToken);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body.resultStatus.messageText).toContain(APPROVAL_MESSAGES.reasonRequired);
    const rejected = await post(
      t.app,
      `${G}/reject.json`,
      { prodSn, reason: '원산지를 적어주세요.' },
      adminToken,
    );
    expect((rejected.body.resultData as { signStatCd: string }).signStatCd).toBe('04');
    const seen = await post(t.app, `${G}/detail.json`, { prodSn }, vendorToken);
    expect(seen.body.resultData).toMatchObject({
      signStatCd: '04',
      signStatNm: '반려',
      rejectReason: '원산지를 적어주세요.',
    });

    const fixed = await post(
      t.app,
      `${G}/save.json`,
      form({
        prodSn,
        prodNm: '승인흐름 텀블러',
        detailHtml: '<p>원산지: 한국</p>',
        price: 34_000,
        submitYn: 'Y',
      }),
      vendorToken,
    );
    expect((fixed.body.resultData as { signStatCd: string }).signStatCd).toBe('02');
    const approved = await post(t.app, `${G}/approve.json`, { prodSn }, adminToken);
    expect((approved.body.resultData as { signStatCd: string }).signStatCd).toBe('03');

    const landing = await post(t.app, '/v1/ebmp/pcs/main/goods/event-prod-list.json', {
      searchProdNm: '승인흐름',
      page: 0,
    });
    const found = landing.body.resultData as { prodInfoList: { prodSn: number }[] };
    expect(found.prodInfoList.map((p) => p.prodSn)).toContain(prodSn);

    // The vendor edits the approved product: back to review, off the landing site until approved again.
    const edited = await post(
      t.app,
      `${G}/save.json`,
      form({ prodSn, prodNm: '승인흐름 텀블러', stockQty: 7 }),
      vendorToken,
    );
    expect((edited.body.resultData as { signStatCd: string }).signStatCd).toBe('02');
    const after = await post(t.app, '/v1/ebmp/pcs/main/goods/event-prod-list.json', {
      searchProdNm: '승인흐름',
      page: 0,
    });
    expect((after.body.resultData as { prodInfoList: unknown[] }).prodInfoList).toHaveLength(0);

    const detail = await post(t.app, `${G}/detail.json`, { prodSn }, adminToken);
    const d = detail.body.resultData as {
      optionInfoList: { optCd: string; optionDetailList: { optCd: string; addPrice: number }[] }[];
      historyList: {
        changeType: string;
        fromValue: string | null;
        toValue: string | null;
        reason: string | null;
        changedByNm: string;
      }[];
    };
    expect(d.optionInfoList[0]!.optCd).toBe('01');
    expect(d.optionInfoList[0]!.optionDetailList.map((v) => [v.optCd, v.addPrice])).toEqual([
      ['0101', 0],
      ['0102', 1000],
    ]);
    const signs = d.historyList.filter((h) => h.changeType === 'SIGN').map((h) => [h.fromValue, h.toValue]);
    expect(signs.reverse()).toEqual([
      ['임시저장', '등록신청'],
      ['등록신청', '반려'],
      ['반려', '등록신청'],
      ['등록신청', '승인'],
      ['승인', '등록신청'],
    ]);
    expect(d.historyList.find((h) => h.toValue === '반려')?.reason).toBe('원산지를 적어주세요.');
    // Code names and money as people read them, not the stored '01' or 35000.
    expect(d.historyList.find((h) => h.changeType === 'CREATE')).toMatchObject({
      changeTypeNm: '등록',
      toValue: '임시저장',
    });
    expect(d.historyList.find((h) => h.changeType === 'SUPPLY_PRICE')?.toValue).toBe('28,000원');
    expect(d.historyList.find((h) => h.changeType === 'SOLD_OUT')?.toValue).toBe('판매중');
    expect(
      d.historyList.some(
        (h) => h.changeType === 'PRICE' && h.fromValue === '35,000원' && h.toValue === '34,000원',
      ),
    ).toBe(true);
    expect(
      d.historyList.some((h) => h.changeType === 'STOCK' && h.fromValue === '100개' && h.toValue === '7개'),
    ).toBe(true);
    const rows = await t.database.db.select().from(productHistory).where(eq(productHistory.prodSn, prodSn));
    expect(rows.length).toBe(d.historyList.length);
  });

  it("lists only the vendor's own goods, drafts included", async () => {
    await post(t.app, `${G}/save.json`, form({ prodNm: '목록용 초안' }), vendorToken);
    const mine = await post(t.app, `${G}/list.json`, { pageSize: 100 }, vendorToken);
    const list = (mine.body.resultData as { list: { vendorSn: number; signStatCd: string }[] }).list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((r) => r.vendorSn === ownVendor)).toBe(true);
    expect(list.some((r) => r.signStatCd === '01')).toBe(true);
    const theirs = await post(t.app, `${G}/list.json`, { pageSize: 100 }, otherVendorToken);
    expect(
      (theirs.body.resultData as { list: { vendorSn: number }[] }).list.every(
        (r) => r.vendorSn === foreignVendor,
      ),
    ).toBe(true);
  });

  it('downloads the filtered list as xlsx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${G}/excel.json`,
      payload: { requestType: 'EXPORT', searchProdNm: '텀블러' },
      headers: { authorization: `Bearer ${vendorToken}` },
    });
    expect(res.statusCode).toBe(200);
    const book = await readWorkbook(res.rawPayload);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('상품명');
    expect(sheet.rowCount).toBeGreaterThan(1);
  });
});

describe('categories: a leaf at whatever depth', () => {
  /** The tree the save screen offers (formData.json) and its leaves, read here without the domain rule. */
  const screenTree = async () => {
    const res = await post(t.app, `${G}/formData.json`, {}, vendorToken);
    type Node = { categoryCd: string; categoryFullName: string; level: number; items: Node[] };
    const tree = (res.body.resultData as { categoryList: Node[] }).categoryList;
    const leaves: Node[] = [];
    const walk = (nodes: Node[]) => {
      for (const n of nodes) n.items.length ? walk(n.items) : leaves.push(n);
    };
    walk(tree);
    return { tree, leaves };
  };

  it('saves a vendor product in 식품 > 커피·차·음료 (no third level) and in a third-level leaf', async () => {
    const two = await post(
      t.app,
      `${G}/save.json`,
      form({ prodNm: '드립백 커피 세트', categoryCd: '0104', submitYn: 'Y' }),
      vendorToken,
    );
    expect(two.statusCode).toBe(200);
    const d = await post(
      t.app,
      `${G}/detail.json`,
      { prodSn: (two.body.resultData as { prodSn: number }).prodSn },
      vendorToken,
    );
    expect(d.body.resultData).toMatchObject({ categoryCd: '0104', categoryFullName: '식품 > 커피·차·음료' });
    const three = await post(t.app, `${G}/save.json`, form({ categoryCd: '070101' }), vendorToken);
    expect(three.statusCode).toBe(200);
  });

  it('refuses a first-level code and a second-level code with sub-categories, with the message alone', async () => {
    for (const categoryCd of ['01', '07', '0701', '0702']) {
      const res = await post(t.app, `${G}/save.json`, form({ categoryCd }), vendorToken);
      expect(res.statusCode, categoryCd).toBe(400);
      expect(res.body.resultStatus.messageText, categoryCd).toBe(GOODS_MESSAGES.categoryRequired);
    }
    const unknown = await post(t.app, `${G}/save.json`, form({ categoryCd: '9999' }), vendorToken);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.resultStatus.messageText).toBe(GOODS_MESSAGES.categoryRequired);
    // A category taken out of use is no longer offered, and its parent becomes the leaf.
    await t.database.db
      .update(category)
      .set({ useYn: 'N' })
      .where(inArray(category.categoryCd, ['070201', '070202']));
    try {
      expect(
        (await post(t.app, `${G}/save.json`, form({ categoryCd: '070201' }), vendorToken)).statusCode,
      ).toBe(400);
      expect(
        (await post(t.app, `${G}/save.json`, form({ categoryCd: '0702' }), vendorToken)).statusCode,
      ).toBe(200);
    } finally {
      await t.database.db
        .update(category)
        .set({ useYn: 'Y' })
        .where(inArray(category.categoryCd, ['070201', '070202']));
    }
  });

  it('every leaf of the seeded tree saves, the 33 second-level leaves among them', async () => {
    const { leaves } = await screenTree();
    expect(leaves.filter((n) => n.level === 2)).toHaveLength(33);
    expect(leaves.filter((n) => n.level === 3)).toHaveLength(4);
    const refused: string[] = [];
    for (const leaf of leaves) {
      const res = await post(
        t.app,
        `${G}/save.json`,
        form({ prodNm: `카테고리 ${leaf.categoryFullName}`, categoryCd: leaf.categoryCd }),
        vendorToken,
      );
      if (res.statusCode !== 200) refused.push(`${leaf.categoryCd} ${res.body.resultStatus.messageText}`);
    }
    expect(refused).toEqual([]);
  });

  it('a product imported by Excel in a four-digit leaf is edited on the screen (price and stock)', async () => {
    const file = await xlsxOf([HEADERS, importRow('C1', { prodNm: '엑셀 녹차 세트', categoryCd: '0104' })]);
    const imported = await upload(t.app, `${G}/excelUpload.json?vendorSn=${ownVendor}`, file, adminToken);
    expect(imported.statusCode).toBe(200);
    const [prodSn] = (imported.body.resultData as { prodSnList: number[] }).prodSnList;
    const edited = await post(
      t.app,
      `${G}/save.json`,
      form({
        prodSn,
        prodNm: '엑셀 녹차 세트',
        categoryCd: '0104',
        consumerPrice: 30_000,
        price: 24_000,
        supplyPrice: 20_000,
        stockQty: 3,
        optionInfoList: [],
      }),
      adminToken,
    );
    expect(edited.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(product).where(eq(product.prodSn, prodSn!));
    expect(row).toMatchObject({ categoryCd: '0104', price: 24_000, stockQty: 3, signStatCd: '03' });
    // The vendor's own import (a draft) too.
    const own = await upload(
      t.app,
      `${G}/excelUpload.json`,
      await xlsxOf([HEADERS, importRow('C2', { prodNm: '엑셀 과일 바구니', categoryCd: '0101' })]),
      vendorToken,
    );
    const [ownSn] = (own.body.resultData as { prodSnList: number[] }).prodSnList;
    const fixed = await post(
      t.app,
      `${G}/save.json`,
      form({ prodSn: ownSn, prodNm: '엑셀 과일 바구니', categoryCd: '0101', stockQty: 40, submitYn: 'Y' }),
      vendorToken,
    );
    expect(fixed.statusCode).toBe(200);
    expect((fixed.body.resultData as { signStatCd: string }).signStatCd).toBe('02');
  });

  it('the import refuses a non-leaf code like the screen does', async () => {
    const file = await xlsxOf([
      HEADERS,
      importRow('N1', { categoryCd: '0701' }),
      importRow('N2', { categoryCd: '01' }),
    ]);
    const res = await upload(t.app, `${G}/excelUpload.json`, file, vendorToken);
    expect(res.statusCode).toBe(400);
    expect((res.body.resultData as { errors: { row: number; column: string }[] }).errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ row: 2, column: '카테고리코드' }),
        expect.objectContaining({ row: 3, column: '카테고리코드' }),
      ]),
    );
  });
});

describe('decision notices to the vendor', () => {
  let contactVendor: number;
  const EMAIL = 'goods-manager@vendor.test';
  const PHONE = '010-7777-1234';
  const queued = () =>
    t.database.db
      .select({ channel: messageOutbox.channel, subject: messageOutbox.subject, body: messageOutbox.body })
      .from(messageOutbox)
      .where(inArray(messageOutbox.recipient, [EMAIL, '01077771234']))
      .orderBy(messageOutbox.id);

  beforeAll(async () => {
    const db = t.database.db;
    const cmpyCd = (await createCompany(db, { cmpyTypeCd: '03' })).cmpyCd;
    contactVendor = (
      await db
        .insert(vendor)
        .values({ cmpyCd, vendorNm: '연락처공급사', managerEmail: EMAIL, managerTelNo: PHONE })
        .returning()
    )[0]!.vendorSn;
  });

  it('a rejection queues exactly one mail and one SMS with the product and the reason; a repeated submit none more', async () => {
    const before = (await queued()).length;
    const { prodSn } = await createProduct(t.database.db, {
      vendorSn: contactVendor,
      categoryCd: '0104',
      prodNm: '반려될 커피',
      signStatCd: '02',
      consumerPrice: 30_000,
    });
    const reason = '원산지 표기가 없습니다.';
    const res = await post(t.app, `${G}/reject.json`, { prodSn, reason }, adminToken);
    expect(res.statusCode).toBe(200);
    const again = await post(t.app, `${G}/reject.json`, { prodSn, reason }, adminToken);
    expect(again.statusCode).toBe(409);
    const rows = (await queued()).slice(before);
    expect(rows.map((r) => r.channel).sort()).toEqual(['MAIL', 'SMS']);
    for (const r of rows) {
      expect(r.body).toContain('반려될 커피');
      expect(r.body).toContain(reason);
    }
    expect(rows.find((r) => r.channel === 'MAIL')?.subject).toBe('[PCS] 상품 등록 반려 안내');
  });

  it('approving queues one approval notice per channel, as other approvals do; submitting queues nothing', async () => {
    const { prodSn } = await createProduct(t.database.db, {
      vendorSn: contactVendor,
      categoryCd: '0104',
      prodNm: '승인될 커피',
      signStatCd: '02',
      consumerPrice: 30_000,
    });
    const before = (await queued()).length;
    expect((await post(t.app, `${G}/approve.json`, { prodSn }, adminToken)).statusCode).toBe(200);
    expect((await post(t.app, `${G}/approve.json`, { prodSn }, adminToken)).statusCode).toBe(409);
    const rows = (await queued()).slice(before);
    expect(rows.map((r) => r.channel).sort()).toEqual(['MAIL', 'SMS']);
    expect(rows.every((r) => r.body === "[PCS] 상품 '승인될 커피' 등록이 승인되었습니다.")).toBe(true);

    const all = await t.database.db.$count(messageOutbox);
    const draft = await post(t.app, `${G}/save.json`, form({ prodNm: '요청만 하는 상품' }), vendorToken);
    const sn = (draft.body.resultData as { prodSn: number }).prodSn;
    expect((await post(t.app, `${G}/submit.json`, { prodSn: sn }, vendorToken)).statusCode).toBe(200);
    expect(await t.database.db.$count(messageOutbox)).toBe(all);
  });

  it('a vendor without a mail address or phone: that channel is skipped, the other still sent', async () => {
    const db = t.database.db;
    const cmpyCd = (await createCompany(db, { cmpyTypeCd: '03' })).cmpyCd;
    const phoneOnly = (
      await db
        .insert(vendor)
        .values({ cmpyCd, vendorNm: '전화만공급사', managerTelNo: '010-6666-4321' })
        .returning()
    )[0]!.vendorSn;
    const { prodSn } = await createProduct(db, {
      vendorSn: phoneOnly,
      categoryCd: '0104',
      signStatCd: '02',
      consumerPrice: 30_000,
    });
    const all = await db.$count(messageOutbox);
    expect(
      (await post(t.app, `${G}/reject.json`, { prodSn, reason: '사진이 흐립니다.' }, adminToken)).statusCode,
    ).toBe(200);
    const rows = await db.select().from(messageOutbox).where(eq(messageOutbox.recipient, '01066664321'));
    expect(rows.map((r) => r.channel)).toEqual(['SMS']);
    expect(await db.$count(messageOutbox)).toBe(all + 1);
    // Nobody to tell at all: the decision still stands.
    const { prodSn: silent } = await createProduct(db, {
      vendorSn: foreignVendor,
      categoryCd: '0104',
      signStatCd: '02',
      consumerPrice: 30_000,
    });
    expect(
      (await post(t.app, `${G}/reject.json`, { prodSn: silent, reason: '사유' }, adminToken)).statusCode,
    ).toBe(200);
    expect(await db.$count(messageOutbox)).toBe(all + 1);
  });
});

describe('goods Excel import', () => {
  it('creates drafts of the vendor with options, one product per key', async () => {
    const file = await xlsxOf([
      HEADERS,
      importRow('K1', { prodNm: '엑셀 머그컵', optTitle: '색상', optValue: '블랙', optStockQty: '5' }),
      importRow('K1', { prodNm: '엑셀 머그컵', optTitle: '색상', optValue: '화이트', optAddPrice: '500' }),
      importRow('K2', { prodNm: '엑셀 수건' }),
    ]);
    const res = await upload(t.app, `${G}/excelUpload.json`, file, vendorToken);
    expect(res.statusCode).toBe(200);
    const { importedCount, prodSnList } = res.body.resultData as {
      importedCount: number;
      prodSnList: number[];
    };
    expect(importedCount).toBe(2);
    const rows = await t.database.db.select().from(product).where(eq(product.prodNm, '엑셀 머그컵'));
    expect(rows[0]).toMatchObject({ vendorSn: ownVendor, signStatCd: '01' });
    const d = await post(t.app, `${G}/detail.json`, { prodSn: prodSnList[0] }, vendorToken);
    expect(
      (d.body.resultData as { optionInfoList: { optionDetailList: unknown[] }[] }).optionInfoList[0]!
        .optionDetailList,
    ).toHaveLength(2);
  });

  it('refuses the whole file with every error by row and column, writing nothing', async () => {
    const before = await t.database.db.$count(product);
    const file = await xlsxOf([
      HEADERS,
      importRow('E1', { prodNm: '정상 상품' }),
      importRow('E2', { price: '40000' }),
      importRow('E3', { categoryCd: '999999' }),
      importRow('E4', { optTitle: '색상' }),
    ]);
    const res = await upload(t.app, `${G}/excelUpload.json`, file, vendorToken);
    expect(res.statusCode).toBe(400);
    const errors = (res.body.resultData as { errors: { row: number; column: string; message: string }[] })
      .errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        { row: 3, column: '판매가', message: GOODS_MESSAGES.saleAboveConsumer },
        { row: 4, column: '카테고리코드', message: '목록에 없는 값입니다.' },
        { row: 5, column: '옵션값', message: GOODS_MESSAGES.optionValueRequired },
      ]),
    );
    expect(await t.database.db.$count(product)).toBe(before);
  });

  it("refuses a vendor's upload for another vendor", async () => {
    const res = await upload(
      t.app,
      `${G}/excelUpload.json?vendorSn=${foreignVendor}`,
      goodsFile,
      vendorToken,
    );
    expect(res.statusCode).toBe(403);
  });

  it('serves the template with the headers the import reads', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${G}/excelTemplate.json`,
      headers: { authorization: `Bearer ${vendorToken}` },
    });
    const book = await readWorkbook(res.rawPayload);
    const header = book.worksheets[0]!.getRow(1).values as unknown[];
    expect(header.slice(1)).toEqual(HEADERS);
  });
});

describe('the gift catalogue', () => {
  it('returns eventProdList, ciFileInfo and categoryList (spec §3/§7)', async () => {
    const a = await createProduct(t.database.db, {
      vendorSn: ownVendor,
      categoryCd: leafCd,
      prodNm: '카탈로그 시계',
    });
    const b = await createProduct(t.database.db, {
      vendorSn: ownVendor,
      categoryCd: leafCd,
      prodNm: '카탈로그 이어폰',
    });
    const res = await post(
      t.app,
      `${G}/goodsDetailList.json`,
      { prodSnList: [b.prodSn, a.prodSn] },
      adminToken,
    );
    expect(res.statusCode).toBe(200);
    const data = res.body.resultData as {
      eventProdList: { prodSn: number; mainImg: string }[];
      ciFileInfo: unknown;
      categoryList: { categoryCd: string; categoryName: string }[];
    };
    expect(data.eventProdList.map((p) => p.prodSn)).toEqual([b.prodSn, a.prodSn]);
    expect(data.eventProdList[0]!.mainImg).toBe('202106292300000');
    expect(data.ciFileInfo).toBeNull();
    const [top] = await t.database.db
      .select()
      .from(category)
      .where(eq(category.categoryCd, leafCd.slice(0, 2)));
    expect(data.categoryList).toEqual([{ categoryCd: leafCd.slice(0, 2), categoryName: top!.categoryNm }]);
    const vendorOwn = await post(t.app, `${G}/goodsDetailList.json`, { prodSnList: [a.prodSn] }, vendorToken);
    expect(vendorOwn.statusCode).toBe(200);
    const mixed = await post(
      t.app,
      `${G}/goodsDetailList.json`,
      { prodSnList: [a.prodSn, foreignProd] },
      vendorToken,
    );
    expect(mixed.statusCode).toBe(403);
    expect((await post(t.app, `${G}/goodsDetailList.json`, { prodSnList: [] }, adminToken)).statusCode).toBe(
      400,
    );
  });

  it('renders a PDF whose text holds the product names (read back by PDF.js)', async () => {
    const a = await createProduct(t.database.db, {
      vendorSn: ownVendor,
      categoryCd: leafCd,
      prodNm: '피디에프 텀블러',
    });
    const b = await createProduct(t.database.db, {
      vendorSn: ownVendor,
      categoryCd: leafCd,
      prodNm: '피디에프 담요',
    });
    await t.database.db.update(company).set({ ciFileId: null }).where(eq(company.cmpyCd, ownCmpy));
    const res = await t.app.inject({
      method: 'POST',
      url: `${G}/catalogPdf.json`,
      payload: { prodSnList: [a.prodSn, b.prodSn] },
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, text } = await pdfText(res.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(text).toContain('피디에프 텀블러');
    expect(text).toContain('피디에프 담요');
    expect(text).toContain('선물 카탈로그');
  });

  it("prints the event company's CI; a client manager reaches only their event's products", async () => {
    const db = t.database.db;
    const client = (await createCompany(db, { cmpyNm: '씨아이상사' })).cmpyCd;
    const ci = await upload(t.app, `${G}/imageUpload.json`, png, adminToken, 'ci.png');
    const ciFileId = (ci.body.resultData as { fileId: string }).fileId;
    await db.update(company).set({ ciFileId }).where(eq(company.cmpyCd, client));
    const a = await createProduct(db, { vendorSn: ownVendor, categoryCd: leafCd, prodNm: '이벤트 텀블러' });
    const outside = await createProduct(db, {
      vendorSn: ownVendor,
      categoryCd: leafCd,
      prodNm: '이벤트 밖 상품',
    });
    const ev = await createEvent(db, {
      cmpyCd: client,
      products: [{ prodSn: a.prodSn, stockQty: 5 }],
      recipients: [],
    });
    const manager = await createUser(db, '25', { cmpyCd: client });
    const managerToken = await loginAs(t.app, manager.userId);
    const res = await post(
      t.app,
      `${G}/goodsDetailList.json`,
      { prodSnList: [a.prodSn], eventSn: ev.eventSn },
      managerToken,
    );
    expect(res.statusCode).toBe(200);
    expect((res.body.resultData as { ciFileInfo: unknown }).ciFileInfo).toEqual({
      fileId: ciFileId,
      cmpyCd: client,
      cmpyNm: '씨아이상사',
    });
    const notInEvent = await post(
      t.app,
      `${G}/goodsDetailList.json`,
      { prodSnList: [outside.prodSn], eventSn: ev.eventSn },
      managerToken,
    );
    expect(notInEvent.statusCode).toBe(403);
    const otherManager = await createUser(db, '25', { cmpyCd: ownCmpy });
    const otherToken = await loginAs(t.app, otherManager.userId);
    const foreign = await post(
      t.app,
      `${G}/goodsDetailList.json`,
      { prodSnList: [a.prodSn], eventSn: ev.eventSn },
      otherToken,
    );
    expect(foreign.statusCode).toBe(403);
    const pdf = await t.app.inject({
      method: 'POST',
      url: `${G}/catalogPdf.json`,
      payload: { prodSnList: [a.prodSn], eventSn: ev.eventSn },
      headers: { authorization: `Bearer ${managerToken}` },
    });
    expect(pdf.statusCode).toBe(200);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text.replace(/\s+/g, '')).toContain('씨아이상사');
    expect(text.replace(/\s+/g, '')).toContain('이벤트텀블러');
  });
});
