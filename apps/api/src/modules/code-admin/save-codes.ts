import { CODE_ADMIN_MESSAGES, CODE_GROUP, type codeSaveRequestSchema, SOLUTION_CODE } from '@pcs/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { insertAudit } from '../audit';
import { invalidateLandingPages } from '../landing';
import * as repo from './repository';

/**
 * POST /v1/ebmp/pcs/manage/code/save.json: inserts or updates codes of one group in one transaction. Nothing caches
 * codes on the server (multiSolutionCodes and category/list read the tables on every call), so the next call shows
 * the change; level-1 categories mirror group 010, so a category code saved here renames, reorders or hides the
 * category in the same transaction, and the landing catalogue cache is invalidated after it.
 */
export async function saveCodes(
  deps: { db: Db },
  user: AuthUser,
  input: z.infer<typeof codeSaveRequestSchema>,
): Promise<{ savedCount: number }> {
  const saved = await deps.db.transaction(async (tx) => {
    if (!(await repo.findCodeGroup(tx, input.cdGrup, input.solCd)))
      throw notFound(CODE_ADMIN_MESSAGES.groupNotFound);
    await repo.upsertCodes(
      tx,
      input.codes.map((c) => ({ ...c, cdGrup: input.cdGrup, solCd: input.solCd })),
    );
    if (input.cdGrup === CODE_GROUP.category && input.solCd === SOLUTION_CODE)
      await repo.upsertTopCategories(
        tx,
        input.codes.map((c) => ({ categoryCd: c.cdId, categoryNm: c.cdNm, seqNo: c.seqNo, useYn: c.useYn })),
      );
    await insertAudit(tx, {
      actorUserId: user.unqUserId,
      action: 'CODE_SAVE',
      target: `${input.cdGrup}:${input.solCd}`,
      detail: JSON.stringify({ cdIds: input.codes.map((c) => c.cdId) }),
    });
    return { savedCount: input.codes.length };
  });
  // Category names, order and visibility show on the landing pages (their cached replies and pages).
  if (input.cdGrup === CODE_GROUP.category) invalidateLandingPages();
  return saved;
}
