import { randomInt } from 'node:crypto';
import {
  CARRIERS,
  canRequestReturn,
  DEFAULT_PRODUCT_IMAGE_ID,
  DELIVERY_ACTION,
  DELIVERY_STATE_LABEL,
  DELIVERY_STATE_ORDER,
  fileUrl,
  hasCompletedReturn,
  isDeliveryState,
  isReturnState,
  type MyDeliveryDetail,
  type MyReturnDetail,
  type myAddressRequestSchema,
  type myCardMemoRequestSchema,
  type myListRequestSchema,
  type myReturnListRequestSchema,
  NOT_FOUND_TEXT,
  nextDeliveryState,
  OPEN_RETURN_STATES,
  REFUND_GBN_LABEL,
  RETURN_FEE_PAYER_LABEL,
  RETURN_PHOTO_MAX_BYTES,
  RETURN_REASONS,
  RETURN_RULE_DEFAULT,
  RETURN_STATE_LABEL,
  type RefundGbn,
  type ReturnFeePayer,
  recipientLineStateNm,
  trackingUrl,
} from '@pcs/domain';
import { and, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { estimate, estimateItem, giftOrder, payment, product, refund } from '../../db/schema/index';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, conflict, notFound } from '../../http/errors';
import { sniffImage } from '../../lib/image-kind';
import { kstRange, listPage } from '../../lib/list-page';
import { ymdHmsKst } from '../../lib/time';
import { reencodeImage } from '../account/update-profile-image';
import { insertFile } from '../files/repository';
import * as repo from './flow-repository';
import { applyLineChange, type FlowDeps, toHistory } from './lines';
import { type PaymentRefundPort, paidAmountOf, type RecordedRefund } from './payment-refund-port';
import { photoIds, returnFeeOf } from './returns';

const returnStateName = (cd: string) => (isReturnState(cd) ? RETURN_STATE_LABEL[cd] : cd);
const gbnName = (gbn: string) => REFUND_GBN_LABEL[gbn as RefundGbn] ?? gbn;

/**
 * The recipient's own orders (one row per order, its first line's product and the least advanced state), newest
 * first, with counts per state. Everything here is scoped to the caller's unqUserId: another recipient's order is
 * "not found".
 */
