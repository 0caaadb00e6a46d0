import { type bulkActionRequestSchema, deliveryActorOf, NOT_FOUND_TEXT } from '@pcs/domain';
import type { z } from 'zod';
import type { AuthUser } from '../../http/auth-guard';
import { AppError, notFound } from '../../http/errors';
import type { DeliveryDeps } from './delivery-deps';
import { inScope, lineScopeOf } from './line-scope';
import { noticeLineMoves } from './notice-line-moves';
import * as repo from './repository';
import { transitionLine } from './transition-line';

/** POST delivery/bulkAction.json: the same transition on many lines; each line commits or is refused on its own. */
export async function applyBulkAction(
  deps: DeliveryDeps,
  user: AuthUser,
  input: z.infer<typeof bulkActionRequestSchema>,
) {
  const scope = lineScopeOf(user);
  const actor = deliveryActorOf(user.authCd);
  const refused: { estiItemSn: number; message: string }[] = [];
  let done = 0;
  for (const key of input.lines) {
    try {
      await deps.db.transaction(async (tx) => {
        const line = await repo.findLine(tx, key.estiSn, key.estiItemSn);
        if (!line || !inScope(scope, line)) throw notFound(NOT_FOUND_TEXT.delivery);
        await transitionLine(tx, deps.now(), user, actor, line, { action: input.action });
        await noticeLineMoves(tx, deps, input.action, [line.estiItemSn]);
      });
      done += 1;
    } catch (error) {
      // A line the rules refuse is reported and the rest go on; anything else (the database) is not the caller's to
      // read and ends the request, the lines done so far staying done.
      if (!(error instanceof AppError)) throw error;
      refused.push({ estiItemSn: key.estiItemSn, message: error.message });
    }
  }
  return { done, refused };
}
