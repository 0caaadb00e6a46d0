import {
  GOODS_HISTORY_LABEL,
  GOODS_SIGN,
  type GoodsDetail,
  type GoodsHistory,
  goodsHistoryValue,
  isOptionTitleCd,
  PRODUCT_TRANSLATED_FIELDS,
  readTranslations,
} from '@pcs/domain';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { kst } from '../../lib/time';
import { assertGoodsInScope, goodsScope } from './goods-scope';
import { categoryFullNames, toGoodsRow } from './list-goods';
import * as repo from './repository';

/** POST /v1/ebmp/pcs/manage/goods/detail.json: a product with options, images, themes and its change history. */
export async function getGoods(deps: { db: Db }, user: AuthUser, prodSn: number): Promise<GoodsDetail> {
  const scope = await goodsScope(deps.db, user);
  const g = await repo.findGoods(deps.db, prodSn);
  assertGoodsInScope(scope, g);
  if (!g) throw new Error('unreachable');
  const names = await categoryFullNames(deps.db);
  const images = await repo.imagesOf(deps.db, prodSn);
  const options = await repo.optionsOf(deps.db, prodSn);
  const temps = await repo.templatesOf(deps.db, prodSn);
  const history = await repo.historyOf(deps.db, prodSn);
  const titles = options.filter((o) => isOptionTitleCd(o.optCd));
  return {
    ...toGoodsRow(g, names),
    mainImgYn: g.mainImg ? 'Y' : 'N',
    imageList: images,
    detailHtml: g.detailHtml,
    optionInfoList: titles.map((t) => ({
      optCd: t.optCd,
      optNm: t.optNm,
      optionDetailList: options
        .filter((o) => o.parentOptCd === t.optCd)
        .map((o) => ({
          optCd: o.optCd,
          optNm: o.optNm,
          addPrice: o.addPrice,
          addSupplyPrice: o.addSupplyPrice,
          stockQty: o.stockQty,
          soldOutYn: o.soldOutYn === 'Y' ? 'Y' : 'N',
        })),
    })),
    tempSnList: temps.map((t) => t.tempSn),
    tempNmList: temps.map((t) => t.tempNm),
    tags: g.tags,
    shipFee: g.shipFee,
    leadDays: g.leadDays,
    overseasYn: g.overseasYn === 'Y' ? 'Y' : 'N',
    packageYn: g.packageYn === 'Y' ? 'Y' : 'N',
    cardYn: g.cardYn === 'Y' ? 'Y' : 'N',
    rejectReason: g.signStatCd === GOODS_SIGN.rejected ? g.rejectReason : null,
    translations: readTranslations(PRODUCT_TRANSLATED_FIELDS, g.translations),
    historyList: history.map(
      (h): GoodsHistory => ({
        changeType: h.changeType,
        // An option value's row names the value: '옵션 재고 (색상: 블랙)'.
        changeTypeNm: `${GOODS_HISTORY_LABEL[h.changeType] ?? h.changeType}${h.subject ? ` (${h.subject})` : ''}`,
        fromValue: goodsHistoryValue(h.changeType, h.fromValue),
        toValue: goodsHistoryValue(h.changeType, h.toValue),
        reason: h.reason,
        changedByNm: h.changedByNm ?? '-',
        changedAt: kst(h.changedAt).format('YYYY-MM-DD HH:mm:ss'),
      }),
    ),
  };
}
