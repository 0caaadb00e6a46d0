import {
  type companyTaxRulesSaveRequestSchema,
  isOccasionType,
  isOperatorAdmin,
  TAX_TEXT,
  type TaxRulesReply,
  type taxPurposeChangeRequestSchema,
  type taxStatuteRuleSaveRequestSchema,
} from '@pcs/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { company, giftOrder, taxPurposeChange, taxStatuteRule } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { assertCompany, companyScope } from '../../http/tenant';
import { companyRulesOne, replaceCompanyRules, statuteRuleRows } from './tax-rules';

type Deps = { db: Db; now: () => Date };

/**
 * POST /v1/ebmp/pcs/tax/rules.json (/tax/rules): the statutory rules (everyone who may see the ledger reads them) and
 * the company's own: the manager's company, or the one an operator chose.
 */
export async function getTaxRules(deps: Deps, user: AuthUser, cmpyCd: string | null): Promise<TaxRulesReply> {
  const scoped = companyScope(user, cmpyCd);
  const statute = await statuteRuleRows(deps.db);
  if (!scoped) return { statute, company: null };
  const found = await deps.db
    .select({ cmpyNm: company.cmpyNm })
    .from(company)
    .where(eq(company.cmpyCd, scoped));
  if (!found[0]) throw notFound('회사를 찾을 수 없습니다.');
  const rules = await companyRulesOne(deps.db, scoped);
  return {
    statute,
    company: {
      cmpyCd: scoped,
      cmpyNm: found[0].cmpyNm,
      holidayIncomeYn: rules.holidayIncomeYn,
      familyEventLimits: rules.familyEventLimits.flatMap((l) =>
        isOccasionType(l.kind) ? [{ kind: l.kind, limitAmt: l.limitAmt, validFrom: l.validFrom }] : [],
      ),
    },
  };
}

/** POST .../tax/statuteRule/save.json: operators keep the law's rows; next year's change is a new row. */
export async function saveStatuteRule(
  deps: Deps,
  user: AuthUser,
  input: z.infer<typeof taxStatuteRuleSaveRequestSchema>,
): Promise<{ ruleSn: number }> {
  if (!isOperatorAdmin(user.authCd)) throw forbidden();
  const values = {
    ruleCd: input.ruleCd,
    kind: input.kind,
    title: input.title,
    purposes: input.purposes,
    limitAmt: input.limitAmt ?? null,
    maxCount: input.maxCount ?? null,
    withinMonths: input.withinMonths ?? null,
    companyLimitYn: input.companyLimitYn,
    validFrom: input.validFrom,
    validTo: input.validTo,
    source: input.source,
    note: input.note ?? null,
    updatedBy: user.unqUserId,
    updatedAt: deps.now(),
  };
  try {
    if (input.ruleSn) {
      const updated = await deps.db
        .update(taxStatuteRule)
        .set(values)
        .where(eq(taxStatuteRule.ruleSn, input.ruleSn))
        .returning({ ruleSn: taxStatuteRule.ruleSn });
      if (!updated[0]) throw notFound(TAX_TEXT.ruleNotFound);
      return updated[0];
    }
    const created = await deps.db
      .insert(taxStatuteRule)
      .values(values)
      .returning({ ruleSn: taxStatuteRule.ruleSn });
    return created[0]!;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('같은 규칙 코드와 적용 시작일의 규칙이 이미 있습니다.');
    throw error;
  }
}

/** POST .../tax/companyRules/save.json: the company's 경조 규정 and 명절 setting, by its manager or an operator. */
export async function saveCompanyTaxRules(
  deps: Deps,
  user: AuthUser,
  input: z.infer<typeof companyTaxRulesSaveRequestSchema>,
): Promise<{ cmpyCd: string }> {
  assertCompany(user, input.cmpyCd);
  await deps.db.transaction(async (tx) => {
    const found = await tx
      .select({ cmpyCd: company.cmpyCd })
      .from(company)
      .where(eq(company.cmpyCd, input.cmpyCd));
    if (!found[0]) throw notFound('회사를 찾을 수 없습니다.');
    await replaceCompanyRules(
      tx,
      input.cmpyCd,
      { holidayIncomeYn: input.holidayIncomeYn, familyEventLimits: input.familyEventLimits },
      user.unqUserId,
      deps.now(),
    );
  });
  return { cmpyCd: input.cmpyCd };
}

