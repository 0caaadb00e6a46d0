import {
  buildGroupTree,
  COMPANY_MESSAGES,
  GROUP_MESSAGES,
  type GroupDetail,
  type GroupTreeNode,
} from '@pcs/domain';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { assertCompany } from '../../http/tenant';
import { findCompany } from '../company';
import { toGroupRow } from './list-groups';
import * as repo from './repository';

/**
 * POST /v1/ebmp/pcs/manage/group/detail.json: one group (cmpyCd + grupCd) with its place in the tree. A client
 * manager asking for another company's group is refused (403) before anything is looked up; an unknown group of
 * their own company is a 404.
 */
export async function getGroup(
  deps: { db: Db },
  user: AuthUser,
  key: { cmpyCd: string; grupCd: string },
): Promise<GroupDetail> {
  assertCompany(user, key.cmpyCd);
  const [row, groups] = await Promise.all([
    repo.findGroup(deps.db, key.cmpyCd, key.grupCd),
    repo.groupsOfCompany(deps.db, key.cmpyCd),
  ]);
  if (!row) throw notFound(GROUP_MESSAGES.notFound);
  const byCode = new Map(groups.map((g) => [g.grupCd, g]));
  const path: { grupCd: string; grupNm: string }[] = [];
  for (let p = row.parentGrupCd; p && path.length <= groups.length; p = byCode.get(p)?.parentGrupCd ?? null) {
    const g = byCode.get(p);
    if (!g) break;
    path.unshift({ grupCd: g.grupCd, grupNm: g.grupNm });
  }
  return {
    ...toGroupRow(row),
    managerUserId: row.managerUserId,
    path,
    children: groups
      .filter((g) => g.parentGrupCd === row.grupCd)
      .map((g) => ({ grupCd: g.grupCd, grupNm: g.grupNm, memberCount: g.memberCount })),
  };
}

/** POST /v1/ebmp/pcs/manage/group/tree.json: a company's groups as a tree (parent pickers, move targets, events). */
export async function getGroupTree(
  deps: { db: Db },
  user: AuthUser,
  cmpyCd: string,
): Promise<{ cmpyCd: string; tree: GroupTreeNode[] }> {
  assertCompany(user, cmpyCd);
  if (!(await findCompany(deps.db, cmpyCd))) throw notFound(COMPANY_MESSAGES.notFound);
  const groups = await repo.groupsOfCompany(deps.db, cmpyCd);
  const tree = buildGroupTree(
    groups.map((g) => ({ ...g, useYn: g.useYn === 'N' ? ('N' as const) : ('Y' as const) })),
  );
  return { cmpyCd, tree };
}
