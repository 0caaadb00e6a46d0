import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { approvalHistory, appUser } from '../../db/schema/index';

export const insertDecision = (db: Executor, row: typeof approvalHistory.$inferInsert) =>
  db.insert(approvalHistory).values(row);

const decider = alias(appUser, 'decider');

/** Decisions about a company (kind COMPANY or VENDOR) or a user, oldest first, with the decider's name. */
export const decisionsOf = (db: Executor, by: { cmpyCd: string } | { unqUserId: string }) =>
  db
    .select({
      fromStat: approvalHistory.fromStat,
      toStat: approvalHistory.toStat,
      reason: approvalHistory.reason,
      decidedByNm: decider.userNm,
      decidedAt: approvalHistory.decidedAt,
    })
    .from(approvalHistory)
    .leftJoin(decider, eq(decider.unqUserId, approvalHistory.decidedBy))
    .where(
      'cmpyCd' in by ? eq(approvalHistory.cmpyCd, by.cmpyCd) : eq(approvalHistory.unqUserId, by.unqUserId),
    )
    .orderBy(asc(approvalHistory.id));
