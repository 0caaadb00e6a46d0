import { EVENT_MESSAGES, EVENT_STATUS, type eventSaveRequestSchema, MESSAGE_CODE } from '@pcs/domain';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, conflict, notFound } from '../../http/errors';
import { assertCompany } from '../../http/tenant';
import { lockEventFor } from './event-access';
import { authorizeEventAction } from './event-status';
import * as repo from './repository';

type Deps = { db: Db; now: () => Date };
type Input = z.infer<typeof eventSaveRequestSchema>;

/**
 * POST /v1/ebmp/pcs/eventManage/save.json (/event/settingSave): creates a draft event, or edits one as its status
 * allows (issue 11 life cycle): a draft or scheduled event changes everything; an open event only extends its close
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
    if (input.eventSn === undefined) {
      if (!(await repo.companyExists(tx, input.cmpyCd))) throw notFound('회사 정보를 찾을 수 없습니다.');
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
    if (row.cmpyCd !== input.cmpyCd) throw badRequest('이벤트의 회사는 변경할 수 없습니다.');
    const products = await repo.eventProducts(tx, row.eventSn);
    const running = (await authorizeEventAction(tx, row, 'addStock', now)) === EVENT_STATUS.running;
    if (running) {
      if (`${input.endDt}${input.endTm}` < `${row.endDt}${row.endTm}`)
        throw conflict(MESSAGE_CODE.conflict, EVENT_MESSAGES.closeOnlyLater);
      const before = new Map(products.map((p) => [p.prodSn, p]));
      const sameSet =
        input.products.length === products.length &&
        input.products.every((p) => {
          const old = before.get(p.prodSn);
          return old !== undefined && (p.eventPrice ?? null) === old.eventPrice;
        });
      if (!sameSet) throw conflict(MESSAGE_CODE.conflict, EVENT_MESSAGES.productsLocked);
      if (input.products.some((p) => p.stockQty < (before.get(p.prodSn)?.stockQty ?? 0)))
        throw conflict(MESSAGE_CODE.conflict, EVENT_MESSAGES.stockNotLower);
      await repo.updateEvent(tx, row.eventSn, EVENT_STATUS.running, {
        endDt: input.endDt,
        endTm: input.endTm,
        updatedAt: now,
      });
      for (const [i, p] of input.products.entries())
        await repo.upsertEventProduct(tx, {
          eventSn: row.eventSn,
          ...p,
          eventPrice: p.eventPrice ?? null,
          seqNo: i + 1,
        });
      return { eventSn: row.eventSn, cmpyCd: row.cmpyCd };
    }

    // Draft or scheduled: everything may change except products someone already chose.
    await authorizeEventAction(tx, row, 'editProducts', now);
    const kept = new Set(input.products.map((p) => p.prodSn));
    const removed = products.filter((p) => !kept.has(p.prodSn));
    if (removed.some((p) => p.chosenQty > 0))
      throw conflict(MESSAGE_CODE.conflict, EVENT_MESSAGES.prodAlreadyChosen);
    const status = row.eventStatCd;
    const updated = await repo.updateEvent(tx, row.eventSn, status, { ...settings(input), updatedAt: now });
    if (updated === 0) throw conflict(MESSAGE_CODE.conflict);
    await repo.deleteEventProducts(
      tx,
      row.eventSn,
      removed.map((p) => p.prodSn),
    );
    await writeProducts(tx, row.eventSn, input);
    if (input.selectCnt !== row.selectCnt) await repo.syncAllowance(tx, row.eventSn, input.selectCnt);
    return { eventSn: row.eventSn, cmpyCd: row.cmpyCd };
  });
}

function settings(input: Input) {
  return {
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
    closeRuleCd: input.closeRuleCd,
    defaultProdSn: input.closeRuleCd === '02' ? (input.defaultProdSn ?? null) : null,
    returnDays: input.returnDays,
    returnFeePayerCd: input.returnFeePayerCd,
    returnShipFee: input.returnShipFee,
  };
}

/** Products must be approved and in use; the theme and card must exist. */
async function checkReferences(tx: Executor, input: Input): Promise<void> {
  const asked = input.products.map((p) => p.prodSn);
  const ok = new Set(await repo.offerableProdSns(tx, asked));
  if (asked.some((prodSn) => !ok.has(prodSn))) throw badRequest(EVENT_MESSAGES.productNotOffered);
  if (input.tempSn && !(await repo.findTheme(tx, input.tempSn)))
    throw notFound('테마 정보를 찾을 수 없습니다.');
  if (input.cardSn && !(await repo.cardExists(tx, input.cardSn)))
    throw notFound('메시지 카드를 찾을 수 없습니다.');
}

async function writeProducts(tx: Executor, eventSn: number, input: Input): Promise<void> {
  for (const [i, p] of input.products.entries())
    await repo.upsertEventProduct(tx, {
      eventSn,
      prodSn: p.prodSn,
      stockQty: p.stockQty,
      eventPrice: p.eventPrice ?? null,
      seqNo: i + 1,
    });
}
