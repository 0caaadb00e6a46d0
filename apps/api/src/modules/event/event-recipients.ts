import {
  EVENT_MESSAGES,
  maskName,
  RECIPIENT_STATE_LABEL,
  type RecipientRow,
  type RecipientState,
} from '@pcs/domain';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, conflict } from '../../http/errors';
import { listPage, type Page } from '../../lib/list-page';
import { loadEvent, lockEventFor } from './event-access';
import { authorizeEventAction } from './event-status';
import * as repo from './repository';

type Deps = { db: Db; now: () => Date; config?: { publicUrl: string } };

/** POST .../eventManage/recipient/list.json: the event's recipients with their state, names masked. */
export async function listEventRecipients(
  deps: Deps,
  user: AuthUser,
  input: {
    eventSn: number;
    stateCd: string | null;
    searchText: string | null;
    appliedYn?: 'Y' | 'N' | null;
    page: number;
    pageSize: number;
  },
): Promise<Page<RecipientRow>> {
  await loadEvent(deps.db, user, input.eventSn);
  const filter = {
    eventSn: input.eventSn,
    stateCd: input.stateCd,
    searchText: input.searchText,
    appliedYn: input.appliedYn ?? null,
  };
  return listPage(
    input,
    () => repo.countRecipients(deps.db, filter),
    async (offset, limit) =>
      (await repo.listRecipients(deps.db, filter, offset, limit)).map((r) => ({
        ...r,
        userNm: maskName(r.userNm),
        stateNm: RECIPIENT_STATE_LABEL[r.stateCd as RecipientState] ?? r.stateCd,
      })),
  );
}

/** Group codes with every group below them (a department brings its teams). */
function withDescendants(
  groups: { grupCd: string; parentGrupCd: string | null }[],
  roots: string[],
): string[] {
  const result = new Set(roots);
  let grew = true;
  while (grew) {
    grew = false;
    for (const g of groups)
      if (g.parentGrupCd && result.has(g.parentGrupCd) && !result.has(g.grupCd)) {
        result.add(g.grupCd);
        grew = true;
      }
  }
  return [...result];
}

/**
 * POST .../eventManage/recipient/add.json: adds the company's users (all, some groups with their sub-groups, or
 * picked people) with the event's selectCnt as allowance. Users of other companies are refused, never skipped.
 */
export async function addEventRecipients(
  deps: Deps,
  user: AuthUser,
  input: { eventSn: number; scope: 'ALL' | 'GROUP' | 'USERS'; grupCdList: string[]; unqUserIdList: string[] },
): Promise<{ addedCount: number; recipientCount: number }> {
  return deps.db.transaction(async (tx) => {
    const row = await lockEventFor(tx, user, input.eventSn);
    await authorizeEventAction(tx, row, 'addRecipients', deps.now(), deps.config?.publicUrl);
    let ids: string[];
    if (input.scope === 'ALL') ids = await repo.companyUsers(tx, row.cmpyCd, {});
    else if (input.scope === 'GROUP') {
      if (input.grupCdList.length === 0) throw badRequest(EVENT_MESSAGES.groupRequired);
      const groups = await repo.companyGroups(tx, row.cmpyCd);
      const known = new Set(groups.map((g) => g.grupCd));
      if (input.grupCdList.some((g) => !known.has(g))) throw badRequest(EVENT_MESSAGES.notRecipientCompany);
      ids = await repo.companyUsers(tx, row.cmpyCd, { grupCds: withDescendants(groups, input.grupCdList) });
    } else {
      const asked = [...new Set(input.unqUserIdList)];
      if (asked.length === 0) throw badRequest(EVENT_MESSAGES.recipientRequired);
      ids = await repo.companyUsers(tx, row.cmpyCd, { unqUserIds: asked });
      if (ids.length !== asked.length) throw badRequest(EVENT_MESSAGES.notRecipientCompany);
    }
    const addedCount = await repo.insertRecipients(tx, row.eventSn, row.selectCnt, ids);
    return { addedCount, recipientCount: await repo.countEventRecipients(tx, row.eventSn) };
  });
}

/** POST .../eventManage/recipient/remove.json: removes recipients; refused (nothing removed) if any has applied. */
export async function removeEventRecipients(
  deps: Deps,
  user: AuthUser,
  input: { eventSn: number; unqUserIdList: string[] },
): Promise<{ removedCount: number }> {
  return deps.db.transaction(async (tx) => {
    const row = await lockEventFor(tx, user, input.eventSn);
    await authorizeEventAction(tx, row, 'removeRecipients', deps.now(), deps.config?.publicUrl);
    const ids = [...new Set(input.unqUserIdList)];
    if ((await repo.appliedRecipients(tx, row.eventSn, ids)) > 0)
      throw conflict(EVENT_MESSAGES.recipientApplied);
    return { removedCount: await repo.deleteUnappliedRecipients(tx, row.eventSn, ids) };
  });
}
