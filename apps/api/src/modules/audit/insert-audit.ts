import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema/index';

/** One line of the audit log (who did what to which target), written in the transaction of the change it records. */
export const insertAudit = (db: Executor, row: typeof auditLog.$inferInsert) =>
  db.insert(auditLog).values(row);
