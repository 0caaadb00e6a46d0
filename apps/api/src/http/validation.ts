import type { Language } from '@pcs/domain';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * Zod's own words for a rule a schema gives no message of its own ('잘못된 입력: ...', a too long string), in every
 * language of the recipient's journey (decision 055): zod's locales, zh-CN for simplified Chinese.
 */
type LocaleError = (issue: z.core.$ZodRawIssue) => string | undefined;
const LOCALE_ERRORS: Readonly<Record<Language, LocaleError>> = {
  ko: z.locales.ko().localeError as LocaleError,
  en: z.locales.en().localeError as LocaleError,
  vi: z.locales.vi().localeError as LocaleError,
  'zh-Hans': z.locales.zhCN().localeError as LocaleError,
  ne: z.locales.ne().localeError as LocaleError,
  km: z.locales.km().localeError as LocaleError,
};

/** The generic message of a refused input, per language: the error handler picks the page's. */
export type GenericTexts = Readonly<Record<Language, string>>;

const MARK = '\u0000generic:';

function textsOf(issue: z.core.$ZodRawIssue): GenericTexts {
  const texts = {} as Record<Language, string>;
  for (const [language, localeError] of Object.entries(LOCALE_ERRORS) as [Language, LocaleError][])
    texts[language] = localeError(issue) ?? '잘못된 입력';
  return texts;
}

/**
 * For each issue of a refused input, zod's generic message in every language, or null when the schema wrote its
 * own. The input is parsed again with a map of the parse's own (below a schema's messages, above the locale), so
 * the issues come in the same order as the first parse's.
 */
function genericTextsOf(schema: ZodType, data: unknown): (GenericTexts | null)[] {
  const found: GenericTexts[] = [];
  const result = schema.safeParse(data, {
    error: (issue) => {
      found.push(textsOf(issue));
      return `${MARK}${found.length - 1}`;
    },
  });
  return (result.error?.issues ?? []).map((issue) =>
    issue.message.startsWith(MARK) ? (found[Number(issue.message.slice(MARK.length))] ?? null) : null,
  );
}

const schemaOf = (schema: unknown): ZodType | null =>
  schema instanceof z.ZodType
    ? schema
    : schema && typeof schema === 'object' && 'properties' in schema && schema.properties instanceof z.ZodType
      ? schema.properties
      : null;

/**
 * fastify-type-provider-zod's validator, whose refusals also carry zod's generic message in every language
 * (`params.genericTexts`) where the schema has no message of its own. Only a refused input is parsed again.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = zodValidatorCompiler(route as Parameters<typeof zodValidatorCompiler>[0]);
  const schema = schemaOf(route.schema);
  return (data) => {
    const result = validate(data);
    if (!schema || typeof result !== 'object' || !('error' in result) || !Array.isArray(result.error))
      return result;
    const generic = genericTextsOf(schema, data);
    result.error.forEach((item, i) => {
      const texts = generic[i];
      if (texts && item && typeof item === 'object' && 'params' in item)
        Object.assign(item, { params: { ...(item.params as object), genericTexts: texts } });
    });
    return result;
  };
};

/** The generic texts a validation item carries, if the schema had no message of its own for it. */
export function genericTextsOfItem(item: { params?: unknown }): GenericTexts | null {
  const params = item.params;
  return params && typeof params === 'object' && 'genericTexts' in params
    ? (params.genericTexts as GenericTexts)
    : null;
}
