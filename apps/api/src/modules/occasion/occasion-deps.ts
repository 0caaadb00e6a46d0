import type { Db } from '../../db/client';

/** What the engine's steps need: the database and the clock (tests pass their own). */
export type OccasionDeps = { db: Db; now: () => Date };

/** The sending steps also make the links in the messages absolute. */
export type OccasionSendDeps = OccasionDeps & { publicUrl: string };
