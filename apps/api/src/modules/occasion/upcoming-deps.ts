import type { Db } from '../../db/client';

/**
 * What the upcoming use cases take: the database, the clock and, for send-now, the public URL the engine's
 * messages link to (config.publicUrl).
 */
export type UpcomingDeps = { db: Db; now: () => Date; config: { publicUrl: string } };
