import { NOT_FOUND_TEXT } from '@pcs/domain';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { assertCompany } from '../../http/tenant';
import { findEvent, lockEvent } from './repository';

/** An event the caller may see: operators any, a client manager only their company's (403 otherwise). */
export async function loadEvent(db: Executor, user: AuthUser, eventSn: number) {
  const found = await findEvent(db, eventSn);
  if (!found) throw notFound(NOT_FOUND_TEXT.event);
  assertCompany(user, found.event.cmpyCd);
  return found;
}

/** The event row locked for a change (inside a transaction), after the same tenant check. */
export async function lockEventFor(tx: Executor, user: AuthUser, eventSn: number) {
  const row = await lockEvent(tx, eventSn);
  if (!row) throw notFound(NOT_FOUND_TEXT.event);
  assertCompany(user, row.cmpyCd);
  return row;
}
