import { describe, expect, it } from 'vitest';
import { goodsImportRowSchema, goodsSaveRequestSchema } from './contracts/goods';
import {
  assignOptionCodes,
  type CategoryTreeNode,
  checkGoodsPrices,
  GOODS_ACTION,
  GOODS_MESSAGES,
  GOODS_STATE_MESSAGES,
  goodsDecisionText,
  goodsHistoryValue,
  goodsTransition,
  isOptionValueSoldOut,
  leafCategoryCodes,
  nextOptionStock,
  OPTION_STOCK_UNTRACKED,
  optionTitleCd,
  optionValueHolds,
} from './goods';
import { APPROVAL_MESSAGES } from './org-messages';

describe('goods state machine (code group 005)', () => {
  const { edit, submit, approve, reject } = GOODS_ACTION;
  it('moves draft -> review -> rejected (with reason) -> review -> approved', () => {
    expect(goodsTransition('01', submit, 'vendor')).toMatchObject({ ok: true, to: '02' });
    expect(goodsTransition('02', reject, 'operator', ' 원산지 누락 ')).toEqual({
      ok: true,
      from: '02',
      to: '04',
      reason: '원산지 누락',
    });
    expect(goodsTransition('04', submit, 'vendor')).toMatchObject({ ok: true, to: '02' });
    expect(goodsTransition('02', approve, 'operator')).toMatchObject({ ok: true, to: '03', reason: null });
  });

  it("sends an approved product the vendor edits back to review; an operator's edit keeps the state", () => {
    expect(goodsTransition('03', edit, 'vendor')).toMatchObject({ ok: true, to: '02' });
    expect(goodsTransition('03', edit, 'operator')).toMatchObject({ ok: true, to: '03' });
    expect(goodsTransition('04', edit, 'vendor')).toMatchObject({ ok: true, to: '04' });
    expect(goodsTransition('01', edit, 'vendor')).toMatchObject({ ok: true, to: '01' });
  });

  it('refuses what the roles may not do and states that do not allow it', () => {
    expect(goodsTransition('02', reject, 'operator', '  ')).toEqual({
      ok: false,
      message: APPROVAL_MESSAGES.reasonRequired,
    });
    expect(goodsTransition('02', reject, 'operator', 'x'.repeat(501))).toEqual({
      ok: false,
      message: APPROVAL_MESSAGES.reasonTooLong,
    });
    expect(goodsTransition('01', approve, 'operator')).toEqual({
      ok: false,
      message: GOODS_STATE_MESSAGES.notInReview,
    });
    expect(goodsTransition('03', approve, 'operator')).toEqual({
      ok: false,
      message: GOODS_STATE_MESSAGES.notInReview,
    });
    expect(goodsTransition('02', approve, 'vendor')).toEqual({
      ok: false,
      message: GOODS_STATE_MESSAGES.operatorOnly,
    });
    expect(goodsTransition('01', submit, 'operator')).toEqual({
      ok: false,
      message: GOODS_STATE_MESSAGES.vendorOnly,
    });
    expect(goodsTransition('02', submit, 'vendor')).toEqual({
      ok: false,
      message: GOODS_STATE_MESSAGES.notSubmittable,
    });
    expect(goodsTransition('03', submit, 'vendor')).toEqual({
      ok: false,
      message: GOODS_STATE_MESSAGES.notSubmittable,
    });
    expect(goodsTransition('05', edit, 'operator')).toEqual({
      ok: false,
      message: GOODS_STATE_MESSAGES.deleted,
    });
  });
});

