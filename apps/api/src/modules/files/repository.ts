import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { fileThumbnail, storedFile } from '../../db/schema/index';

export const findFile = (db: Executor, fileId: string) =>
  db
    .select()
    .from(storedFile)
    .where(eq(storedFile.fileId, fileId))
    .then((rows) => rows[0] ?? null);

export async function insertFile(db: Executor, row: typeof storedFile.$inferInsert): Promise<void> {
  await db.insert(storedFile).values(row).onConflictDoNothing();
}

/** The thumbnail of an image at a width (product images), or null. */
export const findThumbnail = (db: Executor, fileId: string, width: number) =>
  db
    .select({ thumbFileId: fileThumbnail.thumbFileId })
    .from(fileThumbnail)
    .where(and(eq(fileThumbnail.fileId, fileId), eq(fileThumbnail.width, width)))
    .then((rows) => rows[0]?.thumbFileId ?? null);
