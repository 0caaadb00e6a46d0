import { describe, expect, it } from 'vitest';
import {
  eventTranslationsSchema,
  LANGUAGE_KOREAN_NAMES,
  PRODUCT_TRANSLATED_FIELDS,
  productTranslationsSchema,
  readTranslations,
  TRANSLATED_LANGUAGES,
  TRANSLATION_MESSAGES,
} from './content-translations';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';

describe('translated content (decision 055, Content)', () => {
  it('is written in every journey language but Korean, the original', () => {
    expect([...TRANSLATED_LANGUAGES]).toEqual(LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE));
    expect(Object.keys(LANGUAGE_KOREAN_NAMES).sort()).toEqual([...TRANSLATED_LANGUAGES].sort());
  });

  it('keeps only written texts, trimmed; absent or null is none', () => {
    expect(
      productTranslationsSchema.parse({
        vi: { prodNm: ' Bình ', summary: '' },
        en: { prodNm: null },
        km: {},
      }),
    ).toEqual({ vi: { prodNm: 'Bình' } });
    expect(productTranslationsSchema.parse(undefined)).toEqual({});
    expect(eventTranslationsSchema.parse(null)).toEqual({});
  });

  it('refuses another language and a text over its limit, in Korean', () => {
    const other = productTranslationsSchema.safeParse({ ko: { prodNm: '상품' } });
    expect(other.success || other.error.issues[0]?.message).toBe(TRANSLATION_MESSAGES.unknownLanguage);
    const long = eventTranslationsSchema.safeParse({ 'zh-Hans': { greeting: '好'.repeat(2001) } });
    expect(long.success || long.error.issues[0]?.message).toBe(
      '중국어(간체) 인사말은 2000자까지 입력할 수 있습니다.',
    );
    const card = eventTranslationsSchema.safeParse({ en: { cardMsg: 'a'.repeat(201) } });
    expect(card.success || card.error.issues[0]?.message).toBe(
      '영어 카드 문구는 200자까지 입력할 수 있습니다.',
    );
  });

  it('reads a stored map leniently: unknown languages, fields and empty texts are left out', () => {
    expect(
      readTranslations(PRODUCT_TRANSLATED_FIELDS, {
        vi: { prodNm: 'Bình', other: 'x' },
        fr: { prodNm: 'x' },
        en: { prodNm: '' },
      }),
    ).toEqual({ vi: { prodNm: 'Bình' } });
    expect(readTranslations(PRODUCT_TRANSLATED_FIELDS, null)).toEqual({});
  });
});
