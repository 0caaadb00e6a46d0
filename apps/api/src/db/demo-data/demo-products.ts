import type { product, productImage, productOption, templateProduct } from '../schema/index';
import {
  CATALOG,
  COLORS,
  EDITIONS,
  type ItemTemplate,
  type OptionKind,
  SHOE_SIZES,
  SIZES,
  THEME_CATEGORIES,
  VENDORS,
} from './demo-catalog';
import type { Random } from './seeded-random';
import { IMAGE_VARIANTS, productImageSvg } from './svg-art';

export type ProductRow = typeof product.$inferInsert & { prodSn: number; price: number; categoryCd: string };
type ImageRow = typeof productImage.$inferInsert;
type OptionRow = typeof productOption.$inferInsert;
type TemplateProductRow = typeof templateProduct.$inferInsert;

export type OptionTitle = {
  optCd: string;
  optNm: string;
  values: { optCd: string; optNm: string; soldOutYn: 'Y' | 'N'; stockQty: number | null }[];
};

export type DemoImage = { fileId: string; svg: string };

export type Catalog = {
  images: DemoImage[];
  products: ProductRow[];
  productImages: ImageRow[];
  options: OptionRow[];
  templateProducts: TemplateProductRow[];
  /** Approved, in use and not in the hidden category: what events may offer. */
  giftable: ProductRow[];
  optionsOf: (prodSn: number) => OptionTitle[];
  /** The one product whose detail HTML carries a script and an event handler, to show the sanitizer at work. */
  unsafeHtmlProdSn: number;
};

const DAY_MS = 86_400_000;
/** The catalogue's first vendor (VND001), whose login is demo-vendor. */
export const DEMO_VENDOR_SN = 1;
const VISIBLE_CATEGORIES = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;
const HIDDEN_CATEGORY = '13';

/** File ids of the generated pictures: '2026110100' + category + variant, 15 digits like the spec's default id. */
export const imageFileId = (categoryCd: string, variant: number): string =>
  `2026110100${categoryCd}${String(variant).padStart(3, '0')}`;

/** Prices below 100,000 won end in 900 (29,900); above, in whole thousands (129,000). */
function priceOf(random: Random, item: ItemTemplate): number {
  if (item.max === undefined) return item.min;
  const raw = item.min + random.next() * (item.max - item.min);
  if (raw < 99_500) return Math.max(item.min, Math.round(raw / 1000) * 1000 - 100);
  return Math.min(item.max, Math.round(raw / 1000) * 1000);
}

