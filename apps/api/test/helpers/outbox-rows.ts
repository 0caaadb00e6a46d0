import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { messageDelivery, messageOutbox } from '../../src/db/schema/index';

/** A message's outbox row as it stands. */
export const outboxRow = async (db: Db, id: number) =>
  (await db.select().from(messageOutbox).where(eq(messageOutbox.id, id)))[0]!;

/** A message's receipts (decision 052), one per chain step, in step order. */
export const deliverySteps = (db: Db, id: number) =>
  db
    .select()
    .from(messageDelivery)
    .where(eq(messageDelivery.outboxId, id))
    .orderBy(asc(messageDelivery.step));
