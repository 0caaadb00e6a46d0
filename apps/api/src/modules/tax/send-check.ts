import {
  isTaxPurpose,
  kstToday,
  listMaskingFor,
  maskName,
  sendTaxWarnings,
  TAX_TEXT,
  type TaxPurpose,
  type TaxSendCheckReply,
  type TaxStatuteRule,
  type TaxSummaryReply,
  type taxSendCheckRequestSchema,
  type taxSummaryRequestSchema,
} from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { taxSendWarning } from '../../db/schema/index';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { assertCompany } from '../../http/tenant';
import { ymdHmsKst } from '../../lib/time';
import { byEmployee, figuresOf, peopleOf } from './ledger';
import { taxLinesOf } from './tax-lines';
import { companyRulesOne, statuteRules } from './tax-rules';

type Deps = { db: Db; now: () => Date };

/** What is about to be sent: to whom, for what, at what value per person, on which day, for which company. */
type Planned = {
  cmpyCd: string;
  eventSn: number | null;
  ruleSn: number | null;
  purpose: TaxPurpose;
  kind: string | null;
  amountPerPerson: number;
  giftDt: string;
  people: string[];
};

/** The gift's value the warning assumes: the budget, or the dearest gift offered (what a choice can cost at most). */
const valueSql = (budget: number | null, dearest: number | null) => budget ?? dearest ?? 0;

async function plannedOfEvent(db: Executor, eventSn: number, now: Date): Promise<Planned> {
  const rows = await queryRows<{
    cmpyCd: string;
    taxPurpose: string;
    taxKind: string | null;
    budgetAmt: number | null;
    startDt: string;
    dearest: number | null;
  }>(
    db,
    sql`select e.cmpy_cd as "cmpyCd", e.tax_purpose as "taxPurpose", e.tax_kind as "taxKind",
          e.budget_amt as "budgetAmt", e.start_dt as "startDt",
          (select max(coalesce(ep.event_price, p.price)) from event_product ep join product p on p.prod_sn = ep.prod_sn
            where ep.event_sn = e.event_sn) as "dearest"
        from event e where e.event_sn = ${eventSn}`,
  );
  const e = rows[0];
  if (!e) throw notFound('이벤트를 찾을 수 없습니다.');
  const people = await queryRows<{ unqUserId: string }>(
    db,
    sql`select r.unq_user_id as "unqUserId" from event_recipient r where r.event_sn = ${eventSn} order by r.unq_user_id`,
  );
  const today = kstToday(now);
  return {
    cmpyCd: e.cmpyCd,
    eventSn,
    ruleSn: null,
    purpose: isTaxPurpose(e.taxPurpose) ? e.taxPurpose : 'REWARD',
    kind: e.taxKind,
    amountPerPerson: valueSql(e.budgetAmt, e.dearest === null ? null : Number(e.dearest)),
    giftDt: e.startDt > today ? e.startDt : today,
    people: people.map((p) => p.unqUserId),
  };
}

async function plannedOfRule(
  db: Executor,
  ruleSn: number,
  occurrenceSns: readonly number[] | null,
  now: Date,
): Promise<Planned> {
  const rows = await queryRows<{
    cmpyCd: string;
    taxPurpose: string;
    occasionType: string;
    budgetAmt: number | null;
    dearest: number | null;
  }>(
    db,
    sql`select r.cmpy_cd as "cmpyCd", r.tax_purpose as "taxPurpose", r.occasion_type as "occasionType",
          r.budget_amt as "budgetAmt",
          (select max(p.price) from product p where p.prod_sn = any(r.prod_sn_list)
             or p.prod_sn in (select t.prod_sn from template_product t where t.temp_sn = r.temp_sn)) as "dearest"
        from occasion_rule r where r.rule_sn = ${ruleSn}`,
  );
  const r = rows[0];
  if (!r) throw notFound('규칙을 찾을 수 없습니다.');
  const people = await queryRows<{ unqUserId: string; sendDt: string }>(
    db,
    sql`select o.unq_user_id as "unqUserId", o.send_dt as "sendDt" from occasion_occurrence o
        where o.rule_sn = ${ruleSn} and o.stat_cd in ('WAITING', 'SCHEDULED')
          ${occurrenceSns && occurrenceSns.length > 0 ? sql`and o.occurrence_sn = any(${sql.param([...occurrenceSns])}::integer[])` : sql``}
        order by o.send_dt, o.unq_user_id`,
  );
  const purpose = isTaxPurpose(r.taxPurpose) ? r.taxPurpose : 'REWARD';
  return {
    cmpyCd: r.cmpyCd,
    eventSn: null,
    ruleSn,
    purpose,
    kind: purpose === 'FAMILY_EVENT' || purpose === 'CHILDBIRTH' ? r.occasionType : null,
    amountPerPerson: valueSql(r.budgetAmt, r.dearest === null ? null : Number(r.dearest)),
    giftDt: people[0]?.sendDt ?? kstToday(now),
    people: [...new Set(people.map((p) => p.unqUserId))],
  };
}

