import { ALL_LABEL, type CategoryNode, type CodeEntry, type MultiSolutionCodesRequest } from '@pcs/domain';
import type { Executor } from '../../db/client';
import { listCategories, listCodes } from './repository';

/**
 * POST {single}/v1/ebmp/code/multiSolutionCodes.json (spec §7): one list per requested group, keyed by cdGrup,
 * sorted by seqNo; displayAll prepends the synthetic 전체 entry with a null cdId; isMobileUse keeps mobile codes.
 */
export async function listSolutionCodes(
  db: Executor,
  request: MultiSolutionCodesRequest,
): Promise<{ solutionCodeMap: Record<string, CodeEntry[]> }> {
  const solutionCodeMap: Record<string, CodeEntry[]> = {};
  for (const group of request.solutionCodes) {
    const rows = await listCodes(db, group.cdGrup, group.solCd, group.isMobileUse === true);
    const entries: CodeEntry[] = rows.map((r) => ({ ...r, selected: false }));
    if (group.options?.displayAll) {
      entries.unshift({
        cdId: null,
        cdNm: ALL_LABEL,
        cdNameSpace: null,
        solCd: group.solCd,
        seqNo: 0,
        selected: true,
      });
    }
    solutionCodeMap[group.cdGrup] = entries;
  }
  return { solutionCodeMap };
}

/** POST {pcs}/v1/ebmp/pcs/category/list.json: the category tree, up to three levels (spec §3 Category). */
export async function categoryTree(db: Executor): Promise<CategoryNode[]> {
  const rows = await listCategories(db);
  const byCode = new Map<string, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const parent = row.parentCd ? byCode.get(row.parentCd) : undefined;
    const node: CategoryNode = {
      categoryCd: row.categoryCd,
      categoryName: row.categoryNm,
      categoryFullName: parent ? `${parent.categoryFullName} > ${row.categoryNm}` : row.categoryNm,
      topCategoryName: parent ? parent.topCategoryName : row.categoryNm,
      parentCategoryName: parent ? parent.categoryName : null,
      level: row.level,
      items: [],
    };
    byCode.set(row.categoryCd, node);
    if (parent) parent.items.push(node);
    else if (row.level === 1) roots.push(node);
  }
  return roots;
}
