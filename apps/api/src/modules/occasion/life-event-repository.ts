import { and, asc, desc, eq, gte, ilike, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { type BulkColumn, bulkInsert } from '../../db/bulk-insert';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like';
import { appUser, company, companyGroup, userLifeEvent } from '../../db/schema/index';

/*
 * The life events of HR data (user_life_event, decision 036): the managers' list, the employee's own, one event,
 * its conditional status change, and the inserts of the screens and the employee import. Rules live in the use cases.
 */

export type LifeEventFilter = {
  /** null: every company (operators). */
  cmpyCds: string[] | null;
  unqUserId: string | null;
  /** null: every status but DELETED. */
  statCd: string | null;
  occasionType: string | null;
  searchText: string | null;
  eventDtStart: string | null;
  eventDtEnd: string | null;
};

function conditions(f: LifeEventFilter): SQL | undefined {
  return and(
    f.cmpyCds ? inArray(userLifeEvent.cmpyCd, f.cmpyCds) : undefined,
    f.unqUserId ? eq(userLifeEvent.unqUserId, f.unqUserId) : undefined,
    f.statCd ? eq(userLifeEvent.statCd, f.statCd) : ne(userLifeEvent.statCd, 'DELETED'),
    f.occasionType ? eq(userLifeEvent.occasionType, f.occasionType) : undefined,
    f.searchText
      ? or(
          ilike(appUser.userNm, containsPattern(f.searchText)),
          ilike(appUser.userId, containsPattern(f.searchText)),
        )
      : undefined,
    f.eventDtStart ? gte(userLifeEvent.eventDt, f.eventDtStart) : undefined,
    f.eventDtEnd ? lte(userLifeEvent.eventDt, f.eventDtEnd) : undefined,
  );
}

const ROW = {
  lifeEventSn: userLifeEvent.lifeEventSn,
  unqUserId: userLifeEvent.unqUserId,
  cmpyCd: userLifeEvent.cmpyCd,
  occasionType: userLifeEvent.occasionType,
  eventDt: userLifeEvent.eventDt,
  relationCd: userLifeEvent.relationCd,
  statCd: userLifeEvent.statCd,
  memo: userLifeEvent.memo,
  rejectReason: userLifeEvent.rejectReason,
  createdBy: userLifeEvent.createdBy,
  decidedAt: userLifeEvent.decidedAt,
  createdAt: userLifeEvent.createdAt,
};

/** One query shape for the list and the export, with the person, the company and the group. */
function listRows(db: Executor, where: SQL | undefined) {
  return db
    .select({
      ...ROW,
      userId: appUser.userId,
      userNm: appUser.userNm,
      cmpyNm: company.cmpyNm,
      grupNm: companyGroup.grupNm,
    })
    .from(userLifeEvent)
    .innerJoin(appUser, eq(appUser.unqUserId, userLifeEvent.unqUserId))
    .leftJoin(company, eq(company.cmpyCd, userLifeEvent.cmpyCd))
    .leftJoin(
      companyGroup,
      and(eq(companyGroup.cmpyCd, appUser.cmpyCd), eq(companyGroup.grupCd, appUser.grupCd)),
    )
    .where(where)
    .$dynamic();
}
export type LifeEventDbRow = Awaited<ReturnType<typeof listRows>>[number];

export const countLifeEvents = (db: Executor, f: LifeEventFilter) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(userLifeEvent)
    .innerJoin(appUser, eq(appUser.unqUserId, userLifeEvent.unqUserId))
    .where(conditions(f))
    .then((rows) => rows[0]?.n ?? 0);

const SORT = {
  eventDt: userLifeEvent.eventDt,
  frstRgstDt: userLifeEvent.createdAt,
  userNm: appUser.userNm,
} as const;
export type LifeEventSortField = keyof typeof SORT;

export const listLifeEvents = (
  db: Executor,
  f: LifeEventFilter,
  sort: { field: LifeEventSortField; order: 'asc' | 'desc' },
  offset: number,
  limit: number,
) => {
  const by = sort.order === 'asc' ? asc : desc;
  return listRows(db, conditions(f))
    .orderBy(by(SORT[sort.field]), desc(userLifeEvent.lifeEventSn))
    .limit(limit)
    .offset(offset);
};

/** The employee's own life events and requests, newest first; withdrawn and deleted ones are gone for them. */
export const myLifeEvents = (db: Executor, unqUserId: string) =>
  db
    .select(ROW)
    .from(userLifeEvent)
    .where(and(eq(userLifeEvent.unqUserId, unqUserId), ne(userLifeEvent.statCd, 'DELETED')))
    .orderBy(desc(userLifeEvent.createdAt), desc(userLifeEvent.lifeEventSn));
export type MyLifeEventDbRow = Awaited<ReturnType<typeof myLifeEvents>>[number];

/** One life event with what its tenant check needs (the person's role). */
export const findLifeEvent = (db: Executor, lifeEventSn: number) =>
  db
    .select({ ...ROW, authCd: appUser.authCd })
    .from(userLifeEvent)
    .innerJoin(appUser, eq(appUser.unqUserId, userLifeEvent.unqUserId))
    .where(eq(userLifeEvent.lifeEventSn, lifeEventSn))
    .limit(1)
    .then((rows) => rows[0] ?? null);

/**
 * Moves a life event from the status it was read in: false when someone else moved it first (the conditional
 * update is what keeps two managers from both deciding one request).
 */
export async function moveLifeEvent(
  db: Executor,
  lifeEventSn: number,
  from: string,
  set: {
    statCd: string;
    decidedBy?: string;
    decidedAt?: Date;
    rejectReason?: string | null;
    updatedAt: Date;
  },
): Promise<boolean> {
  const rows = await db
    .update(userLifeEvent)
    .set(set)
    .where(and(eq(userLifeEvent.lifeEventSn, lifeEventSn), eq(userLifeEvent.statCd, from)))
    .returning({ lifeEventSn: userLifeEvent.lifeEventSn });
  return rows.length === 1;
}

/**
 * The person a life event is for, locked for the rest of the transaction: two saves of one person wait for each
 * other, so the duplicate check below them holds (the lock order starts with the person, ARCHITECTURE).
 */
export const lockPerson = (db: Executor, unqUserId: string) =>
  db
    .select({ unqUserId: appUser.unqUserId, cmpyCd: appUser.cmpyCd, authCd: appUser.authCd })
    .from(appUser)
    .where(eq(appUser.unqUserId, unqUserId))
    .for('no key update')
    .then((rows) => rows[0] ?? null);

/** The key two life events of one person may not share while neither is rejected or deleted. */
export const lifeEventKey = (e: { occasionType: string; eventDt: string; relationCd: string | null }) =>
  `${e.occasionType}:${e.eventDt}:${e.relationCd ?? ''}`;

/** The keys (lifeEventKey) of these people's requested and approved life events, by person. */
export async function liveLifeEventKeys(
  db: Executor,
  unqUserIds: readonly string[],
): Promise<Map<string, Set<string>>> {
  const keys = new Map<string, Set<string>>();
  if (unqUserIds.length === 0) return keys;
  const rows = await db
    .select({
      unqUserId: userLifeEvent.unqUserId,
      occasionType: userLifeEvent.occasionType,
      eventDt: userLifeEvent.eventDt,
      relationCd: userLifeEvent.relationCd,
    })
    .from(userLifeEvent)
    .where(
      and(
        inArray(userLifeEvent.unqUserId, [...unqUserIds]),
        inArray(userLifeEvent.statCd, ['REQUESTED', 'APPROVED']),
      ),
    );
  for (const r of rows) {
    const set = keys.get(r.unqUserId) ?? new Set<string>();
    set.add(lifeEventKey(r));
    keys.set(r.unqUserId, set);
  }
  return keys;
}

/** A life event to insert: every column a screen, a request or the import sets (the rest take their defaults). */
export type NewLifeEvent = {
  unqUserId: string;
  cmpyCd: string;
  occasionType: string;
  eventDt: string;
  relationCd: string | null;
  statCd: 'REQUESTED' | 'APPROVED';
  memo: string | null;
  createdBy: string;
  /** A manager's registration is decided when made; a request is not. */
  decidedBy: string | null;
  decidedAt: Date | null;
  createdAt: Date;
};

export const insertLifeEvent = (db: Executor, row: NewLifeEvent) =>
  db
    .insert(userLifeEvent)
    .values({ ...row, updatedAt: row.createdAt })
    .returning({ lifeEventSn: userLifeEvent.lifeEventSn })
    .then((rows) => rows[0]!.lifeEventSn);

const BULK_COLUMNS: readonly BulkColumn<NewLifeEvent>[] = [
  { name: 'unq_user_id', type: 'text', value: (r) => r.unqUserId },
  { name: 'cmpy_cd', type: 'text', value: (r) => r.cmpyCd },
  { name: 'occasion_type', type: 'text', value: (r) => r.occasionType },
  { name: 'event_dt', type: 'text', value: (r) => r.eventDt },
  { name: 'relation_cd', type: 'text', value: (r) => r.relationCd },
  { name: 'stat_cd', type: 'text', value: (r) => r.statCd },
  { name: 'memo', type: 'text', value: (r) => r.memo },
  { name: 'created_by', type: 'text', value: (r) => r.createdBy },
  { name: 'decided_by', type: 'text', value: (r) => r.decidedBy },
  { name: 'decided_at', type: 'timestamptz', value: (r) => r.decidedAt },
  { name: 'created_at', type: 'timestamptz', value: (r) => r.createdAt },
  { name: 'updated_at', type: 'timestamptz', value: (r) => r.createdAt },
];

/** The life events of an employee import, in a few statements (db/bulk-insert.ts). */
export const insertLifeEvents = (db: Executor, rows: readonly NewLifeEvent[]) =>
  bulkInsert(db, 'user_life_event', BULK_COLUMNS, rows);
