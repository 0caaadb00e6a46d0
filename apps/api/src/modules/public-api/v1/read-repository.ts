import { KST_ISO_OFFSET, KST_OFFSET_MINUTES, PROVISIONED_ROLES, type PublicEmployee } from '@pcs/domain';
import {
  and,
  asc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  lte,
  notInArray,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  appUser,
  companyGroup,
  estimate,
  estimateItem,
  event,
  eventRecipient,
  giftOrder,
  occasionOccurrence,
  occasionRule,
  product,
  userLifeEvent,
} from '../../../db/schema/index';

/** Microsecond text of a timestamp in UTC: the cursor keeps the exact value the next page compares with. */
const EXACT_TS_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"';
const exactTs = (col: SQL | typeof appUser.updatedAt) =>
  sql<string>`to_char(${col} at time zone 'UTC', ${sql.raw(`'${EXACT_TS_FORMAT}'`)})`;

type Page = {
  cmpyCd: string | null;
  after: [string, string | number] | null;
  limit: number;
  updatedSince?: string;
};

const afterKey = (
  ts: SQL | typeof appUser.updatedAt,
  id: SQL | typeof appUser.unqUserId,
  after: Page['after'],
) => (after ? sql`(${ts}, ${id}) > (${after[0]}::timestamptz, ${after[1]})` : undefined);

const employeeColumns = {
  unqUserId: appUser.unqUserId,
  sabun: appUser.sabun,
  userId: appUser.userId,
  cmpyCd: appUser.cmpyCd,
  userNm: appUser.userNm,
  email: appUser.email,
  telNo: appUser.telNo,
  grupCd: appUser.grupCd,
  useYn: appUser.useYn,
  authCd: appUser.authCd,
  hireDt: appUser.hireDt,
  leaveDt: appUser.leaveDt,
  birthDt: appUser.birthDt,
  lunarYn: appUser.lunarYn,
  leapMonthYn: appUser.leapMonthYn,
  preferredLanguage: appUser.preferredLanguage,
  updatedAt: appUser.updatedAt,
  cursorTs: exactTs(appUser.updatedAt),
};
/** The people a key reaches: a company's employees only (PROVISIONED_ROLES, the rule SCIM and SSO follow too). */
const employeeScope = (cmpyCd: string | null) =>
  and(
    cmpyCd ? eq(appUser.cmpyCd, cmpyCd) : isNotNull(appUser.cmpyCd),
    inArray(appUser.authCd, [...PROVISIONED_ROLES]),
  );

export type EmployeeRow = NonNullable<Awaited<ReturnType<typeof employeeByNumber>>>;

export async function listEmployees(db: Executor, p: Page & { active?: boolean; grupCd?: string }) {
  return db
    .select(employeeColumns)
    .from(appUser)
    .where(
      and(
        employeeScope(p.cmpyCd),
        p.updatedSince ? gte(appUser.updatedAt, new Date(p.updatedSince)) : undefined,
        p.active === undefined ? undefined : eq(appUser.useYn, p.active ? 'Y' : 'N'),
        p.grupCd ? eq(appUser.grupCd, p.grupCd) : undefined,
        afterKey(appUser.updatedAt, appUser.unqUserId, p.after),
      ),
    )
    .orderBy(asc(appUser.updatedAt), asc(appUser.unqUserId))
    .limit(p.limit + 1);
}

type EmployeeFilter = Omit<Page, 'limit'> & { active?: boolean; grupCd?: string };

/** YYYYMMDD (stored) to YYYY-MM-DD, else null: iso-time.ts isoDateOf in SQL. */
const isoDateSql = (col: SQLWrapper) =>
  sql`case when length(${col}) = 8 then substr(${col}, 1, 4) || '-' || substr(${col}, 5, 2) || '-' || substr(${col}, 7, 2) end`;

/**
 * One employee as the reply's JSON, field by field as employee-routes.ts employeeOf writes it (same keys, same order,
 * same formats; the contract test compares the two byte for byte). preferredLanguage is the stored tag as is:
 * the column's check constraint allows only LANGUAGES, which matchLanguage returns unchanged.
 */
