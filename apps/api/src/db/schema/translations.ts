import { TRANSLATED_LANGUAGES } from '@pcs/domain';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * The check of a translations column (decision 055, Content): an object whose keys are only the translated
 * languages and whose entries are objects; the texts' lengths are the edges' (zod) to tell in Korean.
 */
export function translationsCheck(column: AnyColumn): SQL {
  const languages = sql.raw(TRANSLATED_LANGUAGES.map((l) => `'${l}'`).join(','));
  return sql`jsonb_typeof(${column}) = 'object' and (${column} - array[${languages}]::text[]) = '{}'::jsonb
    and not jsonb_path_exists(${column}, '$.* ? (@.type() != "object")')`;
}
