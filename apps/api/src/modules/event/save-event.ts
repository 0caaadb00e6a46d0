import {
  COMPANY_MESSAGES,
  EVENT_MESSAGES,
  EVENT_STATUS,
  type eventSaveRequestSchema,
  NOT_FOUND_TEXT,
  storedChannelChain,
} from '@pcs/domain';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, conflict, notFound } from '../../http/errors';
import { assertCompany } from '../../http/tenant';
import { assertChainMessengers } from '../messenger';
import { adjustEventStock, putDraftEventProduct, setAllowanceToSelectCnt } from '../stock';
import { reclassifyOrders } from '../tax';
import { lockEventFor } from './event-access';
import { authorizeEventAction } from './event-status';
import * as repo from './repository';

type Deps = { db: Db; now: () => Date; config?: { publicUrl: string } };
type Input = z.infer<typeof eventSaveRequestSchema>;

/**
 * POST /v1/ebmp/pcs/eventManage/save.json (/event/settingSave): creates a draft event, or edits one as its status
 * allows (the event life cycle): a draft or scheduled event changes everything; an open event only extends its close
 * time and adds stock (other fields are kept as they are); closed and cancelled events are read-only. One
 * transaction with the event row locked.
 */
export async function saveEvent(
  deps: Deps,
  user: AuthUser,
  input: Input,
): Promise<{ eventSn: number; cmpyCd: string }> {
  assertCompany(user, input.cmpyCd);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await checkReferences(tx, input);
    await assertChainMessengers(tx, input.cmpyCd, input.channelChain);
    if (input.eventSn === undefined) {
      if (!(await repo.companyExists(tx, input.cmpyCd))) throw notFound(COMPANY_MESSAGES.notFound);
      const eventSn = await repo.insertEvent(tx, {
        ...settings(input),
        cmpyCd: input.cmpyCd,
        eventStatCd: EVENT_STATUS.draft,
        rgstUnqUserId: user.unqUserId,
      });
      await writeProducts(tx, eventSn, input);
      return { eventSn, cmpyCd: input.cmpyCd };
    }

    const row = await lockEventFor(tx, user, input.eventSn);
    if (row.cmpyCd !== input.cmpyCd) throw badRequest(EVENT_MESSAGES.companyFixed);
    const products = await repo.eventProducts(tx, row.eventSn);
    const running =
      (await authorizeEventAction(tx, row, 'addStock', now, deps.config?.publicUrl)) === EVENT_STATUS.running;
    if (running) {
      await saveRunningEvent(tx, row, products, input, now, user.unqUserId);
      return { eventSn: row.eventSn, cmpyCd: row.cmpyCd };
    }

    // Draft or scheduled: everything may change except products someone already chose.
    await authorizeEventAction(tx, row, 'editProducts', now, deps.config?.publicUrl);
    const kept = new Set(input.products.map((p) => p.prodSn));
    const removed = products.filter((p) => !kept.has(p.prodSn));
    if (removed.some((p) => p.chosenQty > 0)) throw conflict(EVENT_MESSAGES.prodAlreadyChosen);
    const status = row.eventStatCd;
    const updated = await repo.updateEvent(tx, row.eventSn, status, { ...settings(input), updatedAt: now });
    if (updated === 0) throw conflict();
    await followTaxPurpose(tx, row, input, user.unqUserId, now);
    // Recipients before stock (decision 024): a scheduled event at its start instant is already open to applies.
    if (input.selectCnt !== row.selectCnt) await setAllowanceToSelectCnt(tx, row.eventSn, input.selectCnt);
    await repo.deleteEventProducts(
      tx,
      row.eventSn,
      removed.map((p) => p.prodSn),
    );
    await writeProducts(tx, row.eventSn, input);
    return { eventSn: row.eventSn, cmpyCd: row.cmpyCd };
  });
}

/** What a running event keeps as it is, with the label the refusal names. */
const KEPT_WHILE_RUNNING = {
  eventNm: '이벤트명',
  tempSn: '테마',
  startDt: '시작 일시',
  startTm: '시작 일시',
  greeting: '인사말',
  cardSn: '메시지 카드',
  budgetAmt: '1인당 예산',
  overPayYn: '예산 초과 결제',
  selectCnt: '선택 개수',
  selectType: '선택 방식',
  overseasYn: '해외 배송',
  packageYn: '포장',
  cardYn: '메시지 카드',
  // Recipients who already chose paid these prices: the others pay the same.
  packagePrice: '포장 가격',
  cardPrice: '메시지 카드 가격',
  closeRuleCd: '마감 규칙',
  defaultProdSn: '기본 선물',
  returnDays: '반품 기간',
  returnFeePayerCd: '반품 배송비 부담',
  returnShipFee: '반품 배송비',
} as const satisfies Partial<Record<keyof ReturnType<typeof settings>, string>>;

/** Empty text and null are the same setting (the screen sends null for an empty greeting). */
const sameSetting = (a: unknown, b: unknown) => (a === '' ? null : a) === (b === '' ? null : b);

/**
 * A running (open) event extends its close time and adds or removes stock, nothing else. The stock change is
 * relative (addQty) and applied to what is left now, in prod_sn order after the event row (decision 024), so it never
 * undoes an apply that took stock after the screen read it; a request that would change anything else is refused
 * with the fields it names rather than answered as saved.
 */
