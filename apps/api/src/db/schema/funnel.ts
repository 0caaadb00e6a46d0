import { index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { event } from './event';
import { appUser } from './organization';

/**
 * The link each recipient's messages of an event carry (decision 053): a random code, nothing personal in it, the
 * same in every invitation and reminder of the event. Opening it sets `openedAt` once (the funnel's "link opened").
 * Not tied to event_recipient by a key: removing a recipient must not fail on a link they were sent.
 */
export const claimLink = pgTable(
  'claim_link',
  {
    code: varchar({ length: 32 }).primaryKey(),
    eventSn: integer()
      .notNull()
      .references(() => event.eventSn),
    unqUserId: varchar({ length: 20 })
      .notNull()
      .references(() => appUser.unqUserId),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The first time a person (not a link-preview fetcher) opened it; never moved by later opens. */
    openedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('claim_link_event_user_uq').on(t.eventSn, t.unqUserId),
    index('claim_link_user_idx').on(t.unqUserId),
  ],
);