const limitLabel = (limit: string, statute: readonly TaxStatuteRule[]) =>
  limit === 'COMPANY_FAMILY_EVENT'
    ? '회사 경조 규정 한도'
    : `${statute.find((r) => r.ruleCd === limit)?.title ?? limit} (부가가치세 비과세 한도)`;

/**
 * POST /v1/ebmp/pcs/tax/sendCheck.json: before an event's invitations or an occasion rule's gifts go, who would pass
 * a VAT limit or the company's 경조 limit, by how much, and the self-supply VAT it adds. Sending stays allowed (the
 * company decides); acknowledge Y records that the sender saw the warning and went ahead.
 */
export async function checkSend(
  deps: Deps,
  user: AuthUser,
  input: z.infer<typeof taxSendCheckRequestSchema>,
): Promise<TaxSendCheckReply> {
  const now = deps.now();
  const planned = input.eventSn
    ? await plannedOfEvent(deps.db, input.eventSn, now)
    : await plannedOfRule(deps.db, input.ruleSn ?? 0, input.occurrenceSns ?? null, now);
  assertCompany(user, planned.cmpyCd);
  const statute = await statuteRules(deps.db);
  const company = await companyRulesOne(deps.db, planned.cmpyCd);
  const year = Number(planned.giftDt.slice(0, 4));
  const asked = new Set(planned.people);
  const lines = (await taxLinesOf(deps.db, { cmpyCd: planned.cmpyCd }, year, now)).filter((l) =>
    asked.has(l.unqUserId),
  );
  const groups = byEmployee(lines);
  const warnings = sendTaxWarnings(
    planned.people.map((unqUserId) => ({ unqUserId, lines: groups.get(unqUserId) ?? [] })),
    { purpose: planned.purpose, kind: planned.kind, amount: planned.amountPerPerson, giftDt: planned.giftDt },
    statute,
    company,
  );
  const people = await peopleOf(deps.db, [...new Set(warnings.map((w) => w.unqUserId))]);
  const masking = listMaskingFor(user.authCd);
  const addedVat = warnings.reduce((s, w) => s + w.addedVat, 0);
  const warnedPeople = new Set(warnings.map((w) => w.unqUserId)).size;
  let recorded = false;
  if (input.acknowledge === 'Y' && warnings.length > 0) {
    await deps.db.insert(taxSendWarning).values({
      cmpyCd: planned.cmpyCd,
      eventSn: planned.eventSn,
      ruleSn: planned.ruleSn,
      peopleCnt: warnedPeople,
      excessAmt: warnings.reduce((s, w) => s + w.excess, 0),
      addedVat,
      warnedBy: user.unqUserId,
      warnedAt: now,
    });
    recorded = true;
  }
  const won = new Intl.NumberFormat('ko-KR').format(addedVat);
  return {
    purpose: planned.purpose,
    amountPerPerson: planned.amountPerPerson,
    peopleCnt: planned.people.length,
    warnings: warnings.map((w) => {
      const name = people.get(w.unqUserId)?.userNm ?? '';
      return {
        ...w,
        userNm: masking.name ? maskName(name) : name,
        limitLabel: limitLabel(w.limit, statute),
      };
    }),
    message:
      warnings.length === 0
        ? null
        : `${TAX_TEXT.warningTitle(warnedPeople)} ${addedVat > 0 ? TAX_TEXT.warningVat(won) : ''}`.trim(),
    addedVat,
    recorded,
  };
}

