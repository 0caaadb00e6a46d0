import { EVENT_STATUS, type EventListPage, type eventListRequestSchema, isEventStatus } from '@pcs/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { companiesScope } from '../../http/tenant';
import { type ListOrExport, listPage } from '../../lib/list-page';
import { ymdHmsKst } from '../../lib/time';
import { advanceEventStatuses } from './advance-event-statuses';
import { statusAt, statusLabel } from './event-status';
import { countEvents, listEvents } from './repository';

type Deps = { db: Db; now: () => Date; config?: { publicUrl: string } };
type Input = Omit<z.infer<typeof eventListRequestSchema>, 'requestType' | 'page' | 'pageSize'> & ListOrExport;

/**
 * Which stored codes can show as `asked` now: the clock may have opened a stored "scheduled" or closed a stored
 * "scheduled"/"open" event that the job has not written yet; the rows are re-checked after reading.
 */
function storedCodesFor(asked: string | null): string[] | null {
  if (!asked || !isEventStatus(asked)) return null;
  if (asked === EVENT_STATUS.running) return [EVENT_STATUS.ready, EVENT_STATUS.running];
  if (asked === EVENT_STATUS.closed) return [EVENT_STATUS.ready, EVENT_STATUS.running, EVENT_STATUS.closed];
  return [asked];
}

/**
 * POST /v1/ebmp/pcs/eventManage/list.json (and excel.json with requestType EXPORT): /event/history with the company
 * multi-select, period, status and name filters. The status shown is the one at the time of the reply.
 */
export async function listEventHistory(deps: Deps, user: AuthUser, input: Input): Promise<EventListPage> {
  // The job moves stored statuses every few seconds; moving due ones first keeps counts and pages exact.
  await advanceEventStatuses({ db: deps.db, now: deps.now, publicUrl: deps.config?.publicUrl });
  const now = deps.now();
  const filter = {
    cmpyCds: companiesScope(user, input.cmpyCdList),
    statuses: storedCodesFor(input.eventStatCd ?? null),
    eventNm: input.eventNm ?? null,
    periodStart: input.periodStart ?? null,
    periodEnd: input.periodEnd ?? null,
  };
  return listPage(
    input,
    () => countEvents(deps.db, filter),
    async (offset, limit) =>
      (
        await listEvents(
          deps.db,
          filter,
          { field: input.sortField, order: input.sortOrder ?? 'desc' },
          offset,
          limit,
        )
      ).map((r) => {
        const status = statusAt(r.event, now);
        return {
          eventSn: r.event.eventSn,
          cmpyCd: r.event.cmpyCd,
          cmpyNm: r.cmpyNm,
          eventNm: r.event.eventNm,
          tempNm: r.tempNm,
          startDt: r.event.startDt,
          startTm: r.event.startTm,
          endDt: r.event.endDt,
          endTm: r.event.endTm,
          eventStatCd: status,
          eventStatNm: statusLabel(status),
          selectCnt: r.event.selectCnt,
          prodCount: r.prodCount,
          recipientCount: r.recipientCount,
          appliedCount: r.appliedCount,
          frstRgstDt: ymdHmsKst(r.event.createdAt).slice(0, 8),
        };
      }),
  );
}
