import { COMPANY_TYPE } from '@pcs/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from './client';
import { company } from './schema/index';

/**
 * The operator company: type 01, in use, never a sandbox copy (the first by code should there be more). The one
 * answer to "who is the platform" for bills' and statements' 공급자, 세금계산서 and the operator's notices.
 */
export const operatorCompanyCd = (db: Executor): Promise<string | null> =>
  db
    .select({ cmpyCd: company.cmpyCd })
    .from(company)
    .where(
      and(eq(company.cmpyTypeCd, COMPANY_TYPE.operator), eq(company.useYn, 'Y'), isNull(company.sandboxOf)),
    )
    .orderBy(asc(company.cmpyCd))
    .limit(1)
    .then((rows) => rows[0]?.cmpyCd ?? null);
