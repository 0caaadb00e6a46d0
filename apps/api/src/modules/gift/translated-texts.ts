import type { Language } from '@pcs/domain';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { event, product } from '../../db/schema/index';

/**
 * The one place a recipient read picks a text in the page's language (decision 055, Content): the translation the
 * back office wrote for that language (product.translations, event.translations), else the original. Korean reads
 * the original column as it always did. Every recipient read of a product's name, its short line, an event's
 * greeting or card text goes through these; the back office reads the columns themselves.
 */
type Expr = AnyColumn | SQL;

function translated(translations: Expr, language: Language, field: string, original: Expr): SQL<string> {
  if (language === 'ko') return sql<string>`${original}`;
  return sql<string>`coalesce(nullif(${translations} -> ${language}::text ->> ${field}::text, ''), ${original})`;
}

/** The product's name a recipient reads. */
export const recipientProdNmSql = (language: Language) =>
  translated(product.translations, language, 'prodNm', product.prodNm);

/** The product's short line in the language, or null (Korean has none: the vendor's description says it). */
export const recipientSummarySql = (language: Language): SQL<string | null> =>
  language === 'ko'
    ? sql<null>`null::text`
    : sql<string | null>`nullif(${product.translations} -> ${language}::text ->> 'summary', '')`;

/** The event's greeting a recipient reads; `from` names the columns where a query reads the event under an alias. */
export const recipientGreetingSql = (
  language: Language,
  from: { translations: Expr; greeting: Expr } = event,
) => translated(from.translations, language, 'greeting', from.greeting);

/** The card text a recipient's card message starts from: the event's translation, else the card's own text. */
export const recipientCardMsgSql = (language: Language, cardDefault: Expr) =>
  translated(event.translations, language, 'cardMsg', cardDefault);