function optionTitles(random: Random, kind: OptionKind): { optNm: string; values: string[] }[] {
  const colors = () => random.sample(COLORS, random.int(2, 4));
  switch (kind) {
    case 'color':
      return [{ optNm: '색상', values: colors() }];
    case 'size':
      return [{ optNm: '사이즈', values: [...SIZES] }];
    case 'shoeSize':
      return [{ optNm: '사이즈', values: [...SHOE_SIZES] }];
    case 'colorSize':
      return [
        { optNm: '색상', values: colors() },
        { optNm: '사이즈', values: [...SIZES] },
      ];
  }
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function detailHtml(p: {
  prodNm: string;
  brandNm: string;
  pitch: string;
  contents: string;
  mainImg: string | null;
  options: OptionTitle[];
  unsafe: boolean;
}): string {
  const name = escapeHtml(p.prodNm);
  const brand = escapeHtml(p.brandNm);
  const optionRow =
    p.options.length > 0
      ? `<tr><th>옵션</th><td>${p.options.map((t) => `${t.optNm}: ${t.values.map((v) => v.optNm).join(', ')}`).join(' / ')}</td></tr>`
      : '';
  return [
    '<div class="prod-detail">',
    `<h3>${brand} ${name}</h3>`,
    `<p>${brand}에서 엄선한 <strong>${name}</strong>입니다. ${escapeHtml(p.pitch)}</p>`,
    p.mainImg ? `<p><img src="/files/${p.mainImg}" alt="${name}" width="600" height="600"></p>` : '',
    '<p>소중한 분께 마음을 전하기 좋은 선물로, 정성스럽게 포장해 보내드립니다. 받는 분의 주소로 바로 배송됩니다.</p>',
    p.unsafe ? '<script>alert(1)</script><img src="/files/0" onerror="alert(document.cookie)">' : '',
    '<table class="spec"><tbody>',
    `<tr><th>브랜드</th><td>${brand}</td></tr>`,
    `<tr><th>구성</th><td>${escapeHtml(p.contents)}</td></tr>`,
    optionRow,
    '<tr><th>배송</th><td>주문 후 2~4일 이내 출고 (주말·공휴일 제외)</td></tr>',
    '<tr><th>교환·반품</th><td>수령 후 7일 이내 신청 (단순 변심 시 왕복 배송비 부담)</td></tr>',
    '</tbody></table>',
    '</div>',
  ].join('');
}

/** Products shared out over categories 01-12 (a few in hidden 13), with pictures, options and theme curation. */
export function buildCatalog(random: Random, now: Date, productCount: number): Catalog {
  const images: DemoImage[] = [];
  for (const cd of [...VISIBLE_CATEGORIES, HIDDEN_CATEGORY]) {
    const variants = cd === HIDDEN_CATEGORY ? 2 : IMAGE_VARIANTS;
    for (let v = 0; v < variants; v++)
      images.push({ fileId: imageFileId(cd, v), svg: productImageSvg(cd, v) });
  }

  const hiddenCount = Math.min(productCount, productCount >= 100 ? 3 : 1);
  const combos = new Map<string, { brand: string; item: ItemTemplate }[]>();
  const used = new Map<string, number>();
  const itemUses = new Map<ItemTemplate, number>();
  const nextCombo = (cd: string) => {
    const catalog = CATALOG[cd]!;
    let list = combos.get(cd);
    if (!list) {
      list = random.shuffle(
        catalog.items.flatMap((item) => catalog.brands.map((brand) => ({ brand, item }))),
      );
      combos.set(cd, list);
    }
    const k = used.get(cd) ?? 0;
    used.set(cd, k + 1);
    const combo = list[k % list.length]!;
    // Vouchers carry their issuer in the name; other items get an edition once the same item comes back.
    if (cd === '12') return { ...combo, prodNm: `${combo.brand} ${combo.item.nm}` };
    const uses = itemUses.get(combo.item) ?? 0;
    itemUses.set(combo.item, uses + 1);
    return { ...combo, prodNm: `${combo.item.nm}${EDITIONS[uses % EDITIONS.length]}` };
  };

  const products: ProductRow[] = [];
  const productImages: ImageRow[] = [];
  const options: OptionRow[] = [];
  const optionMap = new Map<number, OptionTitle[]>();
  let unsafeHtmlProdSn = 0;
  let optioned = 0;

  for (let i = 0; i < productCount; i++) {
    const prodSn = i + 1;
    const hidden = i >= productCount - hiddenCount;
    const level1 = hidden ? HIDDEN_CATEGORY : VISIBLE_CATEGORIES[i % VISIBLE_CATEGORIES.length]!;
    const { brand, item, prodNm } = nextCombo(level1);
    const catalog = CATALOG[level1]!;
    const vendorSn = VENDORS.findIndex((v) => (v.categories as readonly string[]).includes(level1)) + 1;
    const price = priceOf(random, item);

    // The last (hidden) product has no picture at all, so the default image shows up somewhere.
    const noPicture = hidden && i === productCount - 1;
    const variantCount = level1 === HIDDEN_CATEGORY ? 2 : IMAGE_VARIANTS;
    const first = random.int(0, variantCount - 1);
    const pictureVariants = noPicture
      ? []
      : [first, (first + 1) % variantCount, (first + 3) % variantCount].slice(0, random.int(1, 3));
    const uniqueVariants = [...new Set(pictureVariants)];
    const mainImg = uniqueVariants.length > 0 ? imageFileId(level1, uniqueVariants[0]!) : null;
    uniqueVariants.forEach((v, seq) => {
      productImages.push({ prodSn, fileId: imageFileId(level1, v), seqNo: seq + 1 });
    });

    const titles: OptionTitle[] = [];
    if (item.opt) {
      optioned += 1;
      let seqNo = 0;
      optionTitles(random, item.opt).forEach((title, t) => {
        const titleCd = String(t + 1).padStart(2, '0');
        seqNo += 1;
        options.push({ prodSn, optCd: titleCd, optNm: title.optNm, parentOptCd: null, seqNo });
        const values = title.values.map((optNm, v) => ({
          optCd: `${titleCd}${String(v + 1).padStart(2, '0')}`,
          optNm,
          soldOutYn: 'N' as 'Y' | 'N',
          // Decision 029: most values keep a count across events; every fourth optioned product keeps none.
          stockQty: optioned % 4 === 0 ? null : (50 as number | null),
          addPrice: 0,
        }));
        // About one optioned product in seven has its last value marked sold out, another in seven its last value
        // counted down to 0 (never the only one): both show as 품절.
        const lastValue = values[values.length - 1];
        if (t === 0 && optioned % 7 === 3 && values.length >= 2 && lastValue) lastValue.soldOutYn = 'Y';
        if (t === 0 && optioned % 7 === 5 && values.length >= 2 && lastValue) lastValue.stockQty = 0;
        for (const value of values) {
          seqNo += 1;
          options.push({ prodSn, ...value, parentOptCd: titleCd, seqNo });
        }
        titles.push({ optCd: titleCd, optNm: title.optNm, values });
      });
      optionMap.set(prodSn, titles);
    }

    // Codes are given by position per title here (as the migration found them); new ones continue after the highest.
    const lastOptNo = Math.max(0, ...titles.map((tt) => tt.values.length));
    const unsafe = unsafeHtmlProdSn === 0 && level1 === '07';
    if (unsafe) unsafeHtmlProdSn = prodSn;
    const createdAt = new Date(now.getTime() - Math.floor(random.next() * 200 * DAY_MS));
    products.push({
      prodSn,
      prodNm,
      brandNm: brand,
      vendorSn,
      categoryCd: item.cd,
      price,
      supplyPrice: Math.round((price * random.int(68, 82)) / 1000) * 10,
      // A list price 0-20% above the sale price, rounded to 100 won; stock for the goods screens.
      consumerPrice: Math.ceil((price * random.int(100, 120)) / 10_000) * 100,
      stockQty: random.int(20, 500),
      lastOptNo,
      leadDays: random.int(1, 7),
      shipFee: random.next() < 0.8 ? 0 : 3000,
      packageYn: random.next() < 0.5 ? 'Y' : 'N',
      cardYn: random.next() < 0.5 ? 'Y' : 'N',
      mainImg,
      detailHtml: detailHtml({
        prodNm,
        brandNm: brand,
        pitch: catalog.pitch,
        contents: item.contents,
        mainImg,
        options: titles,
        unsafe,
      }),
      signStatCd: '03',
      useYn: 'Y',
      createdAt,
      updatedAt: createdAt,
    });
  }

  // The demo vendor's goods list shows every registration state: a few of its products are not approved.
  const vendorProducts = products
    .filter((p) => p.vendorSn === DEMO_VENDOR_SN && p.prodSn !== unsafeHtmlProdSn)
    .reverse();
  const pendingStates = ['02', '01', '04', '02', '05'] as const;
  const pendingCount = Math.min(vendorProducts.length - 1, Math.max(2, Math.round(productCount * 0.03)));
  vendorProducts.slice(0, Math.max(0, pendingCount)).forEach((p, i) => {
    const state = pendingStates[i % pendingStates.length]!;
    p.signStatCd = state;
    if (state === '04') p.rejectReason = '상세 설명에 제품 규격과 원산지를 추가해주세요.';
    if (state === '05') p.useYn = 'N';
  });

  const giftable = products.filter(
    (p) => p.signStatCd === '03' && p.useYn === 'Y' && !p.categoryCd.startsWith(HIDDEN_CATEGORY),
  );

  const templateProducts: TemplateProductRow[] = [];
  for (let tempSn = 1; tempSn <= 12; tempSn++) {
    const favoured = THEME_CATEGORIES[tempSn] ?? [];
    const isFavoured = (p: ProductRow) => favoured.some((cd) => p.categoryCd.startsWith(cd));
    const count = Math.min(giftable.length, random.int(12, 30));
    const preferred = random.shuffle(giftable.filter(isFavoured)).slice(0, Math.ceil(count * 0.7));
    const others = random.shuffle(giftable.filter((p) => !preferred.includes(p)));
    [...preferred, ...others].slice(0, count).forEach((p, i) => {
      templateProducts.push({ tempSn, prodSn: p.prodSn, seqNo: i + 1 });
    });
  }

  return {
    images,
    products,
    productImages,
    options,
    templateProducts,
    giftable,
    optionsOf: (prodSn) => optionMap.get(prodSn) ?? [],
    unsafeHtmlProdSn,
  };
}

/**
 * Decision 029: the demo's applied orders took their tracked option values' stock as an apply does (recorded on the
 * order for a cancel to give back); cancelled ones gave it back. Changes `options` and `orders` in place.
 */
export function takeDemoOptionStock(
  options: OptionRow[],
  orders: { ordStatCd?: string; prodSn: number; optCds?: string; optStockCds?: string; quantity: number }[],
): void {
  const byKey = new Map(options.map((o) => [`${o.prodSn}:${o.optCd}`, o]));
  for (const order of orders) {
    if (order.ordStatCd !== '01' || !order.optCds) continue;
    const taken: string[] = [];
    for (const optCd of order.optCds.split(',')) {
      const row = byKey.get(`${order.prodSn}:${optCd}`);
      if (row?.stockQty === null || row?.stockQty === undefined) continue;
      row.stockQty = Math.max(0, row.stockQty - order.quantity);
      taken.push(optCd);
    }
    order.optStockCds = taken.sort().join(',');
  }
}
