import { z } from 'zod';

/**
 * The languages a recipient can read the journey in (decision 055). Korean is the default and the spec's own texts;
 * the others follow the largest groups of foreign workers in Korea: Vietnamese, Chinese (simplified), Nepali and
 * Khmer, with English as the common second language. Stored and exchanged as these BCP 47 tags.
 */
export const LANGUAGES = ['ko', 'en', 'vi', 'zh-Hans', 'ne', 'km'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ko';
/** The languages a Korean text is translated into: a table keyed by these misses none without a type error. */
export type OtherLanguage = Exclude<Language, 'ko'>;
export const languageSchema = z.enum(LANGUAGES);

/** Each language named in itself, as the switcher lists them. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  ko: '한국어',
  en: 'English',
  vi: 'Tiếng Việt',
  'zh-Hans': '简体中文',
  ne: 'नेपाली',
  km: 'ខ្មែរ',
};

/** Traditional-script Chinese regions: their readers are not served by the simplified catalogue. */
const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)\b/;

/**
 * The supported language a BCP 47 tag asks for, or null: 'vi-VN' is vi, 'zh', 'zh-CN' and 'zh-Hans-CN' are zh-Hans
 * (zh-TW and zh-Hant are not), 'EN_us' is en. Used for browsers' lists, the Excel column, the public API and SCIM.
 */
export function matchLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const t = tag.trim().toLowerCase().replace(/_/g, '-');
  if (t === '') return null;
  if (t.startsWith('zh')) return TRADITIONAL_CHINESE.test(t) ? null : 'zh-Hans';
  const primary = t.split('-')[0];
  return LANGUAGES.find((l) => l === primary) ?? null;
}

/** The language a person's messages go in: their preferred one as stored (null: none), else Korean. */
export const messageLanguage = (preferred: string | null | undefined): Language =>
  matchLanguage(preferred) ?? DEFAULT_LANGUAGE;

/** The first supported language of a preference list (navigator.languages, Accept-Language's order). */
export function firstSupportedLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const lang = matchLanguage(tag);
    if (lang) return lang;
  }
  return null;
}

/** The refusal when an import cell, API field or SCIM attribute names a language the journey is not in. */
export const LANGUAGE_MESSAGES = {
  unsupported: `지원하지 않는 언어입니다. (${LANGUAGES.join(', ')})`,
} as const;

/**
 * A language field as the edges take it: empty is "none" (null), a tag is matched (matchLanguage), anything else is
 * refused with LANGUAGE_MESSAGES.unsupported.
 */
export const preferredLanguageInput = z
  .string()
  .max(35)
  .nullable()
  .transform((value, ctx): Language | null => {
    if (value === null || value.trim() === '') return null;
    const lang = matchLanguage(value);
    if (!lang) ctx.addIssue({ code: 'custom', message: LANGUAGE_MESSAGES.unsupported });
    return lang;
  });

/**
 * A code's name as a recipient reads it (decision 055): from its Korean table in Korean, else from the table's
 * translations; `fallback` for a code the table does not know (each kind says what it shows then).
 */
export function codeName<K extends string>(
  korean: Readonly<Record<K, string>>,
  translations: Readonly<Record<OtherLanguage, Readonly<Record<K, string>>>>,
  code: string | null | undefined,
  language: Language,
  fallback: string,
): string {
  if (code === null || code === undefined || !Object.hasOwn(korean, code)) return fallback;
  const table = language === 'ko' ? korean : translations[language];
  return table[code as K];
}
