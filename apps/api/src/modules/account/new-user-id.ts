import { randomInt } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '@pcs/domain';
import type { Executor } from '../../db/client';
import { conflict } from '../../http/errors';
import * as repo from './repository';

/** Sign-up applications get ids of their own: 'A' and 12 digits, never shown to other people. */
export const newUnqUserId = (now: Date) =>
  `A${String(now.getTime()).slice(-7)}${String(randomInt(0, 100_000)).padStart(5, '0')}`;

/** Refuses a login ID that is taken (case-insensitive), inside the applying transaction. */
export async function assertUserIdFree(tx: Executor, userId: string) {
  if (await repo.userIdExists(tx, userId)) throw conflict(ACCOUNT_MESSAGES.userIdTaken);
}
