import { type Language, matchLanguage } from '@pcs/domain';
import type { Executor } from '../../db/client';
import * as repo from './repository';

/**
 * The person's language column (decision 055) as a save writes it: left out of the request, it stays; null clears
 * it. Every surface (the form, the import, the public API, SCIM, the person's own my page) writes it through here.
 */
export function preferredLanguageColumn(input: { preferredLanguage?: Language | null | undefined }): {
  preferredLanguage?: Language | null;
} {
  return input.preferredLanguage !== undefined ? { preferredLanguage: input.preferredLanguage } : {};
}

/** The stored column as a Language: the check constraint keeps it to the six tags, null when none. */
export const storedLanguage = (value: string | null): Language | null => matchLanguage(value);

/** Sets one person's language alone (their own my-page choice); the caller checks who may and audits it. */
export async function savePreferredLanguage(
  db: Executor,
  unqUserId: string,
  preferredLanguage: Language | null,
): Promise<void> {
  await repo.updateUser(db, unqUserId, { preferredLanguage });
}