export async function myList(deps: FlowDeps, user: AuthUser, input: z.infer<typeof myListRequestSchema>) {
  const range = kstRange(input.inputDtStart, input.inputDtEnd);
  const base = and(
    eq(giftOrder.unqUserId, user.unqUserId),
    range.from ? gte(estimate.createdAt, range.from) : undefined,
    range.to ? lt(estimate.createdAt, range.to) : undefined,
    input.prodNm ? sql`${product.prodNm} ilike ${`%${input.prodNm.replace(/[\\%_]/g, '\\$&')}%`}` : undefined,
  );
  const where = and(base, input.stateCd ? eq(estimateItem.deliStatCd, input.stateCd) : undefined);
  const from = () =>
    deps.db
      .select({
        estiSn: estimate.estiSn,
        ordSn: giftOrder.ordSn,
        eventSn: estimate.eventSn,
        createdAt: estimate.createdAt,
        estiItemSn: estimateItem.estiItemSn,
        prodNm: product.prodNm,
        mainImg: product.mainImg,
        optNm: estimateItem.optNm,
        quantity: estimateItem.quantity,
        deliStatCd: estimateItem.deliStatCd,
        addrNeededYn: giftOrder.addrNeededYn,
      })
      .from(estimateItem)
      .innerJoin(estimate, eq(estimate.estiSn, estimateItem.estiSn))
      .innerJoin(giftOrder, eq(giftOrder.ordSn, estimate.ordSn))
      .innerJoin(product, eq(product.prodSn, estimateItem.prodSn));
  const page = await listPage(
    input,
    () =>
      deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(estimateItem)
        .innerJoin(estimate, eq(estimate.estiSn, estimateItem.estiSn))
        .innerJoin(giftOrder, eq(giftOrder.ordSn, estimate.ordSn))
        .innerJoin(product, eq(product.prodSn, estimateItem.prodSn))
        .where(where)
        .then((r) => r[0]?.n ?? 0),
    (offset, limit) =>
      from()
        .where(where)
        .orderBy(desc(estimate.createdAt), desc(estimateItem.estiItemSn))
        .limit(limit)
        .offset(offset),
  );
  const counts = await deps.db
    .select({ stateCd: estimateItem.deliStatCd, n: sql<number>`count(*)::int` })
    .from(estimateItem)
    .innerJoin(estimate, eq(estimate.estiSn, estimateItem.estiSn))
    .innerJoin(giftOrder, eq(giftOrder.ordSn, estimate.ordSn))
    .innerJoin(product, eq(product.prodSn, estimateItem.prodSn))
    .where(base)
    .groupBy(estimateItem.deliStatCd);
  const itemSns = page.list.map((r) => r.estiItemSn);
  const refunds = await repo.returnsOfLines(deps.db, itemSns);
  const events = await eventNames(
    deps,
    page.list.map((r) => r.eventSn),
  );
  return {
    ...page,
    list: page.list.map((r) => {
      const last = refunds.filter((f) => f.estiItemSn === r.estiItemSn).at(-1);
      return {
        estiSn: r.estiSn,
        estiItemSn: r.estiItemSn,
        ordSn: r.ordSn,
        eventSn: r.eventSn,
        eventNm: events.get(r.eventSn) ?? '',
        orderDt: ymdHmsKst(r.createdAt),
        prodNm: r.prodNm,
        optNm: r.optNm,
        quantity: r.quantity,
        mainImg: r.mainImg ?? DEFAULT_PRODUCT_IMAGE_ID,
        deliStatCd: r.deliStatCd,
        deliStatNm: recipientLineStateNm(r.deliStatCd, last),
        returnStatNm: last ? `${gbnName(last.refundGbn)} ${returnStateName(last.refundStatCd)}` : null,
        addrNeeded: r.addrNeededYn === 'Y' && r.deliStatCd !== '09',
      };
    }),
    counts: DELIVERY_STATE_ORDER.map((s) => ({
      stateCd: s,
      stateNm: DELIVERY_STATE_LABEL[s],
      count: counts.find((c) => c.stateCd === s)?.n ?? 0,
    })),
  };
}

async function eventNames(deps: FlowDeps, eventSns: number[]) {
  const map = new Map<number, string>();
  for (const sn of new Set(eventSns)) {
    const ev = await repo.findEvent(deps.db, sn);
    if (ev) map.set(sn, ev.eventNm);
  }
  return map;
}

async function ownLines(deps: Pick<FlowDeps, 'db'>, user: AuthUser, estiSn: number) {
  const lines = await repo.linesOfEstimate(deps.db, estiSn);
  if (lines.length === 0 || lines[0]?.unqUserId !== user.unqUserId) throw notFound(NOT_FOUND_TEXT.order);
  return lines;
}

