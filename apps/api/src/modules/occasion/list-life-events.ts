import {
  ACCESS_ACTION,
  ACCESS_TARGET,
  type LifeEventRow,
  type lifeEventExcelRequestSchema,
  type lifeEventListRequestSchema,
  listMaskingFor,
} from '@pcs/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { companiesScope } from '../../http/tenant';
import { isExport, listPage, type Page } from '../../lib/list-page';
import { recordAccess } from '../access-log';
import * as repo from './life-event-repository';
import { toLifeEventRow } from './life-event-row';

type Input = z.infer<typeof lifeEventListRequestSchema> | z.infer<typeof lifeEventExcelRequestSchema>;

/**
 * POST occasion/lifeEvent/list.json (and excel.json): the life events and the employees' requests of /occasion/lifeEvents
 * and of one user's detail (unqUserId): a client manager's own company, every company (or those chosen) for
 * operators; a foreign company is refused (http/tenant.ts). Names are masked as the user list masks them; every read
 * of this list of people is recorded in the access log, a download with its reason.
 */
export async function listLifeEvents(
  deps: { db: Db },
  user: AuthUser,
  input: Input,
): Promise<Page<LifeEventRow>> {
  const cmpyCds = companiesScope(user, input.cmpyCdList);
  const filter: repo.LifeEventFilter = {
    cmpyCds,
    unqUserId: input.unqUserId,
    statCd: input.statCd,
    occasionType: input.occasionType,
    searchText: input.searchText,
    eventDtStart: input.eventDtStart ?? null,
    eventDtEnd: input.eventDtEnd ?? null,
  };
  const sort = { field: input.sortField ?? 'frstRgstDt', order: input.sortOrder };
  const page = await listPage(
    input,
    () => repo.countLifeEvents(deps.db, filter),
    (offset, limit) => repo.listLifeEvents(deps.db, filter, sort, offset, limit),
  );
  await recordAccess(deps.db, user, {
    action: isExport(input) ? ACCESS_ACTION.download : ACCESS_ACTION.read,
    target: ACCESS_TARGET.lifeEventList,
    rowCount: page.list.length,
    cmpyCd: cmpyCds?.length === 1 ? cmpyCds[0] : null,
    targetId: input.unqUserId,
    reason: 'downloadReason' in input ? input.downloadReason : null,
  });
  const masking = listMaskingFor(user.authCd);
  return { ...page, list: page.list.map((r) => toLifeEventRow(r, masking)) };
}
