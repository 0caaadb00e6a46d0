import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { appUser } from './organization';

/**
 * Auth numbers (recovery codes, ASVS 2.7): only the SHA-256 of the 6 digits is kept, valid 3 minutes, 5 tries, one
 * use. A confirmed number yields a one-use authToken (its hash in confirmTokenHash) that the next step spends.
 * target is the normalized phone (digits) or lower-case e-mail the number was sent to.
 */
export const authNumber = pgTable(
  'auth_number',
  {
    authId: varchar({ length: 64 }).primaryKey(),
    purpose: varchar({ length: 20 }).notNull(),
    channel: varchar({ length: 10 }).notNull(),
    target: varchar({ length: 120 }).notNull(),
    /** The name given with find-ID requests, so the confirmed step finds the same accounts. */
    subjectNm: varchar({ length: 50 }),
    unqUserId: varchar({ length: 20 }).references(() => appUser.unqUserId),
    codeHash: varchar({ length: 64 }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    confirmedAt: timestamp({ withTimezone: true }),
    confirmTokenHash: varchar({ length: 64 }),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auth_number_target_idx').on(t.purpose, t.target, t.createdAt),
    index('auth_number_confirm_token_idx').on(t.confirmTokenHash),
    index('auth_number_user_idx').on(t.unqUserId),
  ],
);
