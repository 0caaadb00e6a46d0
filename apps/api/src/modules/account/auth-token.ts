import { ACCOUNT_MESSAGES } from '@pcs/domain';
import type { Executor } from '../../db/client';
import { badRequest } from '../../http/errors';
import { hashToken } from '../../lib/opaque-token';
import * as repo from './repository';

/** A confirmed number's authToken must be spent within this many minutes. */
const CONFIRMED_TOKEN_MINUTES = 10;

/** Spends a confirmed authToken of a purpose (one use, 10 minutes after confirming); throws when it cannot. */
export async function spendAuthToken(db: Executor, authToken: string, purpose: string, now: Date) {
  const row = await repo.spendConfirmToken(
    db,
    hashToken(authToken),
    purpose,
    now,
    new Date(now.getTime() - CONFIRMED_TOKEN_MINUTES * 60_000),
  );
  if (!row) throw badRequest(ACCOUNT_MESSAGES.authRequired);
  return row;
}
