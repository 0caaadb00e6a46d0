import { occasionApprovalWaitingNotice, SCREEN_ACCESS } from '@pcs/domain';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { company } from '../../db/schema/index';
import { queueManagerNotice } from '../messenger';
import { OCCURRENCE_STAT } from './occurrence-status';
import type { OccurrenceInsert } from './repository-engine';

/**
 * Tells each company's managers, in their messengers (decision 056), how many of the occurrences just stored wait
 * for their approval, in the transaction that stores them: a run that stores none (they were stored before) tells
 * nothing, so each occurrence is announced once. The button opens 다가오는 경조사, where they are approved.
 */
export async function notifyApprovalsWaiting(
  tx: Executor,
  publicUrl: string,
  stored: readonly OccurrenceInsert[],
): Promise<number> {
  const counts = new Map<string, number>();
  for (const r of stored)
    if (r.statCd === OCCURRENCE_STAT.waiting) counts.set(r.cmpyCd, (counts.get(r.cmpyCd) ?? 0) + 1);
  if (counts.size === 0) return 0;
  const names = await tx
    .select({ cmpyCd: company.cmpyCd, cmpyNm: company.cmpyNm })
    .from(company)
    .where(inArray(company.cmpyCd, [...counts.keys()]));
  const link = `${publicUrl.replace(/\/$/, '')}${SCREEN_ACCESS.occasionUpcoming.path}`;
  let queued = 0;
  for (const { cmpyCd, cmpyNm } of names) {
    const text = occasionApprovalWaitingNotice({ cmpyNm, count: counts.get(cmpyCd) ?? 0 }, link);
    queued += await queueManagerNotice(tx, { cmpyCd, ...text, link });
  }
  return queued;
}
