import {
  ACCESS_ACTION,
  ACCESS_TARGET,
  formatPhone,
  maskName,
  maskPhone,
  type NotApplyRow,
  type notApplyListRequestSchema,
} from '@pcs/domain';
import type { z } from 'zod';
import type { AuthUser } from '../../http/auth-guard';
import { isExport, listPage } from '../../lib/list-page';
import { ymdHmsKst } from '../../lib/time';
import { recordAccess } from '../access-log';
import type { DeliveryDeps } from './delivery-deps';
import { findCompanyEvent } from './find-company-event';
import * as repo from './repository';

/**
 * POST delivery/notApplyList.json: one event's recipients who have not applied, a page (masked) or EXPORT (in full,
 * with a reason, recorded).
 */
export async function listNotApplyRecipients(
  deps: DeliveryDeps,
  user: AuthUser,
  input: z.infer<typeof notApplyListRequestSchema>,
) {
  const ev = await findCompanyEvent(deps.db, user, input.cmpyCd, input.eventSn);
  const page = await listPage(
    input,
    () => repo.countNotApplied(deps.db, input.eventSn, input.userNm),
    (offset, limit) => repo.listNotApplied(deps.db, input.eventSn, input.userNm, offset, limit),
  );
  const reminded = await repo.lastReminders(
    deps.db,
    input.eventSn,
    page.list.map((r) => r.unqUserId),
  );
  // The screen stays masked; the Excel is for calling or texting people, so it is in full, behind the role and
  // tenant checks above, a required reason and an access-log entry that says it was unmasked.
  const full = isExport(input);
  if (full)
    await recordAccess(deps.db, user, {
      action: ACCESS_ACTION.downloadUnmasked,
      target: ACCESS_TARGET.notApplyList,
      rowCount: page.list.length,
      cmpyCd: input.cmpyCd,
      targetId: String(input.eventSn),
      reason: input.downloadReason ?? null,
    });
  const list: NotApplyRow[] = page.list.map((r) => {
    const at = reminded.find((m) => m.unqUserId === r.unqUserId)?.at;
    return {
      unqUserId: r.unqUserId,
      userId: r.userId,
      userNm: full ? r.userNm : maskName(r.userNm),
      telNo: full ? formatPhone(r.telNo ?? '') : maskPhone(r.telNo ?? ''),
      lastRemindDt: at ? ymdHmsKst(new Date(at)) : null,
    };
  });
  return { ...page, list, eventNm: ev.eventNm, cmpyNm: ev.cmpyNm };
}
