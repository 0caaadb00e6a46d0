import { i18n, type Messages } from '@lingui/core';
import {
  DEFAULT_LANGUAGE,
  firstSupportedLanguage,
  formatsOf,
  LANGUAGE_PARAM,
  type Language,
  matchLanguage,
} from '@pcs/domain';
import { useSyncExternalStore } from 'react';
import { config as zodConfig } from 'zod';

/**
 * The recipient's texts (decision 055): Lingui's runtime over compiled PO catalogues, one per language and area
 * (src/locales/{language}/{area}.po). A page asks for its area beside its own chunk (withTexts), so it fetches only
 * the active language's texts of that area; the layout's and dialogs' texts are the 'common' area, loaded before
 * the first render. The back office keeps its Korean literals; the landing stays Korean.
 */
export type TextArea = 'common' | 'account' | 'gift' | 'delivery' | 'service';
export type TextValues = Record<string, unknown>;

const catalogueFiles = import.meta.glob<{ messages: Messages }>('../locales/*/*.po');

/** Remembered choice of the switcher on this device. */
export const LANGUAGE_STORAGE_KEY = 'pcs.language';

const loaded = new Map<string, Promise<void>>();
/** Areas a visit has needed: a change of language loads each of them before it shows. */
const areasInUse = new Set<TextArea>(['common']);

function loadArea(language: Language, area: TextArea): Promise<void> {
  const key = `${language}/${area}`;
  let done = loaded.get(key);
  if (!done) {
    const file = catalogueFiles[`../locales/${key}.po`];
    if (!file) throw new Error(`no catalogue ${key}`);
    done = file().then(
      ({ messages }) => i18n.load(language, messages),
      (error: unknown) => {
        // A failed fetch is asked again next time (the screen's 다시 시도 does).
        loaded.delete(key);
        throw error;
      },
    );
    loaded.set(key, done);
  }
  return done;
}

type ZodLocale = { default: () => Parameters<typeof zodConfig>[0] };
/**
 * Zod's own words for a rule a schema gives no message of its own, in the page's language like the API's (its
 * validation.ts): a small chunk per language, fetched with the texts.
 */
const zodLocales: Record<Language, () => Promise<ZodLocale>> = {
  ko: () => import('zod/v4/locales/ko.js'),
  en: () => import('zod/v4/locales/en.js'),
  vi: () => import('zod/v4/locales/vi.js'),
  'zh-Hans': () => import('zod/v4/locales/zh-CN.js'),
  ne: () => import('zod/v4/locales/ne.js'),
  km: () => import('zod/v4/locales/km.js'),
};
/** A locale that cannot be fetched leaves zod's words as they were (the texts still switch). */
const zodLocaleOf = (language: Language): Promise<ZodLocale | null> =>
  zodLocales[language]().catch(() => null);

/** The language the texts are in now (Korean until one is started). */
export const currentLanguage = (): Language => matchLanguage(i18n.locale) ?? DEFAULT_LANGUAGE;

/** The choice this device remembers, if any. */
export function rememberedLanguage(): Language | null {
  try {
    return matchLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Without a remembered choice or the person's own: the browser's first supported language, else Korean. */
export function browserLanguage(): Language {
  const tags = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  return firstSupportedLanguage(tags.filter(Boolean)) ?? DEFAULT_LANGUAGE;
}

/**
 * Shows every text in `language`: the areas in use are loaded first, so no text is ever shown half-translated.
 * `remember` keeps the choice on this device (the switcher's).
 */
export async function showLanguage(language: Language, remember = false): Promise<void> {
  const zodLocale = zodLocaleOf(language);
  // A screen that starts while the texts load (a reload that lands on a page, then the person's own language) adds
  // its area in the old language: the areas are loaded again until none was added meanwhile. Nothing awaits between
  // the last check and the switch, and a screen started after it loads the new language itself.
  let areas: TextArea[];
  let locale: ZodLocale | null;
  do {
    areas = [...areasInUse];
    [locale] = await Promise.all([zodLocale, ...areas.map((area) => loadArea(language, area))]);
  } while (areasInUse.size > areas.length);
  if (locale) zodConfig(locale.default());
  i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (remember) {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Private mode without storage: the choice holds for this visit only.
    }
  }
}

/**
 * A gift link lands with the person's own language (`?lang=vi`, the server's claim link): it becomes this device's
 * choice, as if they had picked it, so the pages stay in it before and after they sign in.
 */
function linkLanguage(): Language | null {
  if (typeof window === 'undefined') return null;
  return matchLanguage(new URLSearchParams(window.location.search).get(LANGUAGE_PARAM));
}

/** The start: the gift link's, else the remembered choice, else the browser's (the person's own applies on sign-in). */
export function startTexts(language?: Language): Promise<void> {
  if (language) return showLanguage(language);
  const fromLink = linkLanguage();
  if (fromLink) return showLanguage(fromLink, true);
  return showLanguage(rememberedLanguage() ?? browserLanguage());
}

/** A screen loader that also brings its area's texts in the active language, in parallel with the screen's chunk. */
export function withTexts<M>(area: TextArea, load: () => Promise<M>): () => Promise<M> {
  return () => {
    areasInUse.add(area);
    return Promise.all([load(), loadArea(currentLanguage(), area)]).then(([screen]) => screen);
  };
}

/** Makes an area's texts ready outside a screen loader (a shared component's test, a dialog before its page). */
export function loadTexts(area: TextArea, language: Language = currentLanguage()): Promise<void> {
  areasInUse.add(area);
  return loadArea(language, area);
}

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/**
 * Calls `listener` each time the page turns to another language (not when the same one is shown again): the
 * server's replies hold texts in the page's language too (translated names and greetings), so they are asked again.
 */
export function onLanguageChange(listener: (language: Language) => void): () => void {
  let last = i18n.locale;
  return subscribe(() => {
    if (i18n.locale === last) return;
    last = i18n.locale;
    listener(currentLanguage());
  });
}
const localeNow = () => i18n.locale;

/** A text of the catalogue, in the active language: t('common.ok'), t('common.signedInAs', { name }). */
export type Translate = (id: string, values?: TextValues) => string;
const translate: Translate = (id, values) => i18n._(id, values);

/** The translate function; the component renders again when the language changes. */
export function useT(): Translate {
  useSyncExternalStore(subscribe, localeNow, localeNow);
  return translate;
}

/** The active language, for components whose output depends on it beyond texts (formats, a switcher). */
export function useLanguage(): Language {
  const locale = useSyncExternalStore(subscribe, localeNow, localeNow);
  return matchLanguage(locale) ?? DEFAULT_LANGUAGE;
}

/** Outside components (an alert raised by a mutation's error handler). */
export const t: Translate = translate;

// The formats live in the domain: the messages the server sends a person use them too.
export { formatsOf };

/** formatsOf the active language. */
export const useFormats = () => formatsOf(useLanguage());
