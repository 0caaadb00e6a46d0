import { isPathUnder, type MenuEntry, menuArea, normalizePath } from '@pcs/domain';

/** One entry of the back-office side menu: a group (children) or a screen link (path). */
export type MenuNode = { key: string; label: string; path: string | null; children: MenuNode[] };

/**
 * spec §3 menuMaster as a tree: entries grouped under their upperMenuId, each level sorted by seqNo. An entry whose
 * parent is not in the list is shown at the top level rather than lost.
 */
export function buildMenuTree(entries: readonly MenuEntry[]): MenuNode[] {
  // Hidden entries (displayYn N) only grant access to their screens (isMenuAllowed); they are never drawn.
  const shown = entries.filter((e) => e.displayYn !== 'N');
  const ids = new Set(shown.map((e) => e.menuId));
  const sorted = [...shown].sort((a, b) => a.seqNo - b.seqNo);
  const childrenOf = (parentId: string | null): MenuNode[] =>
    sorted
      .filter((e) =>
        parentId === null ? !e.upperMenuId || !ids.has(e.upperMenuId) : e.upperMenuId === parentId,
      )
      .map((e) => ({
        key: e.menuId,
        label: e.menuNm,
        path: e.urlLink.trim() ? e.urlLink.trim() : null,
        // Finite: a root's parent is absent from the list, so no cycle can lead back to a root.
        children: childrenOf(e.menuId),
      }));
  return childrenOf(null);
}

/**
 * The menu entry to highlight for a path: the same link, else the longest link the path lies under, else a link of
 * the same menu area ('/company/detail/..' highlights '/company/list'). Returns its key and its ancestors' keys.
 */
export function activeMenu(
  tree: readonly MenuNode[],
  pathname: string,
): { key: string; parents: string[] } | null {
  const target = normalizePath(pathname);
  const leaves: { node: MenuNode; parents: string[] }[] = [];
  const walk = (nodes: readonly MenuNode[], parents: string[]) => {
    for (const node of nodes) {
      // A group is only a folder in the menu even when it carries a link (its first screen's), so only leaves count.
      if (node.path && node.children.length === 0) leaves.push({ node, parents });
      walk(node.children, [...parents, node.key]);
    }
  };
  walk(tree, []);
  const score = (path: string): number => {
    const link = normalizePath(path);
    if (link === target) return 3_000;
    if (link !== '/' && isPathUnder(target, link)) return 2_000 + link.length;
    if (menuArea(link) === menuArea(target)) return 1_000;
    return 0;
  };
  let best: { key: string; parents: string[]; score: number } | null = null;
  for (const { node, parents } of leaves) {
    const s = score(node.path ?? '');
    if (s > 0 && (!best || s > best.score)) best = { key: node.key, parents, score: s };
  }
  return best ? { key: best.key, parents: best.parents } : null;
}
