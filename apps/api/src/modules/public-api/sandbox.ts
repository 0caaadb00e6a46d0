import { REGISTRATION_STATUS } from '@pcs/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { company } from '../../db/schema/index';

/** The sandbox's code: readable in logs and lists (SBX_CLI001), within the 20 characters a code may have. */
const sandboxCode = (cmpyCd: string) => `SBX_${cmpyCd}`.slice(0, 20);

/**
 * The company's API sandbox (decision 044), made on the first test key: a company row of its own (sandbox_of = the
 * company) with a copy of the company's groups and none of its people, occasion rules, events or webhooks. Every
 * use case then works on it unchanged, and nothing a test key does can reach a real employee: there is no real
 * employee there to message. Made once whatever the races (the unique sandbox_of index and on-conflict-do-nothing).
 */
export async function sandboxCompanyOf(db: Executor, cmpyCd: string, now: Date): Promise<string> {
  const existing = await findSandbox(db, cmpyCd);
  if (existing) return existing;
  const code = sandboxCode(cmpyCd);
  await db.execute(sql`
    insert into company (cmpy_cd, cmpy_nm, cmpy_type_cd, reg_stat, use_yn, sandbox_of, created_at, updated_at)
    select ${code}, left(c.cmpy_nm || ' (샌드박스)', 100), c.cmpy_type_cd, ${REGISTRATION_STATUS.accept}, 'Y',
           c.cmpy_cd, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      from company c
     where c.cmpy_cd = ${cmpyCd}
    on conflict do nothing`);
  const made = await findSandbox(db, cmpyCd);
  if (!made) throw new Error(`sandbox company ${code} could not be made`);
  // Groups are no one's personal data, and an HR system's employees point at them: copied so its PUTs work as-is.
  await db.execute(sql`
    insert into company_group (cmpy_cd, grup_cd, grup_nm, grup_type_cd, parent_grup_cd, use_yn, created_at, updated_at)
    select ${made}, g.grup_cd, g.grup_nm, g.grup_type_cd, g.parent_grup_cd, g.use_yn,
           ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      from company_group g
     where g.cmpy_cd = ${cmpyCd}
     order by g.parent_grup_cd nulls first
    on conflict do nothing`);
  return made;
}

export async function findSandbox(db: Executor, cmpyCd: string): Promise<string | null> {
  const [row] = await db
    .select({ cmpyCd: company.cmpyCd })
    .from(company)
    .where(eq(company.sandboxOf, cmpyCd));
  return row?.cmpyCd ?? null;
}
