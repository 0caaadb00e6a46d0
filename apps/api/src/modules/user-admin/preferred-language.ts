import type { Language } from '@pcs/domain';

/**
 * The person's language column (decision 055) as a save writes it: left out of the request, it stays; null clears
 * it. The form, the import, the public API, SCIM and the person's own my-page call all write it through user-admin.
 */
export function preferredLanguageColumn(input: { preferredLanguage?: Language | null | undefined }): {
  preferredLanguage?: Language | null;
} {
  return input.preferredLanguage !== undefined ? { preferredLanguage: input.preferredLanguage } : {};
}
