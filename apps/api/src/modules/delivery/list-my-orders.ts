import {
  DEFAULT_LANGUAGE,
  DEFAULT_PRODUCT_IMAGE_ID,
  DELIVERY_STATE_ORDER,
  deliveryStateName,
  type Language,
  type myListRequestSchema,
  recipientLineStateNm,
  returnKindStateName,
} from '@pcs/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { kstRange, listPage } from '../../lib/list-page';
import { ymdHmsKst } from '../../lib/time';
import type { DeliveryDeps } from './delivery-deps';
import * as repo from './repository';

/**
 * POST delivery/myList.json: the recipient's own orders (one row per order, its first line's product and the least
 * advanced state), newest first, with counts per state named in the recipient's language. Everything here is scoped
 * to the caller's unqUserId: another recipient's order is "not found".
 */
export async function listMyOrders(
  deps: DeliveryDeps,
  user: AuthUser,
  input: z.infer<typeof myListRequestSchema>,
  language: Language = DEFAULT_LANGUAGE,
) {
  const f: repo.MyOrderFilter = {
    unqUserId: user.unqUserId,
    ...kstRange(input.inputDtStart, input.inputDtEnd),
    prodNm: input.prodNm,
    stateCd: input.stateCd,
  };
  const page = await listPage(
    input,
    () => repo.countMyOrderLines(deps.db, f),
    (offset, limit) => repo.listMyOrderLines(deps.db, f, offset, limit),
  );
  const counts = await repo.countMyOrderLinesByState(deps.db, f);
  const itemSns = page.list.map((r) => r.estiItemSn);
  const refunds = await repo.returnsOfLines(deps.db, itemSns);
  const events = await eventNames(
    deps.db,
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
        deliStatNm: recipientLineStateNm(r.deliStatCd, last, language),
        returnStatNm: last ? returnKindStateName(last.refundGbn, last.refundStatCd, language) : null,
        addrNeeded: r.addrNeededYn === 'Y' && r.deliStatCd !== '09',
      };
    }),
    counts: DELIVERY_STATE_ORDER.map((s) => ({
      stateCd: s,
      stateNm: deliveryStateName(s, language),
      count: counts.find((c) => c.stateCd === s)?.n ?? 0,
    })),
  };
}

async function eventNames(db: Executor, eventSns: number[]) {
  const map = new Map<number, string>();
  for (const sn of new Set(eventSns)) {
    const ev = await repo.findEvent(db, sn);
    if (ev) map.set(sn, ev.eventNm);
  }
  return map;
}
