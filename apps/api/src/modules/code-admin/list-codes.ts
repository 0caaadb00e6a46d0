import { CODE_ADMIN_MESSAGES, type CodeAdminRow, type CodeGroupRow } from '@pcs/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import * as repo from './repository';

const yn = (v: string): 'Y' | 'N' => (v === 'N' ? 'N' : 'Y');

/** POST /v1/ebmp/pcs/manage/code/list.json: every code of a group, unused ones included, by seqNo. */
export async function listGroupCodes(
  deps: { db: Db },
  key: { cdGrup: string; solCd: string },
): Promise<{ group: CodeGroupRow; list: CodeAdminRow[] }> {
  const group = await repo.findCodeGroup(deps.db, key.cdGrup, key.solCd);
  if (!group) throw notFound(CODE_ADMIN_MESSAGES.groupNotFound);
  const codes = await repo.codesOf(deps.db, key.cdGrup, key.solCd);
  return {
    group: { ...group, useYn: yn(group.useYn) },
    list: codes.map((c) => ({ ...c, useYn: yn(c.useYn), mobileUseYn: yn(c.mobileUseYn) })),
  };
}
