import {
  allowedEventEdits,
  channelChainOf,
  DEFAULT_EVENT_TAX_PURPOSE,
  DEFAULT_PRODUCT_IMAGE_ID,
  EVENT_TRANSLATED_FIELDS,
  type EventDetail,
  isTaxPurpose,
  NOTICE_KINDS,
  type NoticeKind,
  RECIPIENT_STATE,
  readTranslations,
} from '@pcs/domain';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { closeSummaryOf } from './close-event';
import { loadEvent } from './event-access';
import { statusAt, statusLabel } from './event-status';
import { eventProducts, recipientStateCounts } from './repository';

type Deps = { db: Db; now: () => Date };

/**
 * POST /v1/ebmp/pcs/eventManage/detail.json (/event/detail/{cmpyCd}/{eventSn} and the edit form): settings, the
 * products with the stock left and the quantity chosen, and the recipients counted by state.
 */
export async function getEvent(deps: Deps, user: AuthUser, eventSn: number): Promise<EventDetail> {
  const { event: e, cmpyNm, tempNm, cardNm } = await loadEvent(deps.db, user, eventSn);
  const status = statusAt(e, deps.now());
  const products = await eventProducts(deps.db, eventSn);
  const counts = await recipientStateCounts(deps.db, eventSn);
  const stateCounts: Record<string, number> = Object.fromEntries(
    Object.values(RECIPIENT_STATE).map((code) => [code, 0]),
  );
  for (const c of counts) stateCounts[c.stateCd] = c.n;
  return {
    eventSn: e.eventSn,
    cmpyCd: e.cmpyCd,
    cmpyNm,
    eventNm: e.eventNm,
    tempSn: e.tempSn,
    tempNm,
    startDt: e.startDt,
    startTm: e.startTm,
    endDt: e.endDt,
    endTm: e.endTm,
    eventStatCd: status,
    eventStatNm: statusLabel(status),
    greeting: e.greeting,
    translations: readTranslations(EVENT_TRANSLATED_FIELDS, e.translations),
    cardSn: e.cardSn,
    cardNm,
    budgetAmt: e.budgetAmt,
    overPayYn: e.overPayYn === 'Y' ? 'Y' : 'N',
    selectCnt: e.selectCnt,
    selectType: e.selectType,
    overseasYn: e.overseasYn === 'Y' ? 'Y' : 'N',
    packageYn: e.packageYn === 'Y' ? 'Y' : 'N',
    cardYn: e.cardYn === 'Y' ? 'Y' : 'N',
    packagePrice: e.packagePrice,
    cardPrice: e.cardPrice,
    closeRuleCd: e.closeRuleCd,
    defaultProdSn: e.defaultProdSn,
    returnDays: e.returnDays,
    returnFeePayerCd: e.returnFeePayerCd === 'R' || e.returnFeePayerCd === 'S' ? e.returnFeePayerCd : null,
    returnShipFee: e.returnShipFee,
    noticeOff: NOTICE_KINDS.filter((k: NoticeKind) => e.noticeOff.includes(k)),
    reopenOnReturnYn: e.reopenOnReturnYn === 'Y' ? 'Y' : 'N',
    channelChain: channelChainOf(e.channelChain),
    taxPurpose: isTaxPurpose(e.taxPurpose) ? e.taxPurpose : DEFAULT_EVENT_TAX_PURPOSE,
    taxKind: e.taxKind,
    allowedEdits: [...allowedEventEdits(status)],
    products: products.map((p) => ({ ...p, mainImg: p.mainImg ?? DEFAULT_PRODUCT_IMAGE_ID })),
    stateCounts,
    recipientCount: counts.reduce((sum, c) => sum + c.n, 0),
    closeSummary: await closeSummaryOf(deps.db, eventSn),
  };
}
