import {
  ACCESS_ACTION,
  ACCESS_TARGET,
  DELIVERY_STATE_LABEL,
  DELIVERY_STATE_ORDER,
  type DeliveryListReply,
  type deliveryListRequestSchema,
  LINE_VIEW_STATES,
  type LineView,
} from '@pcs/domain';
import type { z } from 'zod';
import type { AuthUser } from '../../http/auth-guard';
import { isExport, listPage } from '../../lib/list-page';
import { recordAccess } from '../access-log';
import type { DeliveryDeps } from './delivery-deps';
import { toLineRow } from './line-row';
import { lineFilter } from './line-scope';
import * as repo from './repository';

/** POST delivery/{apply,order,release}List.json: lines of one view, a page or every row (EXPORT), counts per state. */
export async function listLines(
  deps: DeliveryDeps,
  user: AuthUser,
  view: LineView,
  input: z.infer<typeof deliveryListRequestSchema>,
): Promise<DeliveryListReply> {
  const f = lineFilter(user, input, LINE_VIEW_STATES[view]);
  const [page, counts] = await Promise.all([
    listPage(
      input,
      () => repo.countLines(deps.db, f),
      (offset, limit) => repo.listLines(deps.db, f, offset, limit),
    ),
    repo.countLinesByState(deps.db, f),
  ]);
  if (isExport(input))
    await recordAccess(deps.db, user, {
      action: ACCESS_ACTION.download,
      target: ACCESS_TARGET.deliveryList,
      rowCount: page.list.length,
      reason: input.downloadReason ?? null,
    });
  return {
    ...page,
    list: page.list.map(toLineRow),
    counts: DELIVERY_STATE_ORDER.filter((s) => (LINE_VIEW_STATES[view] as readonly string[]).includes(s)).map(
      (s) => ({
        stateCd: s,
        stateNm: DELIVERY_STATE_LABEL[s],
        count: counts.find((c) => c.stateCd === s)?.n ?? 0,
      }),
    ),
  };
}