/** POST delivery/myDetail.json: the order, each line's state, tracking link, history and return requests. */
export async function myDetail(deps: FlowDeps, user: AuthUser, estiSn: number): Promise<MyDeliveryDetail> {
  const lines = await ownLines(deps, user, estiSn);
  const first = lines[0]!;
  const itemSns = lines.map((l) => l.estiItemSn);
  const [history, refunds, paidAmount, payMethod] = await Promise.all([
    repo.lineHistory(deps.db, itemSns),
    repo.returnsOfLines(deps.db, itemSns),
    paidAmountOf(deps.db as never, first.ordSn),
    deps.db
      .select({ payMethod: payment.payMethod })
      .from(payment)
      .where(and(eq(payment.ordSn, first.ordSn), isNull(payment.refundSn)))
      .then((r) => r[0]?.payMethod ?? 'NONE'),
  ]);
  const now = deps.now();
  return {
    estiSn,
    ordSn: first.ordSn,
    eventSn: first.eventSn,
    eventNm: first.eventNm,
    orderDt: ymdHmsKst(first.createdAt),
    receiverNm: first.receiverNm ?? '',
    receiverTelNo: first.receiverTelNo ?? '',
    zipCd: first.zipCd ?? '',
    addr: first.addr ?? '',
    addrDtl: first.addrDtl ?? '',
    deliveryMemo: first.deliveryMemo ?? '',
    cardMsg: first.cardMsg ?? '',
    packageYn: first.packageYn === 'Y' ? 'Y' : 'N',
    cardYn: first.cardYn === 'Y' ? 'Y' : 'N',
    extrasAmt: first.extrasAmt,
    paidAmount,
    payMethod,
    canChange: lines.every(
      (l) =>
        isDeliveryState(l.deliStatCd) && nextDeliveryState(l.deliStatCd, 'changeAddress', 'recipient').ok,
    ),
    addrNeeded: first.addrNeededYn === 'Y',
    returnDays: first.returnDays ?? RETURN_RULE_DEFAULT.returnDays,
    // The event's return-shipping rule, so the request form can say what a return would cost before it is sent.
    returnFeePayerCd: first.returnFeePayerCd ?? null,
    returnShipFee: first.returnShipFee ?? null,
    lines: lines.map((l) => {
      const own = refunds.filter((f) => f.estiItemSn === l.estiItemSn);
      const check = canRequestReturn({
        deliveryState: isDeliveryState(l.deliStatCd) ? l.deliStatCd : '01',
        deliveredAt: l.deliveredAt,
        now,
        returnDays: l.returnDays ?? RETURN_RULE_DEFAULT.returnDays,
        hasOpenReturn: own.some((f) => (OPEN_RETURN_STATES as readonly string[]).includes(f.refundStatCd)),
        returned: hasCompletedReturn(own),
      });
      return {
        estiItemSn: l.estiItemSn,
        prodNm: l.prodNm,
        optNm: l.optNm,
        quantity: l.quantity,
        lineTotal: l.unitPrice * l.quantity,
        mainImg: l.mainImg ?? DEFAULT_PRODUCT_IMAGE_ID,
        deliStatCd: l.deliStatCd,
        deliStatNm: recipientLineStateNm(l.deliStatCd, own.at(-1)),
        carrierNm: l.carrierCd ? (CARRIERS[l.carrierCd] ?? null) : null,
        invoiceNo: l.invoiceNo,
        trackingUrl: trackingUrl(l.carrierCd, l.invoiceNo),
        canReturn: check.ok,
        returnRefusal: check.ok ? null : check.message,
        refunds: own.map((f) => ({
          refundSn: f.refundSn,
          refundGbn: f.refundGbn,
          refundGbnNm: gbnName(f.refundGbn),
          refundStatCd: f.refundStatCd,
          refundStatNm: returnStateName(f.refundStatCd),
        })),
        history: toHistory(history.filter((h) => h.estiItemSn === l.estiItemSn)),
      };
    }),
  };
}

/**
 * POST delivery/myAddress.json: the recipient changes where the gift goes, only while no line is released. Every
 * line is checked and marked in one transaction with a conditional update, so a release racing the change wins or
 * loses as a whole.
 */
export async function changeMyAddress(
  deps: FlowDeps,
  user: AuthUser,
  input: z.infer<typeof myAddressRequestSchema>,
) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const lines = await ownLines({ db: tx as never }, user, input.estiSn);
    for (const l of lines) {
      if (l.deliStatCd === '09') continue;
      await applyLineChange(tx, now, user, 'recipient', l, {
        action: DELIVERY_ACTION.changeAddress,
        memo: '배송지 변경',
      });
    }
    await repo.updateOrderAddress(tx, lines[0]!.ordSn, {
      receiverNm: input.receiverNm,
      receiverTelNo: input.receiverTelNo,
      zipCd: input.zipCd,
      addr: input.addr,
      addrDtl: input.addrDtl,
      deliveryMemo: input.deliveryMemo ?? null,
      // A default gift applied at close without an address (issue 14) is complete once one is given.
      addrNeededYn: 'N',
    });
    return { estiSn: input.estiSn };
  });
}

