import { NOT_FOUND_TEXT } from '@pcs/domain';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import * as repo from './repository';

/** The lines of one of the caller's own orders; another recipient's order is "not found". */
export async function ownLines(db: Executor, user: AuthUser, estiSn: number) {
  const lines = await repo.linesOfEstimate(db, estiSn);
  if (lines.length === 0 || lines[0]?.unqUserId !== user.unqUserId) throw notFound(NOT_FOUND_TEXT.order);
  return lines;
}
