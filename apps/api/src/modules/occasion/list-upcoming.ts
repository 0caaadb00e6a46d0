import {
  ACCESS_ACTION,
  ACCESS_TARGET,
  type BirthDate,
  HOLIDAY_MOVES,
  isOccasionType,
  isOccurrenceState,
  kstToday,
  listMaskingFor,
  maskName,
  OCCURRENCE_STATE_LABEL,
  OCCURRENCE_STATES,
  occasionDayText,
  occurrenceTitleText,
  SEND_WHENS,
  sendMoveText,
  UNSENT_OCCURRENCE_STATES,
  type UpcomingListReply,
  type UpcomingRow,
  type upcomingExcelRequestSchema,
  type upcomingListRequestSchema,
  upcomingWindow,
} from '@pcs/domain';
import type { z } from 'zod';
import type { AuthUser } from '../../http/auth-guard';
import { companiesScope } from '../../http/tenant';
import { isExport, listPage } from '../../lib/list-page';
import { ymdHmsKst } from '../../lib/time';
import { recordAccess } from '../access-log';
import type { UpcomingDeps } from './upcoming-deps';
import * as repo from './upcoming-repository';

type Input = z.infer<typeof upcomingListRequestSchema> | z.infer<typeof upcomingExcelRequestSchema>;

/**
 * POST occasion/upcoming/list.json (and excel.json): the gifts of the next 30 days (send days today .. today + 29,
 * KST), the unsent ones whose time has passed and the ones sent in the 30 days before today, in send order, with the count per state. Operators see every
 * company or their selection, a client manager their own company (another one named is refused). Names follow the
 * back office's list masking; a download is recorded with its reason.
 */
export async function listUpcoming(
  deps: Pick<UpcomingDeps, 'db' | 'now'>,
  user: AuthUser,
  input: Input,
): Promise<UpcomingListReply> {
  const now = deps.now();
  const { fromDt, toDt, recentFromDt } = upcomingWindow(now);
  const filter: repo.UpcomingFilter = {
    cmpyCds: companiesScope(user, input.cmpyCds),
    occasionType: input.occasionType,
    statCd: input.statCd,
    ruleSn: input.ruleSn,
    userNm: input.userNm,
    fromDt,
    toDt,
    recentFromDt,
    now,
  };
  const order = input.sortField === 'sendAt' ? input.sortOrder : 'asc';
  const [page, counts] = await Promise.all([
    listPage(
      input,
      () => repo.countUpcoming(deps.db, filter),
      (offset, limit) => repo.listUpcoming(deps.db, filter, order, offset, limit),
    ),
    repo.countUpcomingByState(deps.db, filter),
  ]);
  if (isExport(input))
    await recordAccess(deps.db, user, {
      action: ACCESS_ACTION.download,
      target: ACCESS_TARGET.occasionUpcoming,
      rowCount: page.list.length,
      cmpyCd: filter.cmpyCds?.length === 1 ? filter.cmpyCds[0] : null,
      reason: 'downloadReason' in input ? input.downloadReason : null,
    });
  const masking = listMaskingFor(user.authCd);
  const sendMoveTextOf = (r: repo.UpcomingDbRow): string | null => {
    const sendWhen = SEND_WHENS.find((w) => w === r.sendWhen);
    const holidayMove = HOLIDAY_MOVES.find((m) => m === r.holidayMove);
    if (!sendWhen || !holidayMove) return null;
    return sendMoveText({
      eventDt: r.eventDt,
      sendDt: r.sendDt,
      timing: { sendWhen, offsetDays: r.offsetDays, holidayMove },
      lateYn: r.lateYn === 'Y' ? 'Y' : 'N',
    });
  };
  const toRow = (r: repo.UpcomingDbRow): UpcomingRow => {
    if (!isOccasionType(r.occasionType) || !isOccurrenceState(r.statCd))
      throw new Error(`Unknown occasion ${r.occasionType} or state ${r.statCd} of ${r.occurrenceSn}`);
    const sendAt = new Date(r.sendAt);
    const birth: BirthDate | null = r.birthDt
      ? {
          birthDt: r.birthDt,
          lunarYn: r.lunarYn === 'Y' ? 'Y' : 'N',
          leapMonthYn: r.leapMonthYn === 'Y' ? 'Y' : 'N',
        }
      : null;
    return {
      occurrenceSn: r.occurrenceSn,
      cmpyCd: r.cmpyCd,
      cmpyNm: r.cmpyNm,
      userId: r.userId,
      userNm: masking.name ? maskName(r.userNm) : r.userNm,
      grupNm: r.grupNm,
      occasionType: r.occasionType,
      occasionNm: occurrenceTitleText({ ...r, occasionType: r.occasionType }),
      occasionDayText: occasionDayText(user.authCd, {
        occasionType: r.occasionType,
        eventDt: r.eventDt,
        birth,
        todayDt: kstToday(now),
      }),
      ruleSn: r.ruleSn,
      ruleNm: r.ruleNm,
      sendDt: r.sendDt,
      sendAt: ymdHmsKst(sendAt),
      sendMoveText: sendMoveTextOf(r),
      overdue: (UNSENT_OCCURRENCE_STATES as readonly string[]).includes(r.statCd) && sendAt <= now,
      lateYn: r.lateYn === 'Y' ? 'Y' : 'N',
      statCd: r.statCd,
      statNm: OCCURRENCE_STATE_LABEL[r.statCd],
      claimed: r.statCd === 'SENT' ? (r.usedCnt ?? 0) > 0 : null,
      sentAt: r.sentAt ? ymdHmsKst(new Date(r.sentAt)) : null,
      skipReason: r.skipReason,
    };
  };
  return {
    ...page,
    list: page.list.map(toRow),
    fromDt,
    toDt,
    recentFromDt,
    counts: OCCURRENCE_STATES.map((statCd) => ({
      statCd,
      statNm: OCCURRENCE_STATE_LABEL[statCd],
      count: counts.find((c) => c.statCd === statCd)?.n ?? 0,
    })),
  };
}
