import { AUTH_CD, GOODS_IMPORT_COLUMNS, type GoodsDetail } from '@pcs/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../src/db/demo-data/index';
import { category, estimate, estimateItem, product, productOption, vendor } from '../src/db/schema/index';
import { TEST_ADDRESS } from './helpers/apply-gift';
import { createCompany, createEvent, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp, upload } from './helpers/test-app';
import { xlsxOf } from './helpers/xlsx';

/**
 * Decision 037: an option value's supply extra (product_option.add_supply_price, 공급가 추가금) is saved and read back
 * with the goods form and the Excel import, its changes are in the product history like the supply price's, and an
 * applied gift's line carries the product's supply price plus the chosen values' extras, and the product's shipping
 * fee, fixed when the line is made.
 */

const G = '/v1/ebmp/pcs/manage/goods';
const t = setupTestApp();
let leafCd: string;
let vendorSn: number;
let vendorCmpy: string;
let adminToken: string;
let vendorToken: string;

const goodsForm = (overrides: Record<string, unknown> = {}) => ({
  prodNm: '공급가 추가금 텀블러',
  categoryCd: leafCd,
  vendorSn,
  consumerPrice: 40_000,
  price: 35_000,
  supplyPrice: 20_000,
  stockQty: 100,
  shipFee: 3_000,
  leadDays: 3,
  optionInfoList: [
    {
      optNm: '색상',
      optionDetailList: [
        // The extra may be above the value's sale extra (a dearer colour the platform sells at no surcharge).
        { optNm: '블랙', addPrice: 0, addSupplyPrice: 1_500, stockQty: null },
        { optNm: '화이트', addPrice: 1_000, addSupplyPrice: 0, stockQty: null },
      ],
    },
    {
      optNm: '사이즈',
      optionDetailList: [{ optNm: 'L', addPrice: 2_000, addSupplyPrice: 700, stockQty: null }],
    },
  ],
  ...overrides,
});

type Value = GoodsDetail['optionInfoList'][number]['optionDetailList'][number];
const detailOf = async (prodSn: number, token = adminToken) => {
  const res = await post(t.app, `${G}/detail.json`, { prodSn }, token);
  expect(res.statusCode, res.body.resultStatus.messageText).toBe(200);
  return res.body.resultData as GoodsDetail;
};
/** 'title: value' -> the value as the detail shows it. */
const valuesOf = (d: GoodsDetail): Record<string, Value> =>
  Object.fromEntries(
    d.optionInfoList.flatMap((t) => t.optionDetailList.map((v) => [`${t.optNm}: ${v.optNm}`, v] as const)),
  );
/** What the detail sends back as the form's options (codes kept), with `change` applied to each value. */
const formOptions = (
  d: GoodsDetail,
  change: (key: string, v: Value) => Record<string, unknown> = () => ({}),
) =>
  d.optionInfoList.map((t) => ({
    optCd: t.optCd,
    optNm: t.optNm,
    optionDetailList: t.optionDetailList.map((v) => ({
      optCd: v.optCd,
      optNm: v.optNm,
      addPrice: v.addPrice,
      addSupplyPrice: v.addSupplyPrice,
      stockQty: v.stockQty,
      baseStockQty: v.stockQty,
      ...change(`${t.optNm}: ${v.optNm}`, v),
    })),
  }));
const supplyHistory = (d: GoodsDetail) =>
  d.historyList
    .filter((h) => h.changeType === 'OPTION_SUPPLY_PRICE')
    .map((h) => [h.changeTypeNm, h.fromValue, h.toValue]);

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
  vendorCmpy = (await createCompany(db, { cmpyTypeCd: '03' })).cmpyCd;
  vendorSn = (await db.insert(vendor).values({ cmpyCd: vendorCmpy, vendorNm: '추가금상회' }).returning())[0]!
    .vendorSn;
  const admin = await createUser(db, AUTH_CD.operatorAdmin);
  adminToken = await loginAs(t.app, admin.userId);
  const v = await createUser(db, AUTH_CD.vendor, { cmpyCd: vendorCmpy, vendorSn });
  vendorToken = await loginAs(t.app, v.userId);
});

