import { COMPANY_MESSAGES, type companyUpdateRequestSchema, storedChannelChain } from '@pcs/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { insertAudit } from '../audit';
import { checkCompanyForm } from './check-company-form';
import * as repo from './repository';

/**
 * POST /v1/ebmp/pcs/manage/company/update.json (operator admins): edits the §3 fields. The registration status is
 * not a form field: it moves only through approve/reject.
 */
export async function updateCompany(
  deps: { db: Db },
  user: AuthUser,
  input: z.infer<typeof companyUpdateRequestSchema>,
): Promise<{ cmpyCd: string }> {
  const { cmpyCd, ...form } = input;
  return deps.db.transaction(async (tx) => {
    await repo.lockCompanyRegistration(tx);
    if (!(await repo.lockCompany(tx, cmpyCd))) throw notFound(COMPANY_MESSAGES.notFound);
    await checkCompanyForm(tx, form, cmpyCd);
    await repo.updateCompany(tx, cmpyCd, { ...form, channelChain: storedChannelChain(form.channelChain) });
    await insertAudit(tx, { actorUserId: user.unqUserId, action: 'COMPANY_UPDATE', target: cmpyCd });
    return { cmpyCd };
  });
}
