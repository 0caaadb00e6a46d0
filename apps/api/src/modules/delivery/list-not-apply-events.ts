import { formatPeriod, type notApplyEventsRequestSchema } from '@pcs/domain';
import type { z } from 'zod';
import type { AuthUser } from '../../http/auth-guard';
import { companiesScope } from '../../http/tenant';
import { listPage } from '../../lib/list-page';
import type { DeliveryDeps } from './delivery-deps';
import * as repo from './repository';

/** POST delivery/notApplyEvents.json: per event, recipients, applied and not applied (client managers: own company). */
export async function listNotApplyEvents(
  deps: DeliveryDeps,
  user: AuthUser,
  input: z.infer<typeof notApplyEventsRequestSchema>,
) {
  const f = { cmpyCds: companiesScope(user, input.cmpyCds), eventNm: input.eventNm };
  const page = await listPage(
    input,
    () => repo.countNotApplyEvents(deps.db, f),
    (offset, limit) => repo.notApplyEvents(deps.db, f, offset, limit),
  );
  return {
    ...page,
    list: page.list.map((e) => ({
      cmpyCd: e.cmpyCd,
      cmpyNm: e.cmpyNm,
      eventSn: e.eventSn,
      eventNm: e.eventNm,
      period: formatPeriod(e),
      recipientCount: e.recipientCount,
      appliedCount: e.appliedCount,
      notAppliedCount: Math.max(0, e.recipientCount - e.appliedCount),
    })),
  };
}
