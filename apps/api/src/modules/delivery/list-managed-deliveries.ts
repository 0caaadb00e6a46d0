import { clampPageIndex, type ManagedRow, type managedListRequestSchema } from '@pcs/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { companyScope } from '../../http/tenant';
import { kstDayStart } from '../../lib/time';
import { toManagedRow } from './managed-row';
import * as repo from './repository';

/**
 * POST /v1/ebmp/pcs/delivery/managedList.json: applications and their deliveries with filters and paging.
 * Names and phones are masked: a list shows other people's data (PIPA minimum display).
 */
export async function listManagedDeliveries(
  deps: { db: Db },
  user: AuthUser,
  input: z.infer<typeof managedListRequestSchema>,
): Promise<{ list: ManagedRow[]; totalCount: number; page: number; pageSize: number }> {
  const filter: repo.ManagedFilter = {
    from: input.inputDtStart ? kstDayStart(input.inputDtStart) : null,
    to: input.inputDtEnd ? new Date(kstDayStart(input.inputDtEnd).getTime() + 86_400_000) : null,
    cmpyCd: companyScope(user, input.cmpyCd),
    eventSn: input.eventSn ?? null,
    deliStatCd: input.deliStatCd ?? null,
    receiverNm: input.receiverNm,
  };
  const totalCount = await repo.countManaged(deps.db, filter);
  const page = clampPageIndex(input.page, totalCount, input.pageSize);
  const rows = await repo.listManaged(deps.db, filter, page * input.pageSize, input.pageSize);
  return { list: rows.map(toManagedRow), totalCount, page, pageSize: input.pageSize };
}
