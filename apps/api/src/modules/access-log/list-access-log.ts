import {
  ACCESS_ACTION,
  ACCESS_ACTION_LABEL,
  ACCESS_TARGET,
  ACCESS_TARGET_LABEL,
  type AccessAction,
  type AccessLogRow,
  type AccessTarget,
  type accessLogExcelRequestSchema,
  type accessLogListRequestSchema,
} from '@pcs/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { isExport, kstRange, listPage, type Page } from '../../lib/list-page';
import { ymdHmsKst } from '../../lib/time';
import { recordAccess } from './record-access';
import * as repo from './repository';

type Input = z.infer<typeof accessLogListRequestSchema> | z.infer<typeof accessLogExcelRequestSchema>;

/**
 * POST /v1/ebmp/pcs/manage/accessLog/list.json (and .../excel.json with requestType EXPORT): the access log for
 * operator admins, newest first. Downloading the log is itself recorded (it names people).
 */
export async function listAccessLog(
  deps: { db: Db },
  user: AuthUser,
  input: Input,
): Promise<Page<AccessLogRow>> {
  const filter: repo.AccessLogFilter = {
    searchText: input.searchText,
    action: input.action,
    target: input.target,
    ...kstRange(input.inputDtStart, input.inputDtEnd),
  };
  const page = await listPage(
    input,
    () => repo.countAccess(deps.db, filter),
    (offset, limit) => repo.listAccess(deps.db, filter, input.sortOrder, offset, limit),
  );
  if (isExport(input) && 'downloadReason' in input)
    await recordAccess(deps.db, user, {
      action: ACCESS_ACTION.download,
      target: ACCESS_TARGET.accessLog,
      rowCount: page.list.length,
      reason: input.downloadReason,
    });
  return {
    ...page,
    list: page.list.map((r) => ({
      ...r,
      actionNm: ACCESS_ACTION_LABEL[r.action as AccessAction] ?? r.action,
      targetNm: ACCESS_TARGET_LABEL[r.target as AccessTarget] ?? r.target,
      accessDt: ymdHmsKst(r.createdAt),
    })),
  };
}
