import {
  ACCESS_ACTION,
  ACCESS_TARGET,
  CLIENT_MANAGED_ROLES,
  groupWithDescendants,
  listMaskingFor,
  SIGN_STATUS_REG_STAT,
  USER_ADMIN_MESSAGES,
  type UserRow,
  type userExcelRequestSchema,
  type userListRequestSchema,
} from '@pcs/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { companiesScope, tenantOf } from '../../http/tenant';
import { isExport, kstRange, listPage, type Page } from '../../lib/list-page';
import { recordAccess } from '../access-log';
import * as repo from './repository';
import { toUserRow } from './to-user-row';

type Input = z.infer<typeof userListRequestSchema> | z.infer<typeof userExcelRequestSchema>;

/**
 * POST /v1/ebmp/pcs/manage/user/list.json (and .../excel.json): users of every company and role for operator
 * admins (/user/list), of their own company and roles 20/25 for a client manager (/user/clientManage/list).
 * Phones and e-mails are masked, names too for operators (personal-data.ts); every read of this list of people is
 * recorded in the access log, a download with its reason.
 */
export async function listUsers(deps: { db: Db }, user: AuthUser, input: Input): Promise<Page<UserRow>> {
  const cmpyCds = companiesScope(user, input.cmpyCdList);
  let grupCds: string[] | null = null;
  if (input.grupCd) {
    const only = cmpyCds?.length === 1 ? cmpyCds[0] : undefined;
    if (!only) throw badRequest(USER_ADMIN_MESSAGES.grupFilterNeedsOneCompany);
    grupCds = groupWithDescendants(await repo.groupsOf(deps.db, only), input.grupCd);
  }
  const filter: repo.UserFilter = {
    cmpyCds,
    grupCds,
    authCds: tenantOf(user).kind === 'company' ? [...CLIENT_MANAGED_ROLES] : null,
    authCd: input.authCd,
    regStat: input.signStatCd ? SIGN_STATUS_REG_STAT[input.signStatCd] : null,
    useYn: input.useYn,
    lockYn: input.lockYn,
    searchText: input.searchText,
    ...kstRange(input.frstRgstDtStart, input.frstRgstDtEnd),
  };
  const sort = { field: input.sortField ?? 'frstRgstDt', order: input.sortOrder };
  const page = await listPage(
    input,
    () => repo.countUsers(deps.db, filter),
    (offset, limit) => repo.listUsers(deps.db, filter, sort, offset, limit),
  );
  await recordAccess(deps.db, user, {
    action: isExport(input) ? ACCESS_ACTION.download : ACCESS_ACTION.read,
    target: ACCESS_TARGET.userList,
    rowCount: page.list.length,
    cmpyCd: cmpyCds?.length === 1 ? cmpyCds[0] : null,
    reason: 'downloadReason' in input ? input.downloadReason : null,
  });
  const masking = listMaskingFor(user.authCd);
  return { ...page, list: page.list.map((r) => toUserRow(r, masking)) };
}
