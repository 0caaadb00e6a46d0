import {
  CARRIERS,
  DEFAULT_LANGUAGE,
  DEFAULT_PRODUCT_IMAGE_ID,
  fileUrl,
  type GiftExtrasOffer,
  type GiftOrder,
  type Language,
  NOT_FOUND_TEXT,
  ORDER_STATUS,
  orderBudgetPart,
  orderStatusName,
  orderTotal,
  recipientLineStateNm,
} from '@pcs/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { ymdHmsKst } from '../../lib/time';
import { estimateLines, extrasOfferOfDraft, productSummary, userOrders } from './repository';

type Deps = { db: Db };
/**
 * The page's language: product names and the card text as the recipient reads them (decision 055, Content); `names`
 * for the order and delivery states, which the back office's people read in Korean whatever their device chose.
 */
type Read = { language?: Language; names?: Language };

/** POST /v1/ebmp/pcs/gift/orderHistory.json: the caller's own applied (and cancelled) orders, newest first. */
export async function orderHistory(
  deps: Deps,
  unqUserId: string,
  eventSn?: number,
  { language = DEFAULT_LANGUAGE, names = DEFAULT_LANGUAGE }: Read = {},
): Promise<GiftOrder[]> {
  const rows = await userOrders(deps.db, unqUserId, {
    ...(eventSn === undefined ? {} : { eventSn }),
    statuses: [ORDER_STATUS.applied, ORDER_STATUS.cancelled],
  });
  return toGiftOrders(deps, rows, language, names);
}

/** POST /v1/ebmp/pcs/gift/orderDetail.json: one of the caller's own orders; anyone else's is "not found". */
export async function orderDetail(
  deps: Deps,
  unqUserId: string,
  ordSn: number,
  { language = DEFAULT_LANGUAGE, names = DEFAULT_LANGUAGE }: Read = {},
): Promise<GiftOrder> {
  const rows = await userOrders(deps.db, unqUserId, {
    ordSn,
    statuses: [ORDER_STATUS.draft, ORDER_STATUS.applied, ORDER_STATUS.cancelled],
  });
  const [order] = await toGiftOrders(deps, rows, language, names);
  if (!order) throw notFound(NOT_FOUND_TEXT.order);
  return order;
}

/** What a draft's event offers as extras, for the apply page; null when it offers none (decision 028). */
async function extrasOfferOf(
  deps: Deps,
  ordSn: number,
  unqUserId: string,
  language: Language,
): Promise<GiftExtrasOffer | null> {
  const o = await extrasOfferOfDraft(deps.db, ordSn, unqUserId, language);
  if (!o || (o.packageYn !== 'Y' && o.cardYn !== 'Y')) return null;
  return {
    packageYn: o.packageYn === 'Y' ? 'Y' : 'N',
    packagePrice: o.packagePrice,
    cardYn: o.cardYn === 'Y' ? 'Y' : 'N',
    cardPrice: o.cardPrice,
    cardNm: o.cardNm,
    cardImg: o.cardFileId ? fileUrl(o.cardFileId) : null,
    defaultMsg: o.defaultMsg ?? '',
  };
}

async function toGiftOrders(
  deps: Deps,
  rows: Awaited<ReturnType<typeof userOrders>>,
  language: Language,
  names: Language,
): Promise<GiftOrder[]> {
  const lines = await estimateLines(
    deps.db,
    rows.flatMap((r) => (r.estiSn === null ? [] : [r.estiSn])),
    language,
  );
  const result: GiftOrder[] = [];
  for (const { order, eventNm, selectType, estiSn } of rows) {
    let items: GiftOrder['items'] = lines
      .filter((l) => l.estiSn === estiSn)
      .map((l) => ({
        estiItemSn: l.estiItemSn,
        prodSn: l.prodSn,
        prodNm: l.prodNm,
        brandNm: l.brandNm,
        mainImg: l.mainImg ?? DEFAULT_PRODUCT_IMAGE_ID,
        optNm: l.optNm,
        quantity: l.quantity,
        deliStatCd: l.deliStatCd,
        deliStatNm: recipientLineStateNm(
          l.deliStatCd,
          l.lastRefundGbn && l.lastRefundStatCd
            ? { refundGbn: l.lastRefundGbn, refundStatCd: l.lastRefundStatCd }
            : null,
          names,
        ),
        carrierNm: l.carrierCd ? (CARRIERS[l.carrierCd] ?? null) : null,
        invoiceNo: l.invoiceNo,
      }));
    if (estiSn === null) {
      // A draft has no estimate yet: show the chosen product as its single line.
      const prod = await productSummary(deps.db, order.prodSn, language);
      items = prod
        ? [
            {
              estiItemSn: 0,
              prodSn: prod.prodSn,
              prodNm: prod.prodNm,
              brandNm: prod.brandNm,
              mainImg: prod.mainImg ?? DEFAULT_PRODUCT_IMAGE_ID,
              optNm: order.optNm,
              quantity: order.quantity,
              deliStatCd: '',
              deliStatNm: '',
              carrierNm: null,
              invoiceNo: null,
            },
          ]
        : [];
    }
    result.push({
      ordSn: order.ordSn,
      estiSn,
      eventSn: order.eventSn,
      eventNm,
      ordStatCd: order.ordStatCd,
      ordStatNm: orderStatusName(order.ordStatCd, names),
      selectType,
      orderDt: ymdHmsKst(order.appliedAt ?? order.createdAt),
      receiverNm: order.receiverNm,
      receiverTelNo: order.receiverTelNo,
      zipCd: order.zipCd,
      addr: order.addr,
      addrDtl: order.addrDtl,
      deliveryMemo: order.deliveryMemo,
      addrNeededYn: order.addrNeededYn === 'Y' ? 'Y' : 'N',
      totalPrice: orderTotal(order),
      payAmt: order.payAmt,
      budgetAmt: orderBudgetPart(order),
      packageYn: order.packageYn === 'Y' ? 'Y' : 'N',
      cardYn: order.cardYn === 'Y' ? 'Y' : 'N',
      cardMsg: order.cardMsg ?? '',
      extrasAmt: order.extrasAmt,
      extrasOffer: estiSn === null ? await extrasOfferOf(deps, order.ordSn, order.unqUserId, language) : null,
      items,
    });
  }
  return result;
}
