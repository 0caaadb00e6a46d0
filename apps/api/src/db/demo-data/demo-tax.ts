import { sql } from 'drizzle-orm';
import type { Executor } from '../client';

/**
 * The tax ledger's demo (decision 051): the demo events' purposes (the 추석 event is 명절, the 20th anniversary
 * 창립기념일, occasion events what their rule celebrates), their orders following them as orders made through the
 * apply do, and 한빛전자's 경조 규정; 푸른바다물산 treats 명절 gifts as not income. Set before the demo's bills are
 * confirmed, so the confirmed months carry these purposes.
 */
export async function seedDemoTax(tx: Executor): Promise<void> {
  await tx.execute(sql`update event set tax_purpose = case event_nm
      when '추석 명절 선물' then 'HOLIDAY' when '창립 20주년 기념 선물' then 'FOUNDATION' else tax_purpose end`);
  await tx.execute(sql`update occasion_rule set tax_purpose = case occasion_type
      when 'BIRTHDAY' then 'BIRTHDAY' when 'GROUP_DAY' then 'FOUNDATION' when 'CHILDBIRTH' then 'CHILDBIRTH'
      when 'WEDDING' then 'FAMILY_EVENT' when 'CONDOLENCE' then 'FAMILY_EVENT' when 'CHILD_SCHOOL' then 'FAMILY_EVENT'
      else 'REWARD' end`);
  await tx.execute(sql`update event e set tax_purpose = r.tax_purpose,
      tax_kind = case when r.tax_purpose in ('FAMILY_EVENT', 'CHILDBIRTH') then r.occasion_type end
    from occasion_event oe join occasion_rule r on r.rule_sn = oe.rule_sn where oe.event_sn = e.event_sn`);
  await tx.execute(sql`update gift_order o set tax_purpose = e.tax_purpose, tax_kind = e.tax_kind
    from event e where e.event_sn = o.event_sn`);
  await tx.execute(sql`insert into company_family_limit (cmpy_cd, kind, limit_amt, valid_from) values
      ('CLI001', 'WEDDING', 200000, '20240101'), ('CLI001', 'CONDOLENCE', 100000, '20240101'),
      ('CLI001', 'CHILD_SCHOOL', 50000, '20240101')
    on conflict do nothing`);
  await tx.execute(sql`insert into company_tax_setting (cmpy_cd, holiday_income_yn) values ('CLI002', 'N')
    on conflict do nothing`);
}