describe('goods prices and options', () => {
  it('keeps sale <= consumer and supply <= sale, integer won', () => {
    expect(checkGoodsPrices({ consumerPrice: 10_000, price: 10_000, supplyPrice: 10_000 })).toBeNull();
    expect(checkGoodsPrices({ consumerPrice: 10_000, price: 10_001, supplyPrice: 1 })).toEqual({
      field: 'price',
      message: GOODS_MESSAGES.saleAboveConsumer,
    });
    expect(checkGoodsPrices({ consumerPrice: 10_000, price: 9_000, supplyPrice: 9_001 })).toEqual({
      field: 'supplyPrice',
      message: GOODS_MESSAGES.supplyAboveSale,
    });
    expect(checkGoodsPrices({ consumerPrice: 10.5, price: 1, supplyPrice: 1 })?.message).toBe(
      GOODS_MESSAGES.priceInvalid,
    );
  });

  it("codes a new product's options: titles by position, values after the highest number given (spec §3)", () => {
    expect(optionTitleCd(0)).toBe('01');
    const plan = assignOptionCodes([], 0, [
      { optNm: '색상', optionDetailList: [{ optNm: '블랙' }, { optNm: '화이트' }] },
      { optNm: '사이즈', optionDetailList: [{ optNm: 'L' }] },
    ]);
    expect(plan).toEqual({ titleCds: ['01', '02'], valueCds: [['0101', '0102'], ['0203']], lastOptNo: 3 });
  });

  const stored = [
    { optCd: '01', optNm: '색상', parentOptCd: null },
    { optCd: '0101', optNm: '블랙', parentOptCd: '01' },
    { optCd: '0102', optNm: '화이트', parentOptCd: '01' },
    { optCd: '0103', optNm: '레드', parentOptCd: '01' },
  ];

  it("keeps the codes a save sends back and never gives a removed value's code to another", () => {
    // 레드 (0103) removed, 블랙 moved after 화이트 and renamed, 그린 added: the newcomer is 0104, not 0103.
    const plan = assignOptionCodes(stored, 3, [
      {
        optCd: '01',
        optNm: '색상',
        optionDetailList: [
          { optCd: '0102', optNm: '화이트' },
          { optCd: '0101', optNm: '매트 블랙' },
          { optNm: '그린' },
        ],
      },
    ]);
    expect(plan).toEqual({ titleCds: ['01'], valueCds: [['0102', '0101', '0104']], lastOptNo: 4 });
  });

  it('keeps the code of a value sent without one by its name under the same title, after the codes sent back', () => {
    const plan = assignOptionCodes(stored, 3, [
      {
        optNm: '색상',
        optionDetailList: [{ optNm: '블랙' }, { optCd: '0101', optNm: '블랙 (신형)' }, { optNm: '레드' }],
      },
    ]);
    expect(plan).toEqual({ titleCds: ['01'], valueCds: [['0104', '0101', '0103']], lastOptNo: 4 });
  });

  it("gives a fresh code to a code sent twice, to another title's value and to a code the product does not have", () => {
    const existing = [
      { optCd: '01', optNm: '색상', parentOptCd: null },
      { optCd: '0101', optNm: '블랙', parentOptCd: '01' },
      { optCd: '02', optNm: '사이즈', parentOptCd: null },
      { optCd: '0202', optNm: 'L', parentOptCd: '02' },
    ];
    const plan = assignOptionCodes(existing, 2, [
      {
        optCd: '01',
        optNm: '색상',
        optionDetailList: [
          { optCd: '0101', optNm: '블랙' },
          { optCd: '0101', optNm: '네이비' },
          { optCd: '0202', optNm: 'L' },
        ],
      },
      { optCd: '01', optNm: '소재', optionDetailList: [{ optCd: '0999', optNm: '면' }] },
    ]);
    // The second title's '01' is taken: it gets the smallest code no title has now ('03', as '02' still exists).
    expect(plan).toEqual({
      titleCds: ['01', '03'],
      valueCds: [['0101', '0103', '0104'], ['0305']],
      lastOptNo: 5,
    });
  });

  it('sells an option value while it is not marked sold out and its tracked stock covers the quantity', () => {
    expect(isOptionValueSoldOut({ soldOutYn: 'N', stockQty: null })).toBe(false);
    expect(isOptionValueSoldOut({ soldOutYn: 'N', stockQty: 0 })).toBe(true);
    expect(isOptionValueSoldOut({ soldOutYn: 'Y', stockQty: 5 })).toBe(true);
    expect(isOptionValueSoldOut({ soldOutYn: 'N', stockQty: 1 })).toBe(false);
    expect(optionValueHolds({ soldOutYn: 'N', stockQty: 3 }, 3)).toBe(true);
    expect(optionValueHolds({ soldOutYn: 'N', stockQty: 3 }, 4)).toBe(false);
    expect(optionValueHolds({ soldOutYn: 'N', stockQty: null }, 1_000)).toBe(true);
    expect(optionValueHolds({ soldOutYn: 'Y', stockQty: null }, 1)).toBe(false);
  });

  it('changes a tracked value by what was changed on the screen, keeping what applies took since it loaded', () => {
    // Loaded at 10, 3 taken since (7 now): typing 12 adds 2 -> 9; leaving 10 as it was changes nothing.
    expect(nextOptionStock(7, 12, 10)).toBe(9);
    expect(nextOptionStock(7, 10, 10)).toBe(7);
    expect(nextOptionStock(1, 0, 5)).toBe(0);
    // Starting or stopping the count, or no base sent: what was typed.
    expect(nextOptionStock(null, 5, null)).toBe(5);
    expect(nextOptionStock(7, null, 10)).toBeNull();
    expect(nextOptionStock(7, 4, undefined)).toBe(4);
  });

  it('refuses an option without values, duplicate values and more than 10 extra images', () => {
    const base = {
      prodNm: '상품',
      categoryCd: '070101',
      consumerPrice: 100,
      price: 100,
      supplyPrice: 50,
      stockQty: 1,
      shipFee: 0,
      leadDays: 1,
    };
    expect(goodsSaveRequestSchema.safeParse(base).success).toBe(true);
    const noValues = goodsSaveRequestSchema.safeParse({
      ...base,
      optionInfoList: [{ optNm: '색상', optionDetailList: [] }],
    });
    expect(noValues.error?.issues[0]?.message).toBe(GOODS_MESSAGES.optionValueRequired);
    const dup = goodsSaveRequestSchema.safeParse({
      ...base,
      optionInfoList: [
        {
          optNm: '색상',
          optionDetailList: [
            { optNm: '블랙', addPrice: 0, stockQty: 1 },
            { optNm: '블랙', addPrice: 0, stockQty: 1 },
          ],
        },
      ],
    });
    expect(dup.error?.issues[0]?.message).toBe(GOODS_MESSAGES.optionDuplicate);
    const images = goodsSaveRequestSchema.safeParse({
      ...base,
      imageList: Array.from({ length: 11 }, (_, i) => String(i + 1)),
    });
    expect(images.error?.issues[0]?.message).toBe(GOODS_MESSAGES.tooManyImages);
  });

  it("takes an option value's supply extra as whole won >= 0, above its addPrice too, absent when not sent", () => {
    const withExtra = (addSupplyPrice: unknown, addPrice = 1000) =>
      goodsSaveRequestSchema.safeParse({
        prodNm: '상품',
        categoryCd: '070101',
        consumerPrice: 100,
        price: 100,
        supplyPrice: 50,
        stockQty: 1,
        shipFee: 0,
        leadDays: 1,
        optionInfoList: [
          { optNm: '색상', optionDetailList: [{ optNm: '블랙', addPrice, addSupplyPrice, stockQty: null }] },
        ],
      });
    const value = (r: ReturnType<typeof withExtra>) => r.data?.optionInfoList[0]?.optionDetailList[0];
    expect(value(withExtra(1500, 0))?.addSupplyPrice).toBe(1500);
    expect(value(withExtra(0))?.addSupplyPrice).toBe(0);
    expect(value(withExtra(undefined))?.addSupplyPrice).toBeUndefined();
    for (const bad of [-1, 1.5, 'abc'])
      expect(withExtra(bad).error?.issues[0]?.message).toBe(
        '공급가 추가금은 0원 이상의 정수로 입력해주세요.',
      );
  });

  it('checks only the shape of a category code (2, 4 or 6 digits), the same for the screen and the import', () => {
    const base = {
      prodNm: '상품',
      consumerPrice: 100,
      price: 100,
      supplyPrice: 50,
      stockQty: 1,
      shipFee: 0,
      leadDays: 1,
    };
    for (const categoryCd of ['07', '0104', '070101'])
      expect(goodsSaveRequestSchema.safeParse({ ...base, categoryCd }).success).toBe(true);
    for (const categoryCd of ['', '7', '010', '0701011', 'ab01'])
      expect(goodsSaveRequestSchema.safeParse({ ...base, categoryCd }).error?.issues[0]?.message).toBe(
        GOODS_MESSAGES.categoryRequired,
      );
    const cells = (categoryCd: string | null) => ({
      rowKey: 'A',
      prodNm: '상품',
      brandNm: null,
      categoryCd,
      consumerPrice: '100',
      price: '100',
      supplyPrice: '50',
      stockQty: '1',
      shipFee: null,
      leadDays: null,
      optTitle: null,
      optValue: null,
      optAddPrice: null,
      optAddSupplyPrice: null,
      optStockQty: null,
      useYn: null,
    });
    expect(goodsImportRowSchema.safeParse(cells('0104')).success).toBe(true);
    expect(goodsImportRowSchema.parse(cells('0104')).optAddSupplyPrice).toBe(0);
    expect(
      goodsImportRowSchema.parse({ ...cells('0104'), optAddSupplyPrice: '1,500' }).optAddSupplyPrice,
    ).toBe(1500);
    expect(
      goodsImportRowSchema.safeParse({ ...cells('0104'), optAddSupplyPrice: '-500' }).error?.issues[0]
        ?.message,
    ).toBe('공급가 추가금은 0원 이상의 정수로 입력해주세요.');
    expect(goodsImportRowSchema.safeParse(cells('070101')).success).toBe(true);
    expect(goodsImportRowSchema.safeParse(cells('7')).success).toBe(false);
  });
});

