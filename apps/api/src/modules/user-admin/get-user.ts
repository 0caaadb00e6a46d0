import {
  ACCESS_ACTION,
  ACCESS_TARGET,
  matchLanguage,
  USER_ADMIN_MESSAGES,
  type UserDetail,
} from '@pcs/domain';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { assertManagedUser } from '../../http/tenant';
import { ymdKst } from '../../lib/time';
import { recordAccess } from '../access-log';
import { approvalHistoryOf } from '../approval';
import { hrDatesDetail } from './hr-dates';
import * as repo from './repository';
import { toUserRow } from './to-user-row';

/**
 * POST /v1/ebmp/pcs/manage/user/detail.json: one account in full, with its approval decisions. Unknown: 404; a
 * client manager asking for another company's user, or an operator or vendor account: 403. The read is recorded.
 * The HR dates come as the viewer may read them (a birth date's year for operators only).
 */
export async function getUser(deps: { db: Db }, user: AuthUser, unqUserId: string): Promise<UserDetail> {
  const row = await repo.findUser(deps.db, unqUserId);
  if (!row) throw notFound(USER_ADMIN_MESSAGES.notFound);
  assertManagedUser(user, row);
  const approvals = await approvalHistoryOf(deps.db, { unqUserId });
  await recordAccess(deps.db, user, {
    action: ACCESS_ACTION.detail,
    target: ACCESS_TARGET.userDetail,
    rowCount: 1,
    cmpyCd: row.cmpyCd,
    targetId: unqUserId,
  });
  return {
    ...toUserRow(row, null),
    solCd: row.solCd,
    pwdChangedDt: ymdKst(row.pwdChangedAt),
    approvals,
    ...hrDatesDetail(user.authCd, row),
    preferredLanguage: matchLanguage(row.preferredLanguage),
  };
}
