import { EVENT_MESSAGES } from '@pcs/domain';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { conflict } from '../../http/errors';
import { loadEvent } from './event-access';
import { chosenQuantity } from './repository';

/**
 * POST /v1/ebmp/pcs/eventManage/checkDeleteProdPossible.json (spec §5, §7; loginUserToken, eventSn, prodSn): may
 * this product leave the event? 2000 when nobody has chosen it (or it is not in the event: nothing to protect);
 * 409 with a clear message once someone has applied for it.
 */
export async function checkDeleteProdPossible(
  deps: { db: Db },
  user: AuthUser,
  input: { eventSn: number; prodSn: number },
): Promise<{ deletePossibleYn: 'Y' }> {
  await loadEvent(deps.db, user, input.eventSn);
  if ((await chosenQuantity(deps.db, input.eventSn, input.prodSn)) > 0)
    throw conflict(EVENT_MESSAGES.prodAlreadyChosen);
  return { deletePossibleYn: 'Y' };
}
