import { leafCategoryCodes } from '@pcs/domain';
import type { CategoryNode } from '@pcs/domain/contracts/codes';

export type TreeOption = { value: string; title: string; children: TreeOption[]; selectable?: boolean };

/**
 * The category tree as TreeSelect options; `leavesOnly` lets only a leaf be chosen, at whatever depth (식품 >
 * 커피·차·음료 ends at the second level), by the rule save.json and the Excel import apply (leafCategoryCodes).
 */
export function categoryOptions(nodes: readonly CategoryNode[], leavesOnly = false): TreeOption[] {
  const leaves = new Set(leafCategoryCodes(nodes));
  const toOption = (n: CategoryNode): TreeOption => ({
    value: n.categoryCd,
    title: n.categoryName,
    children: n.items.map(toOption),
    ...(leavesOnly && !leaves.has(n.categoryCd) ? { selectable: false } : {}),
  });
  return nodes.map(toOption);
}
