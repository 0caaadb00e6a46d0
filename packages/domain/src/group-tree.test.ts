import { describe, expect, it } from 'vitest';
import { buildGroupTree, groupWithDescendants, parentWouldCycle } from './group-tree';

const groups = [
  { grupCd: 'D01', parentGrupCd: null },
  { grupCd: 'G01', parentGrupCd: 'D01' },
  { grupCd: 'G02', parentGrupCd: 'D01' },
  { grupCd: 'T01', parentGrupCd: 'G01' },
  { grupCd: 'R01', parentGrupCd: null },
];

describe('group tree', () => {
  it('builds a forest with depths, keeping input order within a level', () => {
    const tree = buildGroupTree(groups);
    expect(tree.map((n) => n.grupCd)).toEqual(['D01', 'R01']);
    expect(tree[0]?.children.map((n) => [n.grupCd, n.depth])).toEqual([
      ['G01', 1],
      ['G02', 1],
    ]);
    expect(tree[0]?.children[0]?.children[0]).toMatchObject({ grupCd: 'T01', depth: 2, children: [] });
  });

  it('shows a group with a missing parent, or on a loop in the data, as a root instead of losing it', () => {
    const tree = buildGroupTree([
      { grupCd: 'A', parentGrupCd: 'B' },
      { grupCd: 'B', parentGrupCd: 'A' },
      { grupCd: 'C', parentGrupCd: 'gone' },
    ]);
    const codes = (nodes: typeof tree): string[] => nodes.flatMap((n) => [n.grupCd, ...codes(n.children)]);
    expect(codes(tree).sort()).toEqual(['A', 'B', 'C']);
  });

  it('refuses a parent that is the group itself or one of its descendants', () => {
    expect(parentWouldCycle(groups, 'D01', 'D01')).toBe(true);
    expect(parentWouldCycle(groups, 'D01', 'T01')).toBe(true);
    expect(parentWouldCycle(groups, 'G01', 'T01')).toBe(true);
    expect(parentWouldCycle(groups, 'T01', 'G02')).toBe(false);
    expect(parentWouldCycle(groups, 'G02', null)).toBe(false);
    // a loop already in the data ends the walk instead of spinning
    expect(
      parentWouldCycle(
        [
          { grupCd: 'A', parentGrupCd: 'B' },
          { grupCd: 'B', parentGrupCd: 'A' },
        ],
        'C',
        'A',
      ),
    ).toBe(false);
  });

  it('lists a group with all its descendants', () => {
    expect(groupWithDescendants(groups, 'D01')).toEqual(['D01', 'G01', 'G02', 'T01']);
    expect(groupWithDescendants(groups, 'R01')).toEqual(['R01']);
  });
});