describe('option supply extras (공급가 추가금)', () => {
  let prodSn: number;

  it("saves each value's extra and reads it back, with a history row for every value given one", async () => {
    const res = await post(t.app, `${G}/save.json`, goodsForm(), adminToken);
    expect(res.statusCode, res.body.resultStatus.messageText).toBe(200);
    prodSn = (res.body.resultData as { prodSn: number }).prodSn;
    const d = await detailOf(prodSn);
    const values = valuesOf(d);
    expect(values['색상: 블랙']).toMatchObject({ addPrice: 0, addSupplyPrice: 1_500 });
    expect(values['색상: 화이트']).toMatchObject({ addPrice: 1_000, addSupplyPrice: 0 });
    expect(values['사이즈: L']).toMatchObject({ addPrice: 2_000, addSupplyPrice: 700 });
    expect(supplyHistory(d).sort()).toEqual([
      ['옵션 공급가 추가금 (사이즈: L)', null, '700원'],
      ['옵션 공급가 추가금 (색상: 블랙)', null, '1,500원'],
    ]);
  });

  it('records a change of an extra, keeps an extra not sent, and leaves the others alone', async () => {
    const before = await detailOf(prodSn);
    const res = await post(
      t.app,
      `${G}/save.json`,
      goodsForm({
        prodSn,
        optionInfoList: formOptions(before, (key) =>
          key === '색상: 블랙'
            ? { addSupplyPrice: 2_000 }
            : key === '사이즈: L'
              ? { addSupplyPrice: undefined }
              : {},
        ),
      }),
      adminToken,
    );
    expect(res.statusCode, res.body.resultStatus.messageText).toBe(200);
    const d = await detailOf(prodSn);
    expect(valuesOf(d)['색상: 블랙']?.addSupplyPrice).toBe(2_000);
    expect(valuesOf(d)['사이즈: L']?.addSupplyPrice).toBe(700);
    expect(valuesOf(d)['색상: 화이트']?.addSupplyPrice).toBe(0);
    expect(supplyHistory(d).filter(([, from]) => from !== null)).toEqual([
      ['옵션 공급가 추가금 (색상: 블랙)', '1,500원', '2,000원'],
    ]);
  });

  it('refuses an extra that is not whole won >= 0 with its message, changing nothing', async () => {
    const before = await detailOf(prodSn);
    for (const bad of [-1, 1.5, 'abc']) {
      const res = await post(
        t.app,
        `${G}/save.json`,
        goodsForm({
          prodSn,
          optionInfoList: formOptions(before, (key) =>
            key === '색상: 화이트' ? { addSupplyPrice: bad } : {},
          ),
        }),
        adminToken,
      );
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.body.resultStatus.messageText).toBe('공급가 추가금은 0원 이상의 정수로 입력해주세요.');
    }
    expect(valuesOf(await detailOf(prodSn))['색상: 화이트']?.addSupplyPrice).toBe(0);
  });

  it("is on the vendor's form too", async () => {
    const res = await post(
      t.app,
      `${G}/save.json`,
      goodsForm({ prodNm: '공급사가 등록한 상품', vendorSn: undefined, submitYn: 'Y' }),
      vendorToken,
    );
    expect(res.statusCode, res.body.resultStatus.messageText).toBe(200);
    const d = await detailOf((res.body.resultData as { prodSn: number }).prodSn, vendorToken);
    expect(valuesOf(d)['색상: 블랙']?.addSupplyPrice).toBe(1_500);
  });

  it('comes from the Excel import column 옵션공급가추가금, empty being 0', async () => {
    type Key = (typeof GOODS_IMPORT_COLUMNS)[number]['key'];
    const row = (cells: Partial<Record<Key, string>>) => {
      const base: Partial<Record<Key, string>> = {
        rowKey: 'X1',
        prodNm: '엑셀 추가금 머그',
        categoryCd: leafCd,
        consumerPrice: '30000',
        price: '25000',
        supplyPrice: '20000',
        stockQty: '10',
        optTitle: '색상',
        useYn: 'Y',
        ...cells,
      };
      return GOODS_IMPORT_COLUMNS.map((c) => base[c.key] ?? '');
    };
    const headers = GOODS_IMPORT_COLUMNS.map((c) => c.header);
    expect(headers).toContain('옵션공급가추가금');
    const file = await xlsxOf([
      headers,
      row({ optValue: '블랙', optAddSupplyPrice: '1,200' }),
      row({ optValue: '화이트' }),
    ]);
    const res = await upload(t.app, `${G}/excelUpload.json`, file, vendorToken);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const [imported] = (res.body.resultData as { prodSnList: number[] }).prodSnList;
    const values = valuesOf(await detailOf(imported!, vendorToken));
    expect(values['색상: 블랙']?.addSupplyPrice).toBe(1_200);
    expect(values['색상: 화이트']?.addSupplyPrice).toBe(0);

    const bad = await upload(
      t.app,
      `${G}/excelUpload.json`,
      await xlsxOf([headers, row({ optValue: '블랙', optAddSupplyPrice: '-5' })]),
      vendorToken,
    );
    expect(bad.statusCode).toBe(400);
    expect((bad.body.resultData as { errors: unknown[] }).errors).toEqual([
      { row: 2, column: '옵션공급가추가금', message: '공급가 추가금은 0원 이상의 정수로 입력해주세요.' },
    ]);
  });

  it("fixes an applied gift's line cost: supply price + the chosen values' extras, and the product's ship fee", async () => {
    const db = t.database.db;
    const d = await detailOf(prodSn);
    const values = valuesOf(d);
    const client = await createCompany(db);
    const employee = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: client.cmpyCd });
    const ev = await createEvent(db, {
      cmpyCd: client.cmpyCd,
      products: [{ prodSn, stockQty: 10 }],
      recipients: [employee.unqUserId],
      selectCnt: 2,
      selectType: '02',
      overrides: { overPayYn: 'Y' },
    });
    const token = await loginAs(t.app, employee.userId);
    const selected = await post(
      t.app,
      '/v1/ebmp/pcs/gift/select.json',
      {
        eventSn: ev.eventSn,
        prodSn,
        quantity: 2,
        optCdList: [values['색상: 블랙']!.optCd, values['사이즈: L']!.optCd],
      },
      token,
    );
    expect(selected.statusCode, selected.body.resultStatus.messageText).toBe(200);
    const { ordSn } = selected.body.resultData as { ordSn: number };
    const applied = await post(
      t.app,
      '/v1/ebmp/pcs/gift/apply.json',
      { ordSn, receiverNm: '홍수령', ...TEST_ADDRESS },
      token,
    );
    expect(applied.statusCode, applied.body.resultStatus.messageText).toBe(200);

    // A later change of the prices must not rewrite the line (decision 037: fixed when made).
    await db.update(productOption).set({ addSupplyPrice: 9_999 }).where(eq(productOption.prodSn, prodSn));
    const lines = await db
      .select({
        optCds: estimateItem.optCds,
        quantity: estimateItem.quantity,
        unitPrice: estimateItem.unitPrice,
        supplyPrice: estimateItem.supplyPrice,
        shipFee: estimateItem.shipFee,
      })
      .from(estimateItem)
      .innerJoin(estimate, eq(estimate.estiSn, estimateItem.estiSn))
      .where(eq(estimate.ordSn, ordSn));
    expect(lines).toEqual([
      {
        optCds: `${values['색상: 블랙']!.optCd},${values['사이즈: L']!.optCd}`,
        quantity: 2,
        // 35,000 + 0 (블랙) + 2,000 (L)
        unitPrice: 37_000,
        // 20,000 + 2,000 (블랙, as edited) + 700 (L)
        supplyPrice: 22_700,
        shipFee: 3_000,
      },
    ]);
  });

  it('gives lines sold without a supply price the one saved later, so the vendor month can be confirmed', async () => {
    const db = t.database.db;
    const created = await post(
      t.app,
      `${G}/save.json`,
      goodsForm({ prodNm: '공급가 나중 입력 컵', supplyPrice: null, optionInfoList: [] }),
      adminToken,
    );
    expect(created.statusCode, created.body.resultStatus.messageText).toBe(200);
    const late = (created.body.resultData as { prodSn: number }).prodSn;
    // The form always sends a number; a product without one is older data (seeded or from before the form checked).
    await db.update(product).set({ supplyPrice: null }).where(eq(product.prodSn, late));
    const client = await createCompany(db);
    const employee = await createUser(db, AUTH_CD.clientEmployee, { cmpyCd: client.cmpyCd });
    const ev = await createEvent(db, {
      cmpyCd: client.cmpyCd,
      products: [{ prodSn: late, stockQty: 5 }],
      recipients: [employee.unqUserId],
    });
    const token = await loginAs(t.app, employee.userId);
    const selected = await post(
      t.app,
      '/v1/ebmp/pcs/gift/select.json',
      { eventSn: ev.eventSn, prodSn: late, quantity: 1, optCdList: [] },
      token,
    );
    expect(selected.statusCode, selected.body.resultStatus.messageText).toBe(200);
    const { ordSn } = selected.body.resultData as { ordSn: number };
    const applied = await post(
      t.app,
      '/v1/ebmp/pcs/gift/apply.json',
      { ordSn, receiverNm: '홍수령', ...TEST_ADDRESS },
      token,
    );
    expect(applied.statusCode, applied.body.resultStatus.messageText).toBe(200);
    const lineOf = async () =>
      (
        await db
          .select({ supplyPrice: estimateItem.supplyPrice })
          .from(estimateItem)
          .innerJoin(estimate, eq(estimate.estiSn, estimateItem.estiSn))
          .where(eq(estimate.ordSn, ordSn))
      )[0]?.supplyPrice;
    expect(await lineOf()).toBeNull();

    const d = await detailOf(late);
    const saved = await post(
      t.app,
      `${G}/save.json`,
      goodsForm({ prodSn: late, prodNm: d.prodNm, supplyPrice: 18_000, optionInfoList: [] }),
      adminToken,
    );
    expect(saved.statusCode, saved.body.resultStatus.messageText).toBe(200);
    expect(await lineOf()).toBe(18_000);
  });
});