/** POST delivery/myCardMemo.json: the message-card text, editable until release. */
export async function saveMyCardMemo(
  deps: FlowDeps,
  user: AuthUser,
  input: z.infer<typeof myCardMemoRequestSchema>,
) {
  return deps.db.transaction(async (tx) => {
    const lines = await ownLines({ db: tx as never }, user, input.estiSn);
    for (const l of lines) {
      if (!isDeliveryState(l.deliStatCd)) continue;
      const check = nextDeliveryState(l.deliStatCd, 'changeAddress', 'recipient');
      if (!check.ok) throw conflict(undefined, '출고 후에는 메시지 카드를 변경할 수 없습니다.');
    }
    await repo.updateOrderAddress(tx, lines[0]!.ordSn, { cardMsg: input.cardMsg });
    return { estiSn: input.estiSn };
  });
}

/**
 * POST delivery/myCancel.json (and an operator's cancel): every line of the order goes to 09 before release, the
 * stock and the recipient's count come back, and the paid part is refunded through the payment port: recorded in
 * the cancel's transaction, made after it committed (the stock row is never held while the provider answers), or
 * left to the payment job when no answer comes (paymentPending).
 */
export async function cancelMyOrder(
  deps: FlowDeps & { paymentRefund: PaymentRefundPort },
  user: AuthUser,
  estiSn: number,
  reason: string | null,
) {
  const now = deps.now();
  const recorded = await deps.db.transaction(async (tx) => {
    const lines = await ownLines({ db: tx as never }, user, estiSn);
    for (const l of lines)
      await applyLineChange(tx, now, user, 'recipient', l, {
        action: DELIVERY_ACTION.cancel,
        memo: reason ? `주문취소: ${reason}`.slice(0, 200) : '주문취소',
      });
    return recordCancelRefund(tx, deps.paymentRefund, lines[0]!.ordSn, user.unqUserId);
  });
  return deps.paymentRefund.completeRefund(recorded);
}

/**
 * Inside a cancel's transaction: gives the order's stock and count back and records the refund of its card part
 * (once per order). The caller completes the refund after its commit.
 */
export async function recordCancelRefund(
  tx: Parameters<PaymentRefundPort['recordRefund']>[0],
  port: PaymentRefundPort,
  ordSn: number,
  requestedBy: string,
): Promise<RecordedRefund> {
  await repo.releaseOrderHold(tx, ordSn);
  const paid = await paidAmountOf(tx, ordSn);
  if (paid === 0) return { kind: 'none', refusal: null };
  return port.recordRefund(tx, {
    ordSn,
    amount: paid,
    reason: '주문취소',
    refundKey: `cancel:${ordSn}`,
    requestedBy,
  });
}

export const PHOTO_TEXT = {
  required: '사진 파일을 선택해주세요.',
  type: '사진은 JPG, PNG, GIF, WEBP 파일만 첨부할 수 있습니다.',
  size: '사진은 5MB 이하만 첨부할 수 있습니다.',
} as const;

