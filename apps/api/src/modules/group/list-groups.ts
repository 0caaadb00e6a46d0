import {
  ACCESS_ACTION,
  ACCESS_TARGET,
  type GroupRow,
  type groupExcelRequestSchema,
  type groupListRequestSchema,
  listMaskingFor,
  maskPersonal,
} from '@pcs/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { companyScope } from '../../http/tenant';
import { isExport, kstRange, listPage, type Page } from '../../lib/list-page';
import { ymdKst } from '../../lib/time';
import { recordAccess } from '../access-log';
import * as repo from './repository';

type Input = z.infer<typeof groupListRequestSchema> | z.infer<typeof groupExcelRequestSchema>;

/**
 * POST /v1/ebmp/pcs/manage/group/list.json (and .../excel.json): groups of every company for operator admins
 * (/company/manageGroup/list), of their own company for a client manager (/company/clientManageGroup/list; another
 * company's code is refused).
 */
export async function listGroups(deps: { db: Db }, user: AuthUser, input: Input): Promise<Page<GroupRow>> {
  const filter: repo.GroupFilter = {
    cmpyCd: companyScope(user, input.cmpyCd),
    searchText: input.searchText,
    grupTypeCd: input.grupTypeCd,
    useYn: input.useYn,
    ...kstRange(input.frstRgstDtStart, input.frstRgstDtEnd),
  };
  const sort = { field: input.sortField ?? 'frstRgstDt', order: input.sortOrder };
  const page = await listPage(
    input,
    () => repo.countGroups(deps.db, filter),
    (offset, limit) => repo.listGroups(deps.db, filter, sort, offset, limit),
  );
  if (isExport(input) && 'downloadReason' in input)
    await recordAccess(deps.db, user, {
      action: ACCESS_ACTION.download,
      target: ACCESS_TARGET.groupList,
      rowCount: page.list.length,
      cmpyCd: filter.cmpyCd,
      reason: input.downloadReason,
    });
  const masking = listMaskingFor(user.authCd);
  return {
    ...page,
    list: page.list.map((r) => ({
      ...toGroupRow(r),
      managerNm: maskPersonal(masking, { name: r.managerNm }).name,
    })),
  };
}

export function toGroupRow(r: repo.GroupDbRow): GroupRow {
  return {
    cmpyCd: r.cmpyCd,
    cmpyNm: r.cmpyNm,
    grupCd: r.grupCd,
    grupNm: r.grupNm,
    grupTypeCd: r.grupTypeCd,
    grupTypeNm: r.grupTypeNm,
    parentGrupCd: r.parentGrupCd,
    parentGrupNm: r.parentGrupNm,
    managerUnqUserId: r.managerUnqUserId,
    managerNm: r.managerNm,
    memberCount: r.memberCount,
    useYn: r.useYn === 'N' ? 'N' : 'Y',
    frstRgstDt: ymdKst(r.createdAt),
  };
}
