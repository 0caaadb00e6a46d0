import { clientManagerMaySend, EVENT_SEND_MESSAGES, isOperatorAdmin } from '@pcs/domain';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { forbidden } from '../../http/errors';
import { assertCompany } from '../../http/tenant';
import { assertEventRecipients, type SendEvent, type TargetSpec } from './repository';

/**
 * Whether the caller may make this send (preview or queue) on this event: operators on every event; a client manager
 * only on their own company's, and only a reminder to those not applied (clientManagerMaySend); chosen people must
 * all be recipients of the event. `user` null: the server's own reminder job.
 */
export async function authorizeSend(
  db: Executor,
  user: AuthUser | null,
  ev: SendEvent,
  spec: TargetSpec & { kind: NonNullable<TargetSpec['kind']>; issuePwdYn: 'Y' | 'N' },
): Promise<void> {
  if (user) {
    assertCompany(user, ev.cmpyCd);
    if (!isOperatorAdmin(user.authCd) && !clientManagerMaySend(spec))
      throw forbidden(EVENT_SEND_MESSAGES.clientManagerRemindOnly);
  }
  if (spec.target === 'USERS') await assertEventRecipients(db, ev, spec.unqUserIds ?? []);
}
