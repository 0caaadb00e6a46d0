import {
  isDeliveryState,
  LIFECYCLE_TEXT,
  type myCardMemoRequestSchema,
  nextDeliveryState,
} from '@pcs/domain';
import type { z } from 'zod';
import type { AuthUser } from '../../http/auth-guard';
import { conflict } from '../../http/errors';
import type { DeliveryDeps } from './delivery-deps';
import { ownLines } from './own-lines';
import * as repo from './repository';

/** POST delivery/myCardMemo.json: the message-card text, editable until release. */
export async function saveMyCardMemo(
  deps: DeliveryDeps,
  user: AuthUser,
  input: z.infer<typeof myCardMemoRequestSchema>,
) {
  return deps.db.transaction(async (tx) => {
    const lines = await ownLines(tx, user, input.estiSn);
    for (const l of lines) {
      if (!isDeliveryState(l.deliStatCd)) continue;
      const check = nextDeliveryState(l.deliStatCd, 'changeAddress', 'recipient');
      if (!check.ok) throw conflict(LIFECYCLE_TEXT.cardAfterRelease);
    }
    await repo.updateOrderAddress(tx, lines[0]!.ordSn, { cardMsg: input.cardMsg });
    return { estiSn: input.estiSn };
  });
}
