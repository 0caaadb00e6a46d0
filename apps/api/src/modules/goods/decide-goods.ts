import {
  APPROVAL_MESSAGES,
  GOODS_ACTION,
  GOODS_DECISION_SUBJECT,
  GOODS_SIGN,
  type GoodsAction,
  type GoodsSaveReply,
  goodsDecisionText,
  goodsSignLabel,
} from '@pcs/domain';
import type { Db, Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { conflict } from '../../http/errors';
import { enqueueMessage } from '../outbox';
import { assertGoodsInScope, goodsScope } from './goods-scope';
import { notifyGoodsWaiting } from './notify-goods-waiting';
import * as repo from './repository';
import { actorOf, historyRows, transitionOrThrow } from './save-goods';

type DecisionLog = { info: (obj: object, msg: string) => void };

/**
 * POST .../goods/submit.json (the vendor asks for approval), .../approve.json and .../reject.json (operators, reject
 * with a reason): one step of the goods state machine, applied with a conditional update on the state read, and
 * recorded in the product history (who, when, from, to, reason). An operator's decision is told to the vendor's
 * manager by mail and SMS in the same transaction, as every approval decision is (approval/record-decision.ts): a
 * repeated submit meets the moved state (409) and queues nothing more.
 */
export async function decideGoods(
  deps: { db: Db; now: () => Date; log?: DecisionLog; config?: { publicUrl: string } },
  user: AuthUser,
  input: { prodSn: number; action: Exclude<GoodsAction, 'EDIT'>; reason?: string },
): Promise<GoodsSaveReply> {
  const scope = await goodsScope(deps.db, user);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const current = await repo.lockGoods(tx, input.prodSn);
    assertGoodsInScope(scope, current);
    if (!current) throw new Error('unreachable');
    const t = transitionOrThrow(current.signStatCd, input.action, actorOf(scope), input.reason);
    const moved = await repo.updateGoods(tx, current.prodSn, current.signStatCd, {
      signStatCd: t.to,
      rejectReason: t.to === GOODS_SIGN.rejected ? t.reason : null,
      updatedAt: now,
    });
    if (!moved) throw conflict(APPROVAL_MESSAGES.alreadyDecided);
    await repo.insertHistory(
      tx,
      historyRows(current.prodSn, current, { ...current, signStatCd: t.to }, user.unqUserId, now, t.reason),
    );
    if (t.to === GOODS_SIGN.approved || t.to === GOODS_SIGN.rejected)
      await notifyVendor(tx, deps.log, current, t.to === GOODS_SIGN.approved, t.reason);
    else await notifyGoodsWaiting(tx, deps.config?.publicUrl, { ...current, from: t.from, to: t.to });
    return { prodSn: current.prodSn, signStatCd: t.to, signStatNm: goodsSignLabel(t.to) };
  });
}

/** One mail and one SMS to the vendor's manager; a channel without an address is skipped and logged (no address). */
async function notifyVendor(
  tx: Executor,
  log: DecisionLog | undefined,
  goods: { prodSn: number; prodNm: string; vendorSn: number | null },
  accepted: boolean,
  reason: string | null,
): Promise<void> {
  const contact = goods.vendorSn === null ? null : await repo.vendorContact(tx, goods.vendorSn);
  const email = contact?.email?.trim() || null;
  const telNo = contact?.telNo?.replace(/\D/g, '') || null;
  const body = goodsDecisionText(goods.prodNm, accepted, reason);
  if (email)
    await enqueueMessage(tx, {
      channel: 'MAIL',
      recipient: email,
      subject: accepted ? GOODS_DECISION_SUBJECT.approved : GOODS_DECISION_SUBJECT.rejected,
      body,
    });
  if (telNo) await enqueueMessage(tx, { channel: 'SMS', recipient: telNo, body });
  const skipped = [...(email ? [] : ['MAIL']), ...(telNo ? [] : ['SMS'])];
  if (skipped.length > 0)
    log?.info(
      { prodSn: goods.prodSn, vendorSn: goods.vendorSn, skipped },
      'goods decision: the vendor has no manager address for these channels; not sent',
    );
}

export const GOODS_DECISIONS = {
  submit: GOODS_ACTION.submit,
  approve: GOODS_ACTION.approve,
  reject: GOODS_ACTION.reject,
} as const;
