import { describe, expect, it } from 'vitest';
import {
  firstSupportedLanguage,
  LANGUAGE_MESSAGES,
  LANGUAGE_NAMES,
  LANGUAGES,
  matchLanguage,
  preferredLanguageInput,
} from './languages';

describe('recipient languages', () => {
  it('are Korean first, then the five others, each named in itself', () => {
    expect(LANGUAGES).toEqual(['ko', 'en', 'vi', 'zh-Hans', 'ne', 'km']);
    expect(LANGUAGE_NAMES.ko).toBe('한국어');
    expect(LANGUAGE_NAMES.vi).toBe('Tiếng Việt');
  });

  it.each([
    ['vi-VN', 'vi'],
    ['VI', 'vi'],
    ['en_US', 'en'],
    ['zh', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh-Hans-CN', 'zh-Hans'],
    ['ne-NP', 'ne'],
    ['km-KH', 'km'],
    ['ko-KR', 'ko'],
  ])('match %s to %s', (tag, lang) => expect(matchLanguage(tag)).toBe(lang));

  it.each(['zh-TW', 'zh-Hant', 'ja', '', '  ', 'x'])('do not match %j', (tag) =>
    expect(matchLanguage(tag)).toBeNull(),
  );

  it('take the first supported one of a browser list', () => {
    expect(firstSupportedLanguage(['ja-JP', 'zh-TW', 'vi-VN', 'en'])).toBe('vi');
    expect(firstSupportedLanguage(['ja'])).toBeNull();
  });

  it('read an edge field: empty is none, a tag is matched, others are refused', () => {
    expect(preferredLanguageInput.parse('')).toBeNull();
    expect(preferredLanguageInput.parse(null)).toBeNull();
    expect(preferredLanguageInput.parse('vi-VN')).toBe('vi');
    const refused = preferredLanguageInput.safeParse('fr');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(LANGUAGE_MESSAGES.unsupported);
    expect(LANGUAGE_MESSAGES.unsupported).toBe('지원하지 않는 언어입니다. (ko, en, vi, zh-Hans, ne, km)');
  });
});
