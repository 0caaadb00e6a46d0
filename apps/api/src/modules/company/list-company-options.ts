import type { CompanyOptionsReply, companyOptionsRequestSchema } from '@pcs/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { companyScope } from '../../http/tenant';
import * as repo from './repository';

/** A multi-select lists at most this many companies; the search narrows it. */
const OPTIONS_LIMIT = 1000;

/**
 * POST /v1/ebmp/pcs/drop-down/companyList.json (spec §5/§7 multi-select): requestType EXPORT plus search params ->
 * { cmpyCd, cmpyNm }[] by name. Operator admins get every company; a client manager only their own.
 */
export async function listCompanyOptions(
  deps: { db: Db },
  user: AuthUser,
  input: z.infer<typeof companyOptionsRequestSchema>,
): Promise<CompanyOptionsReply> {
  return repo.companyOptions(
    deps.db,
    {
      searchText: input.searchText,
      cmpyTypeCd: input.cmpyTypeCd,
      useYn: input.useYn,
      cmpyCd: companyScope(user, null),
    },
    OPTIONS_LIMIT,
  );
}
