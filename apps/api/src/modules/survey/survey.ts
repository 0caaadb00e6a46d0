import {
  DEFAULT_LANGUAGE,
  EVENT_STATUS,
  type EvalutionDetail,
  type EvalutionItem,
  eventCloseAt,
  eventOpenAt,
  type Language,
  maskName,
  NOT_FOUND_TEXT,
  type ProdReply,
  type SatiTarget,
  SURVEY_MAX_SCORE,
  SURVEY_MESSAGES,
} from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, conflict, notFound } from '../../http/errors';
import { assertCompany, companyScope } from '../../http/tenant';
import { listPage, type Page } from '../../lib/list-page';
import { recipientGreetingSql } from '../gift';

/**
 * The events the caller applied in (usedCnt > 0) and whether they answered the survey: /gift/sati asks about the
 * first one not answered. Only the caller's own answers are read.
 */
export async function satiTargets(db: Db, unqUserId: string, eventSn?: number | null): Promise<SatiTarget[]> {
  const rows = await queryRows<SatiTarget>(
    db,
    sql`
      select e.event_sn as "eventSn", e.event_nm as "eventNm", c.cmpy_nm as "cmpyNm",
        case when s.event_sn is null then 'N' else 'Y' end as "answeredYn", s.score, s.comment
      from event_recipient r join event e on e.event_sn = r.event_sn join company c on c.cmpy_cd = e.cmpy_cd
        left join event_survey s on s.event_sn = r.event_sn and s.unq_user_id = r.unq_user_id
      where r.unq_user_id = ${unqUserId} and r.used_cnt > 0 and e.test_yn = 'N'
        ${eventSn ? sql`and r.event_sn = ${eventSn}` : sql``}
      order by (s.event_sn is null) desc, e.event_sn desc`,
  );
  return rows;
}

/** One answer per recipient per event (the table's primary key decides, also between two racing submits). */
export async function saveSati(
  db: Db,
  unqUserId: string,
  input: { eventSn: number; score: number; comment: string },
): Promise<void> {
  const recipient = (
    await queryRows<{
      usedCnt: number;
    }>(
      db,
      sql`
      select r.used_cnt as "usedCnt" from event_recipient r join event e on e.event_sn = r.event_sn
      where r.event_sn = ${input.eventSn} and r.unq_user_id = ${unqUserId} and e.test_yn = 'N'`,
    )
  )[0];
  if (!recipient) throw notFound(NOT_FOUND_TEXT.event);
  if (recipient.usedCnt < 1) throw badRequest(SURVEY_MESSAGES.notApplied);
  try {
    await db.execute(sql`
      insert into event_survey (event_sn, unq_user_id, score, comment)
      values (${input.eventSn}, ${unqUserId}, ${input.score}, ${input.comment})`);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SURVEY_MESSAGES.alreadyAnswered);
    throw error;
  }
}

/**
 * What /gift/prod-ready shows: the caller's event (the one asked for, else the first running or scheduled one) with
 * its open time and the company's greeting, and why there is nothing to choose yet.
 */
export async function prodReady(
  db: Db,
  unqUserId: string,
  now: Date,
  eventSn?: number | null,
  language: Language = DEFAULT_LANGUAGE,
): Promise<ProdReply> {
  const rows = (
    await queryRows<{
      eventSn: number;
      eventNm: string;
      cmpyNm: string;
      startDt: string;
      startTm: string;
      endDt: string;
      endTm: string;
      greeting: string | null;
      eventStatCd: string;
      prodCnt: number;
    }>(
      db,
      sql`
      select e.event_sn as "eventSn", e.event_nm as "eventNm", c.cmpy_nm as "cmpyNm", e.start_dt as "startDt",
        e.start_tm as "startTm", e.end_dt as "endDt", e.end_tm as "endTm",
        ${recipientGreetingSql(language, { translations: sql`e.translations`, greeting: sql`e.greeting` })} as greeting,
        e.event_stat_cd as "eventStatCd",
        (select count(*)::int from event_product p where p.event_sn = e.event_sn) as "prodCnt"
      from event_recipient r join event e on e.event_sn = r.event_sn join company c on c.cmpy_cd = e.cmpy_cd
      where r.unq_user_id = ${unqUserId} and e.test_yn = 'N' and e.event_stat_cd in (${EVENT_STATUS.ready}, ${EVENT_STATUS.running})
        ${eventSn ? sql`and e.event_sn = ${eventSn}` : sql``}
      order by e.start_dt, e.event_sn`,
    )
  ).filter((r) => now < eventCloseAt(r.endDt, r.endTm));
  const row = rows[0];
  if (!row) return { event: null };
  const notOpen = row.eventStatCd === EVENT_STATUS.ready || now < eventOpenAt(row.startDt, row.startTm);
  const { prodCnt, eventStatCd: _status, ...rest } = row;
  return { event: { ...rest, reason: notOpen ? 'NOT_OPEN' : prodCnt === 0 ? 'NO_PRODUCTS' : 'OPEN' } };
}

