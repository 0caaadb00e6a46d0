import {
  CARRIERS,
  canRequestReturn,
  DEFAULT_LANGUAGE,
  DEFAULT_PRODUCT_IMAGE_ID,
  hasCompletedReturn,
  isDeliveryState,
  type Language,
  type MyDeliveryDetail,
  nextDeliveryState,
  OPEN_RETURN_STATES,
  orderGoodsAmt,
  RETURN_RULE_DEFAULT,
  recipientErrorText,
  recipientLineStateNm,
  refundGbnName,
  returnStateName,
  trackingUrl,
} from '@pcs/domain';
import type { AuthUser } from '../../http/auth-guard';
import { ymdHmsKst } from '../../lib/time';
import type { DeliveryDeps } from './delivery-deps';
import { toHistory } from './line-row';
import { ownLines } from './own-lines';
import * as repo from './repository';

/**
 * POST delivery/myDetail.json: the order, each line's state, tracking link, history and return requests. States,
 * kinds and the reason a return is not possible come in the recipient's language (decision 055).
 */
export async function getMyOrder(
  deps: DeliveryDeps,
  user: AuthUser,
  estiSn: number,
  language: Language = DEFAULT_LANGUAGE,
): Promise<MyDeliveryDetail> {
  const lines = await ownLines(deps.db, user, estiSn);
  const first = lines[0]!;
  const itemSns = lines.map((l) => l.estiItemSn);
  const [history, refunds, paidAmount, payMethod] = await Promise.all([
    repo.lineHistory(deps.db, itemSns),
    repo.returnsOfLines(deps.db, itemSns),
    repo.paidAmountOf(deps.db, first.ordSn),
    repo.payMethodOf(deps.db, first.ordSn),
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
        lineTotal: orderGoodsAmt(l),
        mainImg: l.mainImg ?? DEFAULT_PRODUCT_IMAGE_ID,
        deliStatCd: l.deliStatCd,
        deliStatNm: recipientLineStateNm(l.deliStatCd, own.at(-1), language),
        carrierNm: l.carrierCd ? (CARRIERS[l.carrierCd] ?? null) : null,
        invoiceNo: l.invoiceNo,
        trackingUrl: trackingUrl(l.carrierCd, l.invoiceNo),
        canReturn: check.ok,
        returnRefusal: check.ok ? null : recipientErrorText(check.message, language),
        refunds: own.map((f) => ({
          refundSn: f.refundSn,
          refundGbn: f.refundGbn,
          refundGbnNm: refundGbnName(f.refundGbn, language),
          refundStatCd: f.refundStatCd,
          refundStatNm: returnStateName(f.refundStatCd, language),
        })),
        history: toHistory(
          history.filter((h) => h.estiItemSn === l.estiItemSn),
          language,
        ),
      };
    }),
  };
}