async function saveRunningEvent(
  tx: Executor,
  row: repo.EventRowDb,
  products: Awaited<ReturnType<typeof repo.eventProducts>>,
  input: Input,
  now: Date,
  by: string,
): Promise<void> {
  if (`${input.endDt}${input.endTm}` < `${row.endDt}${row.endTm}`)
    throw conflict(EVENT_MESSAGES.closeOnlyLater);
  const before = new Map(products.map((p) => [p.prodSn, p]));
  const sameSet =
    input.products.length === products.length &&
    input.products.every((p) => {
      const old = before.get(p.prodSn);
      return old !== undefined && (p.eventPrice ?? null) === old.eventPrice;
    });
  if (!sameSet) throw conflict(EVENT_MESSAGES.productsLocked);
  const asked = settings(input);
  const changed = new Set(
    Object.entries(KEPT_WHILE_RUNNING)
      .filter(([field]) => !sameSetting(asked[field as keyof typeof asked], row[field as keyof typeof row]))
      .map(([, label]) => label),
  );
  if (changed.size > 0) throw conflict(`${EVENT_MESSAGES.runningFieldsLocked} (${[...changed].join(', ')})`);
  // Recipient messages and the return rule may change at any time: they concern orders already placed. So may the
  // translations (decision 055, Content): a better wording in a language changes nothing anyone chose.
  await repo.updateEvent(tx, row.eventSn, EVENT_STATUS.running, {
    ...translationsOf(input),
    endDt: input.endDt,
    endTm: input.endTm,
    noticeOff: input.noticeOff,
    reopenOnReturnYn: input.reopenOnReturnYn,
    channelChain: storedChannelChain(input.channelChain),
    taxPurpose: input.taxPurpose,
    taxKind: eventTaxKind(input),
    updatedAt: now,
  });
  await followTaxPurpose(tx, row, input, by, now);
  const additions = input.products.filter((p) => (p.addQty ?? 0) !== 0).sort((a, b) => a.prodSn - b.prodSn);
  for (const p of additions)
    if (!(await adjustEventStock(tx, row.eventSn, p.prodSn, p.addQty ?? 0)))
      throw conflict(EVENT_MESSAGES.stockRemoveOverLeft);
}

/** Absent: the stored translations stay (the public API does not send them). */
const translationsOf = (input: Input) =>
  input.translations === undefined ? {} : { translations: input.translations };

function settings(input: Input) {
  return {
    ...translationsOf(input),
    eventNm: input.eventNm,
    tempSn: input.tempSn ?? null,
    startDt: input.startDt,
    startTm: input.startTm,
    endDt: input.endDt,
    endTm: input.endTm,
    greeting: input.greeting ?? null,
    cardSn: input.cardSn ?? null,
    budgetAmt: input.budgetAmt ?? null,
    overPayYn: input.overPayYn,
    selectCnt: input.selectCnt,
    selectType: input.selectType,
    overseasYn: input.overseasYn,
    packageYn: input.packageYn,
    cardYn: input.cardYn,
    // A price of an extra the event does not offer means nothing: kept at 0.
    packagePrice: input.packageYn === 'Y' ? input.packagePrice : 0,
    cardPrice: input.cardYn === 'Y' ? input.cardPrice : 0,
    closeRuleCd: input.closeRuleCd,
    defaultProdSn: input.closeRuleCd === '02' ? (input.defaultProdSn ?? null) : null,
    returnDays: input.returnDays,
    returnFeePayerCd: input.returnFeePayerCd,
    returnShipFee: input.returnShipFee,
    noticeOff: input.noticeOff,
    reopenOnReturnYn: input.reopenOnReturnYn,
    channelChain: storedChannelChain(input.channelChain),
    taxPurpose: input.taxPurpose,
    taxKind: eventTaxKind(input),
  };
}

/** A kind only where the purpose has kinds (경조사, 출산): the company's 경조 limits are set per kind. */
const eventTaxKind = (input: Input) =>
  input.taxPurpose === 'FAMILY_EVENT' || input.taxPurpose === 'CHILDBIRTH' ? input.taxKind : null;

/**
 * The tax purpose may change at any state: the gifts already given and not yet on a confirmed bill follow it, each
 * change recorded (decision 051).
 */
async function followTaxPurpose(tx: Executor, row: repo.EventRowDb, input: Input, by: string, now: Date) {
  const kind = eventTaxKind(input);
  if (row.taxPurpose === input.taxPurpose && row.taxKind === kind) return;
  await reclassifyOrders(
    tx,
    { eventSn: row.eventSn },
    { purpose: input.taxPurpose, kind },
    EVENT_TAX_PURPOSE_REASON,
    by,
    now,
  );
}
const EVENT_TAX_PURPOSE_REASON = '이벤트의 세무 분류 변경';

/** Products must be approved and in use; the theme and card must exist. */
async function checkReferences(tx: Executor, input: Input): Promise<void> {
  const asked = input.products.map((p) => p.prodSn);
  const ok = new Set(await repo.offerableProdSns(tx, asked));
  if (asked.some((prodSn) => !ok.has(prodSn))) throw badRequest(EVENT_MESSAGES.productNotOffered);
  if (input.tempSn && !(await repo.findTheme(tx, input.tempSn))) throw notFound(NOT_FOUND_TEXT.theme);
  if (input.cardSn && !(await repo.cardExists(tx, input.cardSn))) throw notFound(NOT_FOUND_TEXT.card);
}

/** Stock rows written in prod_sn order (decision 024); seqNo keeps the order the operator listed them in. */
async function writeProducts(tx: Executor, eventSn: number, input: Input): Promise<void> {
  const listed = input.products.map((p, i) => ({ p, i })).sort((a, b) => a.p.prodSn - b.p.prodSn);
  for (const { p, i } of listed)
    await putDraftEventProduct(tx, {
      eventSn,
      prodSn: p.prodSn,
      stockQty: p.stockQty,
      eventPrice: p.eventPrice ?? null,
      seqNo: i + 1,
    });
}