describe('goods categories', () => {
  const node = (categoryCd: string, items: CategoryTreeNode[] = []): CategoryTreeNode => ({
    categoryCd,
    items,
  });
  const tree = [
    node('01', [node('0101'), node('0104')]),
    node('07', [node('0701', [node('070101'), node('070102')]), node('0703')]),
    node('14'),
  ];

  it('a leaf is a node without sub-categories at whatever depth, in tree order', () => {
    expect(leafCategoryCodes(tree)).toEqual(['0101', '0104', '070101', '070102', '0703', '14']);
    expect(leafCategoryCodes([])).toEqual([]);
  });
});

describe('goods history and decision notices', () => {
  it('shows states by name, money in won, stock in 개 and sold-out in words', () => {
    expect(goodsHistoryValue('CREATE', '02')).toBe('등록신청');
    expect(goodsHistoryValue('SIGN', '04')).toBe('반려');
    expect(goodsHistoryValue('SUPPLY_PRICE', '28000')).toBe('28,000원');
    expect(goodsHistoryValue('OPTION_SUPPLY_PRICE', '1500')).toBe('1,500원');
    expect(goodsHistoryValue('PRICE', '0')).toBe('0원');
    expect(goodsHistoryValue('CONSUMER_PRICE', '1234567')).toBe('1,234,567원');
    expect(goodsHistoryValue('STOCK', '1200')).toBe('1,200개');
    expect(goodsHistoryValue('SOLD_OUT', 'N')).toBe('판매중');
    expect(goodsHistoryValue('SOLD_OUT', 'Y')).toBe('품절');
    expect(goodsHistoryValue('OPTION_STOCK', '45')).toBe('45개');
    expect(goodsHistoryValue('OPTION_STOCK', OPTION_STOCK_UNTRACKED)).toBe('관리 안 함');
    expect(goodsHistoryValue('PRICE', null)).toBeNull();
    expect(goodsHistoryValue('OTHER', 'x')).toBe('x');
  });

  it('tells the vendor the product and, for a rejection, the reason', () => {
    expect(goodsDecisionText('텀블러', false, '원산지를 적어주세요.')).toBe(
      "[PCS] 상품 '텀블러' 등록이 반려되었습니다. 사유: 원산지를 적어주세요.",
    );
    expect(goodsDecisionText('텀블러', true, null)).toBe("[PCS] 상품 '텀블러' 등록이 승인되었습니다.");
  });
});
