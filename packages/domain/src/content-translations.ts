import { z } from 'zod';
import { CARD_MSG_MAX } from './gift-extras';
import { withParticle } from './korean-particle';
import type { Language } from './languages';

/**
 * Translated content (decision 055, "Content"): a product's name and short line, an event's greeting and card text,
 * written per language on the back office's forms. Korean is the original (the product's name, the event's
 * greeting) and is never a translation; a language without a text shows the original.
 */
export const TRANSLATED_LANGUAGES = ['en', 'vi', 'zh-Hans', 'ne', 'km'] as const satisfies readonly Exclude<
  Language,
  'ko'
>[];
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];
const translatedLanguageSchema = z.enum(TRANSLATED_LANGUAGES);

/** The languages as the back office (Korean) names them on the forms and in refusals. */
export const LANGUAGE_KOREAN_NAMES: Record<TranslatedLanguage, string> = {
  en: '영어',
  vi: '베트남어',
  'zh-Hans': '중국어(간체)',
  ne: '네팔어',
  km: '크메르어',
};

/** A translatable field: its Korean label (forms, refusals) and the longest text, as the original's limit. */
export type TranslatedField = { label: string; max: number };

/** A product's translatable texts: the name as long as the Korean name may be, and an optional short line. */
export const PRODUCT_TRANSLATED_FIELDS = {
  prodNm: { label: '상품명', max: 200 },
  summary: { label: '한 줄 소개', max: 200 },
} as const satisfies Record<string, TranslatedField>;

/**
 * An event's translatable texts: the greeting as long as the Korean one; the card text fills the recipient's card
 * message, so it is held to that message's limit (CARD_MSG_MAX), not the card's own default text's.
 */
export const EVENT_TRANSLATED_FIELDS = {
  greeting: { label: '인사말', max: 2000 },
  cardMsg: { label: '카드 문구', max: CARD_MSG_MAX },
} as const satisfies Record<string, TranslatedField>;

/** Per language, per field: only the texts that were written (no empty strings, no empty languages). */
export type Translations<K extends string> = Partial<Record<TranslatedLanguage, Partial<Record<K, string>>>>;
export type ProductTranslations = Translations<keyof typeof PRODUCT_TRANSLATED_FIELDS>;
export type EventTranslations = Translations<keyof typeof EVENT_TRANSLATED_FIELDS>;

export const TRANSLATION_MESSAGES = {
  unknownLanguage: `번역 언어는 ${TRANSLATED_LANGUAGES.join(', ')} 중 하나여야 합니다.`,
  tooLong: (language: TranslatedLanguage, field: TranslatedField) =>
    `${LANGUAGE_KOREAN_NAMES[language]} ${withParticle(field.label, '은/는')} ${field.max}자까지 입력할 수 있습니다.`,
} as const;

const isTranslatedLanguage = (key: string): key is TranslatedLanguage =>
  translatedLanguageSchema.safeParse(key).success;

/**
 * The edges' schema of a translations map ({ vi: { prodNm: '...' } }): a language outside TRANSLATED_LANGUAGES and a
 * text over its field's limit are refused with a Korean message naming them; texts are trimmed, empty ones and
 * languages left with none are dropped, so "no translation" is always an absent key. Absent or null is {}.
 */
export function translationsSchema<F extends Record<string, TranslatedField>>(fields: F) {
  const keys = Object.keys(fields) as (keyof F & string)[];
  const text = z.string().nullish();
  const entry = z.object(
    Object.fromEntries(keys.map((k) => [k, text])) as Record<keyof F & string, typeof text>,
  );
  return z
    .record(z.string(), entry)
    .nullish()
    .superRefine((map, ctx) => {
      for (const [language, texts] of Object.entries(map ?? {})) {
        if (!isTranslatedLanguage(language)) {
          ctx.addIssue({ code: 'custom', message: TRANSLATION_MESSAGES.unknownLanguage, path: [language] });
          continue;
        }
        for (const key of keys) {
          const value = (texts as Record<string, string | null | undefined>)[key]?.trim() ?? '';
          if (value.length > fields[key]!.max)
            ctx.addIssue({
              code: 'custom',
              message: TRANSLATION_MESSAGES.tooLong(language, fields[key]!),
              path: [language, key],
            });
        }
      }
    })
    .transform((map): Translations<keyof F & string> => {
      const out: Translations<keyof F & string> = {};
      for (const language of TRANSLATED_LANGUAGES) {
        const texts = map?.[language] as Record<string, string | null | undefined> | undefined;
        if (!texts) continue;
        const kept: Partial<Record<keyof F & string, string>> = {};
        for (const key of keys) {
          const value = texts[key]?.trim() ?? '';
          if (value !== '') kept[key] = value;
        }
        if (Object.keys(kept).length > 0) out[language] = kept;
      }
      return out;
    });
}

export const productTranslationsSchema = translationsSchema(PRODUCT_TRANSLATED_FIELDS);
export const eventTranslationsSchema = translationsSchema(EVENT_TRANSLATED_FIELDS);

/**
 * A stored map as the replies carry it: whatever the column holds, read through the same rules (a row written before
 * a field's limit changed still reads).
 */
export function readTranslations<F extends Record<string, TranslatedField>>(
  fields: F,
  stored: unknown,
): Translations<keyof F & string> {
  const out: Translations<keyof F & string> = {};
  if (!stored || typeof stored !== 'object') return out;
  for (const language of TRANSLATED_LANGUAGES) {
    const texts = (stored as Record<string, unknown>)[language];
    if (!texts || typeof texts !== 'object') continue;
    const kept: Partial<Record<keyof F & string, string>> = {};
    for (const key of Object.keys(fields) as (keyof F & string)[]) {
      const value = (texts as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim() !== '') kept[key] = value;
    }
    if (Object.keys(kept).length > 0) out[language] = kept;
  }
  return out;
}

/** The replies' shape of the stored maps (what readTranslations returns). */
export const productTranslationsReplySchema = z.partialRecord(
  translatedLanguageSchema,
  z.object({ prodNm: z.string().optional(), summary: z.string().optional() }),
);
export const eventTranslationsReplySchema = z.partialRecord(
  translatedLanguageSchema,
  z.object({ greeting: z.string().optional(), cardMsg: z.string().optional() }),
);
