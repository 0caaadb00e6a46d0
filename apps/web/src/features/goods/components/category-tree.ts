import type { CategoryNode } from '@pcs/domain/contracts/codes';

export type TreeOption = { value: string; title: string; children: TreeOption[]; selectable?: boolean };

/** The category tree (three levels) as TreeSelect options; `leavesOnly` lets only the last level be chosen. */
export const categoryOptions = (nodes: readonly CategoryNode[], leavesOnly = false): TreeOption[] =>
  nodes.map((n) => ({
    value: n.categoryCd,
    title: n.categoryName,
    children: categoryOptions(n.items, leavesOnly),
    ...(leavesOnly && n.items.length > 0 ? { selectable: false } : {}),
  }));