/** Survey results per event: operators see every company (or one), a client manager only their own. */
export async function evalutionList(
  db: Db,
  user: AuthUser,
  input: { cmpyCd?: string | null; searchEventNm?: string | null; page?: number; pageSize?: number },
): Promise<Page<EvalutionItem>> {
  const cmpyCd = companyScope(user, input.cmpyCd);
  const where = sql`e.test_yn = 'N'
    ${cmpyCd ? sql`and e.cmpy_cd = ${cmpyCd}` : sql``}
    ${input.searchEventNm ? sql`and e.event_nm ilike ${`%${input.searchEventNm.replace(/[\\%_]/g, '\\$&')}%`}` : sql``}`;
  return listPage(
    input,
    async () =>
      (
        await queryRows<{
          n: number;
        }>(db, sql`select count(*)::int as n from event e where ${where}`)
      )[0]?.n ?? 0,
    async (offset, limit) => {
      const rows = await queryRows<EvalutionItem>(
        db,
        sql`
          select e.event_sn as "eventSn", e.event_nm as "eventNm", e.cmpy_cd as "cmpyCd", c.cmpy_nm as "cmpyNm",
            e.start_dt as "startDt", e.start_tm as "startTm", e.end_dt as "endDt", e.end_tm as "endTm",
            count(s.score)::int as "answerCnt",
            round(avg(s.score), 2)::float8 as "averageScore"
          from event e join company c on c.cmpy_cd = e.cmpy_cd left join event_survey s on s.event_sn = e.event_sn
          where ${where}
          group by e.event_sn, c.cmpy_nm
          order by e.end_dt desc, e.event_sn desc offset ${offset} limit ${limit}`,
      );
      return rows.map((r) => ({
        ...r,
        averageScore: r.averageScore === null ? null : Number(r.averageScore),
      }));
    },
  );
}

export async function evalutionDetail(db: Db, user: AuthUser, eventSn: number): Promise<EvalutionDetail> {
  const ev = (
    await queryRows<{
      eventSn: number;
      eventNm: string;
      cmpyCd: string;
      cmpyNm: string;
    }>(
      db,
      sql`
      select e.event_sn as "eventSn", e.event_nm as "eventNm", e.cmpy_cd as "cmpyCd", c.cmpy_nm as "cmpyNm"
      from event e join company c on c.cmpy_cd = e.cmpy_cd where e.event_sn = ${eventSn} and e.test_yn = 'N'`,
    )
  )[0];
  if (!ev) throw notFound(NOT_FOUND_TEXT.event);
  assertCompany(user, ev.cmpyCd);
  const answers = await queryRows<{
    score: number;
    comment: string;
    createdAt: Date | string;
    userNm: string;
  }>(
    db,
    sql`
      select s.score, s.comment, s.created_at as "createdAt", u.user_nm as "userNm"
      from event_survey s join app_user u on u.unq_user_id = s.unq_user_id
      where s.event_sn = ${eventSn} order by s.created_at desc`,
  );
  const distribution = Array.from(
    { length: SURVEY_MAX_SCORE },
    (_, i) => answers.filter((a) => a.score === i + 1).length,
  );
  const total = answers.reduce((sum, a) => sum + a.score, 0);
  return {
    eventSn: ev.eventSn,
    eventNm: ev.eventNm,
    cmpyNm: ev.cmpyNm,
    answerCnt: answers.length,
    averageScore: answers.length ? Math.round((total / answers.length) * 100) / 100 : null,
    distribution,
    commentList: answers
      .filter((a) => a.comment.trim() !== '')
      .map((a) => ({
        userNm: maskName(a.userNm),
        score: a.score,
        comment: a.comment,
        createdAt: new Date(a.createdAt).toISOString(),
      })),
  };
}
