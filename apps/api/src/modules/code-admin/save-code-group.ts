import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { insertAudit } from '../audit';
import * as repo from './repository';

/** POST /v1/ebmp/pcs/manage/code/groupSave.json: creates a code group or renames it (its codes stay). */
export async function saveCodeGroup(
  deps: { db: Db },
  user: AuthUser,
  input: { cdGrup: string; solCd: string; cdGrupNm: string; useYn: 'Y' | 'N' },
): Promise<{ cdGrup: string; solCd: string }> {
  return deps.db.transaction(async (tx) => {
    await repo.upsertCodeGroup(tx, input);
    await insertAudit(tx, {
      actorUserId: user.unqUserId,
      action: 'CODE_GROUP_SAVE',
      target: `${input.cdGrup}:${input.solCd}`,
    });
    return { cdGrup: input.cdGrup, solCd: input.solCd };
  });
}