const employeeJsonFields: { [K in keyof PublicEmployee]-?: SQL } = {
  employeeNumber: sql`${appUser.sabun}`,
  loginId: sql`${appUser.userId}`,
  companyCode: sql`coalesce(${appUser.cmpyCd}, '')`,
  name: sql`${appUser.userNm}`,
  email: sql`${appUser.email}`,
  phone: sql`${appUser.telNo}`,
  groupCode: sql`${appUser.grupCd}`,
  active: sql`${appUser.useYn} = 'Y'`,
  hireDate: isoDateSql(appUser.hireDt),
  leaveDate: isoDateSql(appUser.leaveDt),
  birthDate: sql`case when ${sql.placeholder('birthYear')}::boolean then ${isoDateSql(appUser.birthDt)} end`,
  birthMonthDay: sql`case when length(${appUser.birthDt}) = 8 then substr(${appUser.birthDt}, 5, 2) || '-' || substr(${appUser.birthDt}, 7, 2) end`,
  birthCalendar: sql`case when ${appUser.birthDt} <> '' then case when ${appUser.lunarYn} = 'Y' then 'LUNAR' else 'SOLAR' end end`,
  preferredLanguage: sql`${appUser.preferredLanguage}`,
  // The instant in Korean time to the millisecond (truncated, as a JS Date keeps it): iso-time.ts isoKst.
  updatedAt: sql`to_char((${appUser.updatedAt} at time zone 'UTC') + ${sql.raw(`interval '${KST_OFFSET_MINUTES} minutes'`)}, ${sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"${KST_ISO_OFFSET}"'`)})`,
};
const employeeJson = sql.join(
  [
    ...Object.entries(employeeJsonFields).map(
      ([key, value], i) =>
        sql`${sql.raw(`'${i === 0 ? '{' : ','}${JSON.stringify(key)}:'`)} || coalesce(to_json(${value})::text, 'null')`,
    ),
    sql`'}'`,
  ],
  sql` || `,
);

/**
 * A page of employees as one row: the shown rows' JSON objects joined by commas (PostgreSQL writes the reply's
 * data, so no row is mapped or serialized here), how many they are, and the last shown row's key when more follow.
 * Built once per database handle and filter combination, sent as a named prepared statement.
 */
const employeePageQuery = (db: Executor, p: EmployeeFilter, name: string) => {
  const ph = sql.placeholder;
  const rows = db
    .select({
      n: sql`row_number() over (order by ${appUser.updatedAt}, ${appUser.unqUserId})`.as('n'),
      at: sql`${appUser.updatedAt}`.as('at'),
      id: sql`${appUser.unqUserId}`.as('id'),
      j: sql`${employeeJson}`.as('j'),
    })
    .from(appUser)
    .where(
      and(
        p.cmpyCd === null
          ? and(isNotNull(appUser.cmpyCd), inArray(appUser.authCd, [...PROVISIONED_ROLES]))
          : and(eq(appUser.cmpyCd, ph('cmpyCd')), inArray(appUser.authCd, [...PROVISIONED_ROLES])),
        p.updatedSince ? sql`${appUser.updatedAt} >= ${ph('updatedSince')}::timestamptz` : undefined,
        p.active === undefined ? undefined : eq(appUser.useYn, ph('useYn')),
        p.grupCd ? eq(appUser.grupCd, ph('grupCd')) : undefined,
        p.after
          ? sql`(${appUser.updatedAt}, ${appUser.unqUserId}) > (${ph('afterTs')}::timestamptz, ${ph('afterId')})`
          : undefined,
      ),
    )
    .orderBy(asc(appUser.updatedAt), asc(appUser.unqUserId))
    .limit(ph('limitPlusOne'))
    .as('p');
  const shown = sql`p.n <= ${ph('limit')}`;
  const last = sql`p.n = ${ph('limit')}`;
  return db
    .select({
      data: sql<string | null>`string_agg(p.j, ',' order by p.n) filter (where ${shown})`,
      shown: sql<number>`(count(*) filter (where ${shown}))::int`,
      // Only the last shown row's key is written out as text (to the microsecond, exactTs).
      lastTs: sql<
        string | null
      >`to_char(max(p.at) filter (where ${last}) at time zone 'UTC', ${sql.raw(`'${EXACT_TS_FORMAT}'`)})`,
      lastId: sql<string | null>`max(p.id) filter (where ${last})`,
      more: sql<boolean>`count(*) > ${ph('limit')}`,
    })
    .from(rows)
    .prepare(name);
};

const preparedEmployeePages = new WeakMap<Executor, Map<string, ReturnType<typeof employeePageQuery>>>();

/**
 * The public list of employees, written by PostgreSQL: `data` is the JSON array's inside (employeeOf of each row,
 * in order), `next` the last shown row's key when another page follows.
 */
export async function employeePageJson(
  db: Executor,
  p: EmployeeFilter & { limit: number; birthYear: boolean },
): Promise<{ data: string; shown: number; next: [string, string] | null }> {
  const shape = [p.cmpyCd === null, !!p.updatedSince, p.active !== undefined, !!p.grupCd, !!p.after];
  const name = `pubapi_employee_page_${shape.map((on) => (on ? 1 : 0)).join('')}`;
  let byName = preparedEmployeePages.get(db);
  if (!byName) {
    byName = new Map();
    preparedEmployeePages.set(db, byName);
  }
  let query = byName.get(name);
  if (!query) {
    query = employeePageQuery(db, p, name);
    byName.set(name, query);
  }
  const [row] = await query.execute({
    cmpyCd: p.cmpyCd,
    updatedSince: p.updatedSince,
    useYn: p.active === undefined ? undefined : p.active ? 'Y' : 'N',
    grupCd: p.grupCd,
    afterTs: p.after?.[0],
    afterId: p.after?.[1],
    limit: p.limit,
    limitPlusOne: p.limit + 1,
    birthYear: p.birthYear,
  });
  return {
    data: row?.data ?? '',
    shown: row?.shown ?? 0,
    next: row?.more && row.lastTs && row.lastId ? [row.lastTs, row.lastId] : null,
  };
}

/** The company's employee with this number (sabun); the oldest account if the company has several. */
export async function employeeByNumber(db: Executor, cmpyCd: string, sabun: string) {
  const [row] = await db
    .select(employeeColumns)
    .from(appUser)
    .where(and(employeeScope(cmpyCd), eq(appUser.sabun, sabun)))
    .orderBy(asc(appUser.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * True when an account this key may not reach (a manager's, say) holds the number in the company: a PUT must not
 * create a second person under it, nor tell the caller more than that it is taken.
 */
export async function numberHeldOutsideReach(db: Executor, cmpyCd: string, sabun: string) {
  const rows = await db
    .select({ unqUserId: appUser.unqUserId })
    .from(appUser)
    .where(
      and(
        eq(appUser.cmpyCd, cmpyCd),
        eq(appUser.sabun, sabun),
        notInArray(appUser.authCd, [...PROVISIONED_ROLES]),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The employees with these numbers who can be gift recipients: active and approved (the event screen's rule). */
export async function usersByNumbers(db: Executor, cmpyCd: string, sabuns: string[]) {
  return db
    .select({ unqUserId: appUser.unqUserId, sabun: appUser.sabun })
    .from(appUser)
    .where(
      and(
        employeeScope(cmpyCd),
        eq(appUser.useYn, 'Y'),
        eq(appUser.regStat, 'ACCEPT'),
        inArray(appUser.sabun, sabuns),
      ),
    );
}

export function listGroups(db: Executor, cmpyCd: string) {
  return db
    .select({
      grupCd: companyGroup.grupCd,
      grupNm: companyGroup.grupNm,
      parentGrupCd: companyGroup.parentGrupCd,
      useYn: companyGroup.useYn,
    })
    .from(companyGroup)
    .where(eq(companyGroup.cmpyCd, cmpyCd))
    .orderBy(asc(companyGroup.grupCd));
}

// Written with an alias: drizzle prints a select's columns without their table, so `event_sn = event_sn` inside the
// subquery compared the recipient row with itself and counted every recipient of every company.
const recipientCount = sql<number>`(select count(*)::int from ${eventRecipient} er where er.event_sn = ${event}.event_sn)`;
const eventColumns = {
  eventSn: event.eventSn,
  cmpyCd: event.cmpyCd,
  eventNm: event.eventNm,
  eventStatCd: event.eventStatCd,
  startDt: event.startDt,
  startTm: event.startTm,
  endDt: event.endDt,
  endTm: event.endTm,
  budgetAmt: event.budgetAmt,
  selectCnt: event.selectCnt,
  recipientCount,
  createdAt: event.createdAt,
};

export function listEvents(
  db: Executor,
  p: { cmpyCd: string | null; afterId: number | null; limit: number; status?: string },
) {
  return db
    .select(eventColumns)
    .from(event)
    .where(
      and(
        p.cmpyCd ? eq(event.cmpyCd, p.cmpyCd) : undefined,
        eq(event.testYn, 'N'),
        p.status ? eq(event.eventStatCd, p.status) : undefined,
        p.afterId !== null ? gt(event.eventSn, p.afterId) : undefined,
      ),
    )
    .orderBy(asc(event.eventSn))
    .limit(p.limit + 1);
}

export async function findEvent(db: Executor, cmpyCd: string | null, eventSn: number) {
  const [row] = await db
    .select(eventColumns)
    .from(event)
    .where(and(eq(event.eventSn, eventSn), cmpyCd ? eq(event.cmpyCd, cmpyCd) : undefined));
  return row ?? null;
}

const applicationColumns = {
  ordSn: giftOrder.ordSn,
  eventSn: giftOrder.eventSn,
  cmpyCd: giftOrder.cmpyCd,
  sabun: appUser.sabun,
  ordStatCd: giftOrder.ordStatCd,
  prodSn: giftOrder.prodSn,
  prodNm: product.prodNm,
  optNm: giftOrder.optNm,
  quantity: giftOrder.quantity,
  unitPrice: giftOrder.unitPrice,
  extrasAmt: giftOrder.extrasAmt,
  payAmt: giftOrder.payAmt,
  appliedAt: giftOrder.appliedAt,
  updatedAt: giftOrder.updatedAt,
  cursorTs: exactTs(giftOrder.updatedAt as never),
};

/** Applied or cancelled orders (drafts are a recipient's unfinished choice, not an application). */
const applicationScope = (cmpyCd: string | null) =>
  and(cmpyCd ? eq(giftOrder.cmpyCd, cmpyCd) : undefined, inArray(giftOrder.ordStatCd, ['01', '09']));

export function listApplications(db: Executor, p: Page) {
  return db
    .select(applicationColumns)
    .from(giftOrder)
    .innerJoin(appUser, eq(appUser.unqUserId, giftOrder.unqUserId))
    .innerJoin(product, eq(product.prodSn, giftOrder.prodSn))
    .where(
      and(
        applicationScope(p.cmpyCd),
        p.updatedSince ? gte(giftOrder.updatedAt, new Date(p.updatedSince)) : undefined,
        afterKey(giftOrder.updatedAt as never, giftOrder.ordSn as never, p.after),
      ),
    )
    .orderBy(asc(giftOrder.updatedAt), asc(giftOrder.ordSn))
    .limit(p.limit + 1);
}

export async function findApplication(db: Executor, cmpyCd: string | null, ordSn: number) {
  const [row] = await db
    .select(applicationColumns)
    .from(giftOrder)
    .innerJoin(appUser, eq(appUser.unqUserId, giftOrder.unqUserId))
    .innerJoin(product, eq(product.prodSn, giftOrder.prodSn))
    .where(and(applicationScope(cmpyCd), eq(giftOrder.ordSn, ordSn)));
  return row ?? null;
}

const deliveryColumns = {
  estiItemSn: estimateItem.estiItemSn,
  ordSn: estimate.ordSn,
  eventSn: estimate.eventSn,
  cmpyCd: estimate.cmpyCd,
  prodSn: estimateItem.prodSn,
  quantity: estimateItem.quantity,
  deliStatCd: estimateItem.deliStatCd,
  carrierCd: estimateItem.carrierCd,
  invoiceNo: estimateItem.invoiceNo,
  releasedAt: estimateItem.releasedAt,
  deliveredAt: estimateItem.deliveredAt,
  updatedAt: estimateItem.updatedAt,
  cursorTs: exactTs(estimateItem.updatedAt as never),
};

export function listDeliveries(db: Executor, p: Page) {
  return db
    .select(deliveryColumns)
    .from(estimateItem)
    .innerJoin(estimate, eq(estimate.estiSn, estimateItem.estiSn))
    .where(
      and(
        p.cmpyCd ? eq(estimate.cmpyCd, p.cmpyCd) : undefined,
        p.updatedSince ? gte(estimateItem.updatedAt, new Date(p.updatedSince)) : undefined,
        afterKey(estimateItem.updatedAt as never, estimateItem.estiItemSn as never, p.after),
      ),
    )
    .orderBy(asc(estimateItem.updatedAt), asc(estimateItem.estiItemSn))
    .limit(p.limit + 1);
}

export async function findDelivery(db: Executor, cmpyCd: string | null, estiItemSn: number) {
  const [row] = await db
    .select(deliveryColumns)
    .from(estimateItem)
    .innerJoin(estimate, eq(estimate.estiSn, estimateItem.estiSn))
    .where(and(eq(estimateItem.estiItemSn, estiItemSn), cmpyCd ? eq(estimate.cmpyCd, cmpyCd) : undefined));
  return row ?? null;
}

const occasionColumns = {
  occurrenceSn: occasionOccurrence.occurrenceSn,
  cmpyCd: occasionOccurrence.cmpyCd,
  ruleSn: occasionOccurrence.ruleSn,
  ruleNm: occasionRule.ruleNm,
  occasionType: occasionOccurrence.occasionType,
  sabun: appUser.sabun,
  eventDt: occasionOccurrence.eventDt,
  sendDt: occasionOccurrence.sendDt,
  sendAt: occasionOccurrence.sendAt,
  years: occasionOccurrence.years,
  lifeEventSn: occasionOccurrence.lifeEventSn,
  statCd: occasionOccurrence.statCd,
  cancelReason: occasionOccurrence.cancelReason,
  eventSn: occasionOccurrence.eventSn,
  sentAt: occasionOccurrence.sentAt,
  updatedAt: occasionOccurrence.updatedAt,
  cursorTs: exactTs(occasionOccurrence.updatedAt as never),
};
export type OccasionRow = Awaited<ReturnType<typeof listOccasions>>[number];

/** The company's occasion gifts in order of change; the due range (YYYYMMDD) reads occasion_occurrence_cmpy_idx. */
export function listOccasions(db: Executor, p: Page & { dueFrom?: string; dueTo?: string; state?: string }) {
  return db
    .select(occasionColumns)
    .from(occasionOccurrence)
    .innerJoin(appUser, eq(appUser.unqUserId, occasionOccurrence.unqUserId))
    .innerJoin(occasionRule, eq(occasionRule.ruleSn, occasionOccurrence.ruleSn))
    .where(
      and(
        p.cmpyCd ? eq(occasionOccurrence.cmpyCd, p.cmpyCd) : undefined,
        p.updatedSince ? gte(occasionOccurrence.updatedAt, new Date(p.updatedSince)) : undefined,
        p.dueFrom ? gte(occasionOccurrence.sendDt, p.dueFrom) : undefined,
        p.dueTo ? lte(occasionOccurrence.sendDt, p.dueTo) : undefined,
        p.state ? eq(occasionOccurrence.statCd, p.state) : undefined,
        afterKey(occasionOccurrence.updatedAt as never, occasionOccurrence.occurrenceSn as never, p.after),
      ),
    )
    .orderBy(asc(occasionOccurrence.updatedAt), asc(occasionOccurrence.occurrenceSn))
    .limit(p.limit + 1);
}

const lifeEventColumns = {
  lifeEventSn: userLifeEvent.lifeEventSn,
  cmpyCd: userLifeEvent.cmpyCd,
  unqUserId: userLifeEvent.unqUserId,
  sabun: appUser.sabun,
  occasionType: userLifeEvent.occasionType,
  eventDt: userLifeEvent.eventDt,
  relationCd: userLifeEvent.relationCd,
  statCd: userLifeEvent.statCd,
  createdBy: userLifeEvent.createdBy,
  createdAt: userLifeEvent.createdAt,
  updatedAt: userLifeEvent.updatedAt,
  cursorTs: exactTs(userLifeEvent.updatedAt as never),
};
export type LifeEventRow = Awaited<ReturnType<typeof listLifeEvents>>[number];

/** The company's life events and requests (every state, withdrawn ones too: a sync must see them go) in order of change. */
export function listLifeEvents(db: Executor, p: Page & { state?: string; kind?: string }) {
  return db
    .select(lifeEventColumns)
    .from(userLifeEvent)
    .innerJoin(appUser, eq(appUser.unqUserId, userLifeEvent.unqUserId))
    .where(
      and(
        p.cmpyCd ? eq(userLifeEvent.cmpyCd, p.cmpyCd) : undefined,
        p.updatedSince ? gte(userLifeEvent.updatedAt, new Date(p.updatedSince)) : undefined,
        p.state ? eq(userLifeEvent.statCd, p.state) : undefined,
        p.kind ? eq(userLifeEvent.occasionType, p.kind) : undefined,
        afterKey(userLifeEvent.updatedAt as never, userLifeEvent.lifeEventSn as never, p.after),
      ),
    )
    .orderBy(asc(userLifeEvent.updatedAt), asc(userLifeEvent.lifeEventSn))
    .limit(p.limit + 1);
}

/** Serialises upserts of one company's employee number for the rest of the transaction (decision 038). */
export async function lockEmployeeNumber(tx: Executor, cmpyCd: string, sabun: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`pubapi-employee:${cmpyCd}:${sabun}`}, 0))`,
  );
}
