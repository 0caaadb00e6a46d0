import { NOT_FOUND_TEXT } from '@pcs/domain';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { assertCompany } from '../../http/tenant';
import * as repo from './repository';

/** The event a not-apply call names, checked to be the named company's and that company the caller's own. */
export async function findCompanyEvent(db: Executor, user: AuthUser, cmpyCd: string, eventSn: number) {
  assertCompany(user, cmpyCd);
  const ev = await repo.findEvent(db, eventSn);
  if (!ev || ev.cmpyCd !== cmpyCd) throw notFound(NOT_FOUND_TEXT.event);
  return ev;
}
