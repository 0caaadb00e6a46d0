import { ACCESS_ACTION, ACCESS_TARGET, employeeTaxMonths, type TaxEmployeeReply } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { assertCompany } from '../../http/tenant';
import { ymdHmsKst } from '../../lib/time';
import { recordAccess } from '../access-log';
import { peopleOf } from './ledger';
import { taxLinesOf } from './tax-lines';
import { companyRulesOne, statuteRules } from './tax-rules';

/**
 * POST /v1/ebmp/pcs/tax/employee.json (/tax/employee/{unqUserId}/{year}): one employee's year gift by gift, month by
 * month, with every change of a gift's purpose. The company's manager or an operator; the read is access-logged.
 */
export async function getEmployeeTax(
  deps: { db: Executor; now: () => Date },
  user: AuthUser,
  input: { unqUserId: string; year: number },
): Promise<TaxEmployeeReply> {
  const person = (await peopleOf(deps.db, [input.unqUserId])).get(input.unqUserId);
  if (!person) throw notFound('사용자를 찾을 수 없습니다.');
  assertCompany(user, person.cmpyCd);
  const lines = (
    await taxLinesOf(deps.db, { cmpyCd: person.cmpyCd, unqUserId: input.unqUserId }, input.year, deps.now())
  ).filter((l) => l.cmpyCd === person.cmpyCd);
  const { months, year } = employeeTaxMonths(
    lines,
    await statuteRules(deps.db),
    await companyRulesOne(deps.db, person.cmpyCd),
    input.year,
  );
  const ordSns = [...new Set(lines.map((l) => l.ordSn))];
  const names =
    ordSns.length === 0
      ? []
      : await queryRows<{ ordSn: number; eventNm: string; prodNm: string }>(
          deps.db,
          sql`select o.ord_sn as "ordSn", e.event_nm as "eventNm", p.prod_nm as "prodNm"
              from gift_order o join event e on e.event_sn = o.event_sn join product p on p.prod_sn = o.prod_sn
              where o.ord_sn in (${sql.join(
                ordSns.map((s) => sql`${s}`),
                sql`, `,
              )})`,
        );
  const nameOf = new Map(names.map((n) => [n.ordSn, n]));
  const changes =
    ordSns.length === 0
      ? []
      : await queryRows<{
          ordSn: number;
          fromPurpose: string;
          toPurpose: string;
          reason: string;
          changedBy: string;
          changedAt: Date | string;
        }>(
          deps.db,
          sql`select c.ord_sn as "ordSn", c.from_purpose as "fromPurpose", c.to_purpose as "toPurpose", c.reason,
                coalesce(u.user_nm, c.changed_by) as "changedBy", c.changed_at as "changedAt"
              from tax_purpose_change c left join app_user u on u.unq_user_id = c.changed_by
              where c.ord_sn in (${sql.join(
                ordSns.map((s) => sql`${s}`),
                sql`, `,
              )})
              order by c.change_sn`,
        );
  await recordAccess(deps.db, user, {
    action: ACCESS_ACTION.detail,
    target: ACCESS_TARGET.taxEmployee,
    rowCount: 1,
    cmpyCd: person.cmpyCd,
    targetId: person.unqUserId,
  });
  return {
    person,
    year: input.year,
    months,
    total: year,
    lines: lines.map((l) => ({
      ordSn: l.ordSn,
      lineKind: l.lineKind,
      yyyymm: l.yyyymm,
      giftDt: l.giftDt,
      eventSn: l.eventSn,
      eventNm: nameOf.get(l.ordSn)?.eventNm ?? '',
      prodNm: nameOf.get(l.ordSn)?.prodNm ?? '',
      purpose: l.purpose,
      kind: l.kind,
      amount: l.amount,
      confirmedYn: l.confirmed ? 'Y' : 'N',
    })),
    changes: changes.map((c) => ({
      ...c,
      changedAt: ymdHmsKst(c.changedAt instanceof Date ? c.changedAt : new Date(c.changedAt)),
    })),
  };
}
