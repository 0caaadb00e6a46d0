import { type companyCreateRequestSchema, REGISTRATION_STATUS, storedChannelChain } from '@pcs/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { insertAudit } from '../audit';
import { checkCompanyForm } from './check-company-form';
import * as repo from './repository';

/** Code prefixes by company type: client companies CLI001.., vendors VND001.. (as the demo data names them). */
const CODE_PREFIX: Record<string, string> = { '02': 'CLI', '03': 'VND' };

/**
 * POST /v1/ebmp/pcs/manage/company/create.json (operator admins): registers a company. An operator admin entering
 * it is the approval, so it starts ACCEPT; READY companies come from applications (vendorApply). The code is the
 * next number of its type's prefix, taken under the registration lock with the corporate-number check.
 */
export async function createCompany(
  deps: { db: Db; now: () => Date },
  user: AuthUser,
  input: z.infer<typeof companyCreateRequestSchema>,
): Promise<{ cmpyCd: string }> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await repo.lockCompanyRegistration(tx);
    await checkCompanyForm(tx, input, null);
    const prefix = CODE_PREFIX[input.cmpyTypeCd] ?? 'CMP';
    const cmpyCd = `${prefix}${String((await repo.lastCompanyNumber(tx, prefix)) + 1).padStart(3, '0')}`;
    await repo.insertCompany(tx, {
      ...input,
      channelChain: storedChannelChain(input.channelChain),
      cmpyCd,
      regStat: REGISTRATION_STATUS.accept,
      createdAt: now,
      updatedAt: now,
    });
    await insertAudit(tx, { actorUserId: user.unqUserId, action: 'COMPANY_CREATE', target: cmpyCd });
    return { cmpyCd };
  });
}
