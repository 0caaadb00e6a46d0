import {
  APPROVAL_MESSAGES,
  GOODS_ACTION,
  GOODS_SIGN,
  type GoodsAction,
  type GoodsSaveReply,
  goodsSignLabel,
  MESSAGE_CODE,
} from '@pcs/domain';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { conflict } from '../../http/errors';
import { assertGoodsInScope, goodsScope } from './goods-scope';
import * as repo from './repository';
import { actorOf, historyRows, transitionOrThrow } from './save-goods';

/**
 * POST .../goods/submit.json (the vendor asks for approval), .../approve.json and .../reject.json (operators, reject
 * with a reason): one step of the goods state machine, applied with a conditional update on the state read, and
 * recorded in the product history (who, when, from, to, reason).
 */
export async function decideGoods(
  deps: { db: Db; now: () => Date },
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
    if (!moved) throw conflict(MESSAGE_CODE.conflict, APPROVAL_MESSAGES.alreadyDecided);
    await repo.insertHistory(
      tx,
      historyRows(current.prodSn, current, { ...current, signStatCd: t.to }, user.unqUserId, now, t.reason),
    );
    return { prodSn: current.prodSn, signStatCd: t.to, signStatNm: goodsSignLabel(t.to) };
  });
}

export const GOODS_DECISIONS = {
  submit: GOODS_ACTION.submit,
  approve: GOODS_ACTION.approve,
  reject: GOODS_ACTION.reject,
} as const;
