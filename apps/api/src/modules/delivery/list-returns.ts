import {
  ACCESS_ACTION,
  ACCESS_TARGET,
  type deliveryListRequestSchema,
  RETURN_STATE_LABEL,
  RETURN_STATE_ORDER,
  SUBMITTED_RETURN_STATES,
} from '@pcs/domain';
import type { z } from 'zod';
import type { AuthUser } from '../../http/auth-guard';
import { isExport, listPage } from '../../lib/list-page';
import { recordAccess } from '../access-log';
import type { DeliveryDeps } from './delivery-deps';
import { lineFilter } from './line-scope';
import * as repo from './repository';
import { toReturnRow } from './return-row';

/**
 * The views of return requests: open ones to decide (/delivery/return), and all of them (/delivery/returnManaged).
 * A request still waiting for its return fee (00) is the recipient's alone until paid (decision 028).
 */
export const RETURN_VIEW_STATES = {
  open: ['01', '02', '04', '05'],
  all: SUBMITTED_RETURN_STATES,
} as const;
export type ReturnView = keyof typeof RETURN_VIEW_STATES;

/** POST delivery/returnList.json and returnManagedList.json. */
export async function listReturns(
  deps: DeliveryDeps,
  user: AuthUser,
  view: ReturnView,
  input: z.infer<typeof deliveryListRequestSchema>,
) {
  const f: repo.ReturnFilter = { ...lineFilter(user, input, null), refundStates: RETURN_VIEW_STATES[view] };
  const [page, counts] = await Promise.all([
    listPage(
      input,
      () => repo.countReturns(deps.db, f),
      (offset, limit) => repo.listReturns(deps.db, f, offset, limit),
    ),
    repo.countReturnsByState(deps.db, f),
  ]);
  if (isExport(input))
    await recordAccess(deps.db, user, {
      action: ACCESS_ACTION.download,
      target: ACCESS_TARGET.returnList,
      rowCount: page.list.length,
      reason: input.downloadReason ?? null,
    });
  const states = RETURN_STATE_ORDER.filter((s) =>
    (RETURN_VIEW_STATES[view] as readonly string[]).includes(s),
  );
  return {
    ...page,
    list: page.list.map(toReturnRow),
    counts: states.map((s) => ({
      stateCd: s,
      stateNm: RETURN_STATE_LABEL[s],
      count: counts.find((c) => c.stateCd === s)?.n ?? 0,
    })),
  };
}
