import { CLIENT_MANAGED_ROLES, hasRole } from '@pcs/domain';
import type { Executor } from '../../db/client';
import { employeeData, queueWebhookEvents } from '../webhooks';

/** An account as the employee.* webhooks describe it: ids and states, the employee number, no name or contact. */
export type EmployeeFacts = {
  unqUserId: string;
  cmpyCd: string | null;
  authCd: string;
  grupCd: string | null;
  sabun: string | null;
  useYn: string;
};

/**
 * Queues employee.created or employee.deactivated (decision 038) for the client companies' people (20, 25) among
 * `users`, in the caller's transaction. Every path that creates or turns off an account (the screens, the Excel
 * import, and the public API and SCIM through them) calls this, so each reports.
 */
export async function queueEmployeeWebhooks(
  tx: Executor,
  type: 'employee.created' | 'employee.deactivated',
  users: readonly EmployeeFacts[],
  now: Date,
): Promise<void> {
  const events = users.flatMap((u) =>
    u.cmpyCd && hasRole(CLIENT_MANAGED_ROLES, u.authCd)
      ? [
          {
            cmpyCd: u.cmpyCd,
            data: employeeData(u),
          },
        ]
      : [],
  );
  await queueWebhookEvents(tx, { type, now, events });
}
