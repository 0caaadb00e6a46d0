import type { CodeGroupRow } from '@pcs/domain';
import type { Db } from '../../db/client';
import * as repo from './repository';

const yn = (v: string): 'Y' | 'N' => (v === 'N' ? 'N' : 'Y');

/** POST /v1/ebmp/pcs/manage/code/groupList.json: code groups with their number of codes. */
export async function listCodeGroups(
  deps: { db: Db },
  input: { solCd?: string | null; searchText: string | null; useYn: 'Y' | 'N' | null },
): Promise<{ list: CodeGroupRow[] }> {
  const rows = await repo.listCodeGroups(deps.db, { ...input, solCd: input.solCd ?? null });
  return { list: rows.map((r) => ({ ...r, useYn: yn(r.useYn) })) };
}