/**
 * True when the order's sale is on a confirmed bill: its purpose is then what the bill's month reported. A sale line's
 * source is its order, so the line's key finds it.
 */
const billedSql = (ordSn: number) =>
  sql`exists (select 1 from client_bill_line b where b.line_kind = 'SALE' and b.src_sn = ${ordSn})`;

/**
 * Changes the purpose of orders not yet on a confirmed bill, recording each change (who, when, from, to, why). The
 * one writer of an order's purpose after it was given: the operator's change of one gift and an event's new purpose
 * both come here.
 */
export async function reclassifyOrders(
  tx: Executor,
  where: { ordSn: number } | { eventSn: number },
  to: { purpose: string; kind: string | null },
  reason: string,
  by: string,
  now: Date,
): Promise<number> {
  const rows = await queryRows<{ ordSn: number; fromPurpose: string; fromKind: string | null }>(
    tx,
    sql`select o.ord_sn as "ordSn", o.tax_purpose as "fromPurpose", o.tax_kind as "fromKind" from gift_order o
        where ${'ordSn' in where ? sql`o.ord_sn = ${where.ordSn}` : sql`o.event_sn = ${where.eventSn}`}
          and (o.tax_purpose <> ${to.purpose} or o.tax_kind is distinct from ${to.kind})
          and not exists (select 1 from client_bill_line b where b.line_kind = 'SALE' and b.src_sn = o.ord_sn)
        order by o.ord_sn
        for update of o`,
  );
  for (const r of rows) {
    await tx
      .update(giftOrder)
      .set({ taxPurpose: to.purpose, taxKind: to.kind })
      .where(eq(giftOrder.ordSn, r.ordSn));
    await tx.insert(taxPurposeChange).values({
      ordSn: r.ordSn,
      fromPurpose: r.fromPurpose,
      fromKind: r.fromKind,
      toPurpose: to.purpose,
      toKind: to.kind,
      reason,
      changedBy: by,
      changedAt: now,
    });
  }
  return rows.length;
}

/** POST .../tax/changePurpose.json: an operator corrects one gift's purpose, with a reason, until its month is confirmed. */
export async function changeTaxPurpose(
  deps: Deps,
  user: AuthUser,
  input: z.infer<typeof taxPurposeChangeRequestSchema>,
): Promise<{ ordSn: number; changed: boolean }> {
  if (!isOperatorAdmin(user.authCd)) throw forbidden();
  return deps.db.transaction(async (tx) => {
    const order = await tx
      .select({ ordSn: giftOrder.ordSn, cmpyCd: giftOrder.cmpyCd })
      .from(giftOrder)
      .where(and(eq(giftOrder.ordSn, input.ordSn)))
      .for('update');
    if (!order[0]) throw notFound(TAX_TEXT.orderNotFound);
    const billed = await queryRows<{ billed: boolean }>(tx, sql`select ${billedSql(input.ordSn)} as billed`);
    if (billed[0]?.billed) throw badRequest(TAX_TEXT.monthConfirmed);
    const kind =
      input.purpose === 'FAMILY_EVENT' || input.purpose === 'CHILDBIRTH' ? (input.kind ?? null) : null;
    const n = await reclassifyOrders(
      tx,
      { ordSn: input.ordSn },
      { purpose: input.purpose, kind },
      input.reason,
      user.unqUserId,
      deps.now(),
    );
    return { ordSn: input.ordSn, changed: n > 0 };
  });
}