/**
 * POST /v1/ebmp/pcs/tax/summary.json: the tax block of an event's or occasion rule's detail — what its gifts came to,
 * how many of its people are past a VAT limit this year and the year's self-supply VAT for them, and the warnings
 * that were sent anyway.
 */
type SummaryHead = { cmpyCd: string; taxPurpose: string; taxKind: string | null; startDt: string | null };

export async function taxSummary(
  deps: Deps,
  user: AuthUser,
  input: z.infer<typeof taxSummaryRequestSchema>,
): Promise<TaxSummaryReply> {
  const head = input.eventSn
    ? await queryRows<SummaryHead>(
        deps.db,
        sql`select cmpy_cd as "cmpyCd", tax_purpose as "taxPurpose", tax_kind as "taxKind", start_dt as "startDt"
            from event where event_sn = ${input.eventSn}`,
      )
    : await queryRows<SummaryHead>(
        deps.db,
        sql`select cmpy_cd as "cmpyCd", tax_purpose as "taxPurpose", null as "taxKind", null as "startDt"
            from occasion_rule where rule_sn = ${input.ruleSn ?? 0}`,
      );
  const h = head[0];
  if (!h) throw notFound(input.eventSn ? '이벤트를 찾을 수 없습니다.' : '규칙을 찾을 수 없습니다.');
  assertCompany(user, h.cmpyCd);
  // The block reads the ledger's own lines (the bills' facts), so its amounts are the bill's, never recomputed here.
  const eventSns = new Set(
    input.eventSn
      ? [input.eventSn]
      : (
          await queryRows<{ eventSn: number }>(
            deps.db,
            sql`select oe.event_sn as "eventSn" from occasion_event oe where oe.rule_sn = ${input.ruleSn ?? 0}`,
          )
        ).map((r) => r.eventSn),
  );
  const now = deps.now();
  const year = h.startDt ? Number(h.startDt.slice(0, 4)) : Number(kstToday(now).slice(0, 4));
  const statute = await statuteRules(deps.db);
  const company = await companyRulesOne(deps.db, h.cmpyCd);
  const lines = await taxLinesOf(deps.db, { cmpyCd: h.cmpyCd }, year, now);
  const own = lines.filter((l) => eventSns.has(l.eventSn));
  const net = new Map<string, number>();
  for (const l of own) net.set(l.unqUserId, (net.get(l.unqUserId) ?? 0) + l.amount);
  const people = new Set([...net].filter(([, amount]) => amount > 0).map(([id]) => id));
  const groups = byEmployee(lines.filter((l) => people.has(l.unqUserId)));
  let overLimitCnt = 0;
  let selfSupplyVat = 0;
  let incomeTaxable = 0;
  let incomeExempt = 0;
  for (const lines of groups.values()) {
    const f = figuresOf(lines, statute, company, year, null);
    if (f.vatRules.some((r) => r.taxable > 0)) overLimitCnt += 1;
    selfSupplyVat += f.selfSupplyVat;
    incomeTaxable += f.incomeTaxable;
    incomeExempt += f.incomeExempt;
  }
  const warnings = await queryRows<{
    peopleCnt: number;
    excessAmt: number;
    addedVat: number;
    warnedBy: string;
    warnedAt: Date | string;
  }>(
    deps.db,
    sql`select w.people_cnt as "peopleCnt", w.excess_amt as "excessAmt", w.added_vat as "addedVat",
          coalesce(u.user_nm, w.warned_by) as "warnedBy", w.warned_at as "warnedAt"
        from tax_send_warning w left join app_user u on u.unq_user_id = w.warned_by
        where ${input.eventSn ? sql`w.event_sn = ${input.eventSn}` : sql`w.rule_sn = ${input.ruleSn ?? 0}`}
        order by w.warning_sn desc limit 20`,
  );
  return {
    purpose: isTaxPurpose(h.taxPurpose) ? h.taxPurpose : 'REWARD',
    kind: h.taxKind,
    givenAmt: own.reduce((sum, l) => sum + l.amount, 0),
    peopleCnt: people.size,
    overLimitCnt,
    selfSupplyVat,
    incomeTaxable,
    incomeExempt,
    warnings: warnings.map((w) => ({
      ...w,
      warnedAt: ymdHmsKst(w.warnedAt instanceof Date ? w.warnedAt : new Date(w.warnedAt)),
    })),
  };
}
