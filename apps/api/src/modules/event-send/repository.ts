import {
  EVENT_SEND_MESSAGES,
  type FunnelFilter,
  type Language,
  NOT_FOUND_TEXT,
  type SendKind,
  type SendTarget,
} from '@pcs/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { forbidden, notFound } from '../../http/errors';
import { funnelFilterSql } from '../funnel';

export type SendEvent = {
  eventSn: number;
  cmpyCd: string;
  cmpyNm: string;
  eventNm: string;
  eventStatCd: string;
  startDt: string;
  startTm: string;
  endDt: string;
  endTm: string;
  /** The event's own delivery chain as stored (decision 052); null: the company's. */
  channelChain: string | null;
};

export async function loadSendEvent(db: Executor, eventSn: number): Promise<SendEvent> {
  const rows = await queryRows<SendEvent>(
    db,
    sql`
      select e.event_sn as "eventSn", e.cmpy_cd as "cmpyCd", c.cmpy_nm as "cmpyNm", e.event_nm as "eventNm",
        e.event_stat_cd as "eventStatCd", e.start_dt as "startDt", e.start_tm as "startTm",
        e.end_dt as "endDt", e.end_tm as "endTm", e.channel_chain as "channelChain"
      from event e join company c on c.cmpy_cd = e.cmpy_cd
      where e.event_sn = ${eventSn} and e.test_yn = 'N'`,
  );
  if (!rows[0]) throw notFound(NOT_FOUND_TEXT.event);
  return rows[0];
}

export type TargetRecipient = {
  unqUserId: string;
  userId: string;
  userNm: string;
  telNo: string | null;
  email: string | null;
  firstLoginYn: string;
  /** The language their messages go in (decision 055); null is Korean. */
  preferredLanguage: Language | null;
};

export type TargetSpec = {
  /** A reminder reaches only those who have not applied, whatever the target. */
  kind?: SendKind;
  target: SendTarget;
  grupCd?: string | null;
  unqUserIds?: readonly string[] | null;
  /** Only those a claim-funnel filter lists (decision 053): the targeted reminder of the funnel screens. */
  funnelFilter?: FunnelFilter | null;
};

/** The SQL condition (on event_recipient r and app_user u) that picks a send's targets among the event's recipients. */
export function targetFilter(ev: SendEvent, target: TargetSpec): SQL {
  const filter =
    target.target === 'GROUP'
      ? sql`and u.grup_cd in (
          with recursive g as (
            select grup_cd from company_group where cmpy_cd = ${ev.cmpyCd} and grup_cd = ${target.grupCd ?? ''}
            union
            select c.grup_cd from company_group c join g on c.parent_grup_cd = g.grup_cd where c.cmpy_cd = ${ev.cmpyCd})
          select grup_cd from g)`
      : target.target === 'USERS'
        ? sql`and r.unq_user_id = any(${sql.param([...(target.unqUserIds ?? [])])}::text[])`
        : target.target === 'NOT_APPLIED'
          ? sql`and r.used_cnt = 0`
          : sql``;
  const notApplied =
    target.kind === 'REMIND' && target.target !== 'NOT_APPLIED' ? sql`and r.used_cnt = 0` : sql``;
  const funnel = target.funnelFilter ? sql`and ${funnelFilterSql(target.funnelFilter, 'r')}` : sql``;
  return sql`r.event_sn = ${ev.eventSn} and u.use_yn = 'Y' ${filter} ${notApplied} ${funnel}`;
}

/**
 * The event's recipients a send targets: all, those in a group (and its sub-groups), chosen people, or those who have
 * not applied (usedCnt 0), narrowed by a funnel filter when one is given; a reminder only those who have not
 * applied. Accounts not in use are left out.
 */
export async function targetRecipients(
  db: Executor,
  ev: SendEvent,
  target: TargetSpec,
  extra: SQL = sql``,
): Promise<TargetRecipient[]> {
  return await queryRows<TargetRecipient>(
    db,
    sql`
      select u.unq_user_id as "unqUserId", u.user_id as "userId", u.user_nm as "userNm", u.tel_no as "telNo",
        u.email, u.first_login_yn as "firstLoginYn", u.preferred_language as "preferredLanguage"
      from event_recipient r join app_user u on u.unq_user_id = r.unq_user_id
      where ${targetFilter(ev, target)} ${extra}
      order by u.unq_user_id`,
  );
}

/**
 * Refuses chosen people who are not recipients of the event (another company's, or of another event): a send is
 * never silently narrowed to the ones that fit, so a tampered list is seen, and the event is the caller's tenant.
 */
export async function assertEventRecipients(db: Executor, ev: SendEvent, unqUserIds: readonly string[]) {
  const asked = [...new Set(unqUserIds)];
  const rows = await queryRows<{ n: number }>(
    db,
    sql`
      select count(*)::int as n from event_recipient r
      where r.event_sn = ${ev.eventSn} and r.unq_user_id = any(${sql.param(asked)}::text[])`,
  );
  if ((rows[0]?.n ?? 0) !== asked.length) throw forbidden(EVENT_SEND_MESSAGES.foreignRecipients);
}

/** The longest name and login ID (in characters) among a send's targets: what a phone text's length is bound by. */
export async function longestTargetValues(
  db: Executor,
  ev: SendEvent,
  target: TargetSpec,
): Promise<{ nameChars: number; idChars: number }> {
  const rows = await queryRows<{ nameChars: number; idChars: number }>(
    db,
    sql`
      select coalesce(max(char_length(u.user_nm)), 0)::int as "nameChars",
        coalesce(max(char_length(u.user_id)), 0)::int as "idChars"
      from event_recipient r join app_user u on u.unq_user_id = r.unq_user_id
      where ${targetFilter(ev, target)}`,
  );
  return rows[0] ?? { nameChars: 0, idChars: 0 };
}