/** POST (multipart, part "file") delivery/myReturnPhoto.json: a photo checked by its bytes, re-encoded, private. */
export async function uploadReturnPhoto(
  deps: Pick<AppDeps, 'db' | 'now' | 'storage'>,
  user: AuthUser,
  file: { bytes: Buffer; truncated: boolean },
) {
  if (file.truncated || file.bytes.length > RETURN_PHOTO_MAX_BYTES) throw badRequest(PHOTO_TEXT.size);
  const sniffed = file.bytes.length > 0 ? sniffImage(file.bytes) : null;
  const image = sniffed ? await reencodeImage(file.bytes, sniffed) : null;
  if (!image) throw badRequest(PHOTO_TEXT.type);
  const now = deps.now();
  const fileId = `${now.getTime()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
  const storageKey = `return/${fileId}.${image.kind.ext}`;
  await deps.storage.put(storageKey, image.bytes);
  await insertFile(deps.db, {
    fileId,
    originalName: `return.${image.kind.ext}`,
    contentType: image.kind.type,
    byteSize: image.bytes.length,
    storageKey,
    ownerUnqUserId: user.unqUserId,
  });
  return { fileId, url: fileUrl(fileId) };
}

/** POST delivery/myReturnList.json: the recipient's own return and exchange requests. */
export async function myReturnList(
  deps: FlowDeps,
  user: AuthUser,
  input: z.infer<typeof myReturnListRequestSchema>,
) {
  const range = kstRange(input.inputDtStart, input.inputDtEnd);
  const where = and(
    eq(giftOrder.unqUserId, user.unqUserId),
    range.from ? gte(refund.createdAt, range.from) : undefined,
    range.to ? lt(refund.createdAt, range.to) : undefined,
    input.stateCd ? eq(refund.refundStatCd, input.stateCd) : undefined,
  );
  const base = () =>
    deps.db
      .select({
        refundSn: refund.refundSn,
        estiSn: refund.estiSn,
        estiItemSn: refund.estiItemSn,
        prodNm: product.prodNm,
        optNm: estimateItem.optNm,
        mainImg: product.mainImg,
        refundGbn: refund.refundGbn,
        refundStatCd: refund.refundStatCd,
        reasonCd: refund.reasonCd,
        createdAt: refund.createdAt,
      })
      .from(refund)
      .innerJoin(estimateItem, eq(estimateItem.estiItemSn, refund.estiItemSn))
      .innerJoin(estimate, eq(estimate.estiSn, estimateItem.estiSn))
      .innerJoin(giftOrder, eq(giftOrder.ordSn, estimate.ordSn))
      .innerJoin(product, eq(product.prodSn, estimateItem.prodSn));
  const page = await listPage(
    input,
    () =>
      base()
        .where(where)
        .then((r) => r.length),
    (offset, limit) => base().where(where).orderBy(desc(refund.refundSn)).limit(limit).offset(offset),
  );
  return {
    ...page,
    list: page.list.map((r) => ({
      refundSn: r.refundSn,
      estiSn: r.estiSn,
      estiItemSn: r.estiItemSn,
      prodNm: r.prodNm,
      optNm: r.optNm,
      mainImg: r.mainImg ?? DEFAULT_PRODUCT_IMAGE_ID,
      refundGbn: r.refundGbn,
      refundGbnNm: gbnName(r.refundGbn),
      refundStatCd: r.refundStatCd,
      refundStatNm: returnStateName(r.refundStatCd),
      reasonNm: RETURN_REASONS[r.reasonCd ?? ''] ?? '',
      requestDt: ymdHmsKst(r.createdAt),
    })),
  };
}

/** POST delivery/myReturnDetail.json: one of the caller's own requests (the three ids must agree). */
export async function myReturnDetail(
  deps: FlowDeps,
  user: AuthUser,
  key: { estiSn: number; estiItemSn: number; refundSn: number },
): Promise<MyReturnDetail> {
  const r = await repo.findReturn(deps.db, key.refundSn);
  if (!r || r.unqUserId !== user.unqUserId || r.estiSn !== key.estiSn || r.estiItemSn !== key.estiItemSn)
    throw notFound(NOT_FOUND_TEXT.order);
  const history = await repo.lineHistory(deps.db, [r.estiItemSn]);
  const ids = photoIds(r.photoFileIds);
  return {
    refundSn: r.refundSn,
    estiSn: r.estiSn,
    estiItemSn: r.estiItemSn,
    prodNm: r.prodNm,
    optNm: r.optNm,
    mainImg: r.mainImg ?? DEFAULT_PRODUCT_IMAGE_ID,
    refundGbn: r.refundGbn,
    refundGbnNm: gbnName(r.refundGbn),
    refundStatCd: r.refundStatCd,
    refundStatNm: returnStateName(r.refundStatCd),
    reasonCd: r.reasonCd ?? '',
    reasonNm: RETURN_REASONS[r.reasonCd ?? ''] ?? '',
    requestDt: ymdHmsKst(r.requestedAt),
    reason: r.reason ?? '',
    photoFileIds: ids,
    photoUrls: ids.map(fileUrl),
    feePayerNm: RETURN_FEE_PAYER_LABEL[(r.feePayerCd ?? 'R') as ReturnFeePayer] ?? '',
    shipFee: r.shipFee,
    ...(await returnFeeOf(deps, r)),
    rejectReason: r.rejectReason,
    refundAmount: r.refundAmount,
    history: toHistory(history.filter((h) => h.refundSn === r.refundSn)),
  };
}
