/** A company group as the tree rules read it (ARCHITECTURE Data: company_group keyed by cmpyCd + grupCd). */
export type GroupLink = { grupCd: string; parentGrupCd: string | null };

export type GroupForestNode<T extends GroupLink> = T & { depth: number; children: GroupForestNode<T>[] };

/**
 * Groups of one company as a forest (departments > teams > recipient groups). A group whose parent is
 * missing, or that sits on a cycle written by hand in the database, is shown as a root rather than lost.
 * Order within a level is the input order.
 */
export function buildGroupTree<T extends GroupLink>(groups: readonly T[]): GroupForestNode<T>[] {
  const nodes = new Map<string, GroupForestNode<T>>();
  for (const g of groups) nodes.set(g.grupCd, { ...g, depth: 0, children: [] });
  const roots: GroupForestNode<T>[] = [];
  for (const g of groups) {
    const node = nodes.get(g.grupCd)!;
    const parent = g.parentGrupCd ? nodes.get(g.parentGrupCd) : undefined;
    if (parent && !parentWouldCycle(groups, g.grupCd, g.parentGrupCd)) parent.children.push(node);
    else roots.push(node);
  }
  const setDepth = (node: GroupForestNode<T>, depth: number) => {
    node.depth = depth;
    for (const child of node.children) setDepth(child, depth + 1);
  };
  for (const root of roots) setDepth(root, 0);
  return roots;
}

/**
 * True when making `parentGrupCd` the parent of `grupCd` would close a loop: the parent is the group itself or one
 * of its descendants. Walks up from the new parent (at most one step per group, so a loop already in the data ends).
 */
export function parentWouldCycle(
  groups: readonly GroupLink[],
  grupCd: string,
  parentGrupCd: string | null,
): boolean {
  const parentOf = new Map(groups.map((g) => [g.grupCd, g.parentGrupCd]));
  let current = parentGrupCd;
  for (let steps = 0; current && steps <= groups.length; steps += 1) {
    if (current === grupCd) return true;
    current = parentOf.get(current) ?? null;
  }
  return false;
}

/** The codes of a group and all its descendants (for filters such as "members of this department"). */
export function groupWithDescendants(groups: readonly GroupLink[], grupCd: string): string[] {
  const out = [grupCd];
  const seen = new Set(out);
  for (let i = 0; i < out.length; i += 1) {
    for (const g of groups) {
      if (g.parentGrupCd === out[i] && !seen.has(g.grupCd)) {
        seen.add(g.grupCd);
        out.push(g.grupCd);
      }
    }
  }
  return out;
}
