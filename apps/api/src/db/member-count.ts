import { sql } from 'drizzle-orm';

/**
 * Members of a company_group row, for selects over company_group. The outer row is named in full: drizzle leaves
 * the columns of a one-table query unqualified, and an unqualified cmpy_cd inside the subquery would mean app_user's
 * own column (every user with a company would count).
 */
export const groupMemberCount = sql<number>`(select count(*)::int from app_user u
  where u.cmpy_cd = "company_group"."cmpy_cd" and u.grup_cd = "company_group"."grup_cd")`;
