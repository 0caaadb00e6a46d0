import {
  EXCEL_MESSAGES,
  GOODS_IMPORT_COLUMNS,
  GOODS_IMPORT_SHEET,
  GOODS_MESSAGES,
  GOODS_SIGN,
  type GoodsImportRow,
  type GoodsSave,
  goodsImportRowSchema,
  leafCategoryCodes,
} from '@pcs/domain';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, forbidden } from '../../http/errors';
import { headerOf, ImportErrors, parseXlsxImport, validRows } from '../../lib/excel/import-xlsx';
import { buildImportTemplate } from '../../lib/excel/template-xlsx';
import { categoryTree } from '../codes';
import { goodsScope } from './goods-scope';
import * as repo from './repository';
import { historyRows, leafCategories, planOptions } from './save-goods';

const header = (key: keyof GoodsImportRow) => headerOf(GOODS_IMPORT_COLUMNS, key);

/** POST /v1/ebmp/pcs/manage/goods/excelTemplate.json: the goods import template with the category codes listed. */
export async function goodsTemplate(deps: { db: Db }, user: AuthUser): Promise<Buffer> {
  await goodsScope(deps.db, user);
  const leaves = leafCategoryCodes(await categoryTree(deps.db));
  return buildImportTemplate(GOODS_IMPORT_SHEET, GOODS_IMPORT_COLUMNS, { category: leaves, yn: ['Y', 'N'] });
}

/**
 * POST (multipart) /v1/ebmp/pcs/manage/goods/excelUpload.json[?vendorSn=]: goods with options from the template,
 * through the shared import pipeline (lib/excel): one row per option value, rows with the same 상품구분키 are one
 * product. Every row is checked (formats, prices, category codes, option pairs); one error and nothing is written,
 * otherwise every product goes in one transaction. A vendor's upload creates drafts (01) of its own goods only; an
 * operator names the vendor and the goods are approved (03).
 */
export async function importGoods(
  deps: { db: Db; now: () => Date },
  user: AuthUser,
  query: { vendorSn?: number | undefined },
  bytes: Buffer,
): Promise<{ importedCount: number; prodSnList: number[] }> {
  const scope = await goodsScope(deps.db, user);
  if (scope.kind === 'vendor' && query.vendorSn !== undefined && query.vendorSn !== scope.vendorSn)
    throw forbidden();
  const vendorSn = scope.kind === 'vendor' ? scope.vendorSn : (query.vendorSn ?? null);
  if (vendorSn === null || !(await repo.vendorExists(deps.db, vendorSn)))
    throw badRequest(GOODS_MESSAGES.vendorRequired);
  const errors = new ImportErrors();
  const rows = await parseXlsxImport(
    bytes,
    { columns: GOODS_IMPORT_COLUMNS, rowSchema: goodsImportRowSchema },
    errors,
  );
  const fresh = validRows(rows);
  const leaves = await leafCategories(deps.db);
  const groups = new Map<string, { row: number; value: GoodsImportRow }[]>();
  for (const r of fresh) {
    if (!leaves.has(r.value.categoryCd)) errors.add(r.row, header('categoryCd'), EXCEL_MESSAGES.unknownCode);
    const key = r.value.rowKey ?? '';
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  // A product's rows must agree on the product; options come one value per row.
  const products: { row: number; save: GoodsSave }[] = [];
  for (const list of groups.values()) {
    const first = list[0]!;
    const seen = new Set<string>();
    const titles = new Map<string, GoodsSave['optionInfoList'][number]>();
    for (const r of list) {
      if (r.value.prodNm !== first.value.prodNm)
        errors.add(r.row, header('prodNm'), GOODS_MESSAGES.importNameMismatch);
      if (!r.value.optTitle || !r.value.optValue) continue;
      const pair = `${r.value.optTitle}\u0000${r.value.optValue}`;
      if (seen.has(pair)) errors.add(r.row, header('optValue'), GOODS_MESSAGES.optionDuplicate);
      seen.add(pair);
      const title = titles.get(r.value.optTitle) ?? { optNm: r.value.optTitle, optionDetailList: [] };
      title.optionDetailList.push({
        optNm: r.value.optValue,
        addPrice: r.value.optAddPrice,
        addSupplyPrice: r.value.optAddSupplyPrice,
        stockQty: r.value.optStockQty,
        soldOutYn: 'N',
      });
      titles.set(r.value.optTitle, title);
    }
    const v = first.value;
    products.push({
      row: first.row,
      save: {
        prodNm: v.prodNm ?? '',
        brandNm: v.brandNm,
        categoryCd: v.categoryCd,
        vendorSn,
        tempSnList: [],
        consumerPrice: v.consumerPrice,
        price: v.price,
        supplyPrice: v.supplyPrice,
        stockQty: v.stockQty,
        soldOutYn: 'N',
        shipFee: v.shipFee,
        leadDays: v.leadDays,
        overseasYn: 'N',
        packageYn: 'N',
        cardYn: 'N',
        tags: [],
        useYn: v.useYn,
        mainImg: null,
        imageList: [],
        detailHtml: '',
        optionInfoList: [...titles.values()],
        submitYn: 'N',
      },
    });
  }
  errors.throwIfAny();
  const signStatCd = scope.kind === 'vendor' ? GOODS_SIGN.draft : GOODS_SIGN.approved;
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const prodSnList: number[] = [];
    for (const { save } of products) {
      const values = {
        prodNm: save.prodNm,
        brandNm: save.brandNm ?? null,
        vendorSn,
        categoryCd: save.categoryCd,
        price: save.price,
        consumerPrice: save.consumerPrice,
        supplyPrice: save.supplyPrice,
        stockQty: save.stockQty,
        soldOutYn: save.soldOutYn,
        shipFee: save.shipFee,
        leadDays: save.leadDays,
        useYn: save.useYn,
        signStatCd,
        regUnqUserId: user.unqUserId,
        createdAt: now,
        updatedAt: now,
      };
      const prodSn = await repo.insertGoods(tx, values);
      const options = planOptions(prodSn, save.optionInfoList, [], 0, user.unqUserId, now);
      await repo.updateGoods(tx, prodSn, signStatCd, { lastOptNo: options.lastOptNo });
      await repo.syncOptions(tx, prodSn, [], options.rows);
      await repo.insertHistory(tx, [
        ...historyRows(prodSn, null, values, user.unqUserId, now),
        ...options.history,
      ]);
      prodSnList.push(prodSn);
    }
    return { importedCount: prodSnList.length, prodSnList };
  });
}
