import { describe, expect, it } from 'vitest';
import { EVENT_SEND_MESSAGES } from './event-send';
import {
  CELEBRATION_WORDS,
  celebrationWordsIn,
  closeRuleOfOccasion,
  defaultOccasionBody,
  defaultOccasionCard,
  defaultOccasionSubject,
  LIFE_EVENT_TYPES,
  OCCASION_TYPE,
  OCCASION_TYPE_LABEL,
  OCCASION_TYPES,
  occasionMessageText,
  occasionSelectType,
  occasionTextProblem,
  occasionTitle,
  occasionVariablesFor,
} from './occasion';

describe('occasion codes', () => {
  it('lists every type once, each with its Korean label', () => {
    expect([...OCCASION_TYPES].sort()).toEqual(Object.values(OCCASION_TYPE).sort());
    expect(OCCASION_TYPE_LABEL).toMatchObject({
      BIRTHDAY: '생일',
      WORK_ANNIVERSARY: '입사기념일',
      CONDOLENCE: '조사',
      CHILD_SCHOOL: '자녀 입학',
    });
    expect(LIFE_EVENT_TYPES).not.toContain('BIRTHDAY');
    expect(LIFE_EVENT_TYPES).not.toContain('GROUP_DAY');
  });
  it('maps to the event machinery: close rule and select type', () => {
    expect(closeRuleOfOccasion('DEFAULT_GIFT')).toBe('02');
    expect(closeRuleOfOccasion('NOTIFY_MANAGER')).toBe('01');
    expect(occasionSelectType(1)).toBe('01');
    expect(occasionSelectType(3)).toBe('02');
  });
  it('names an occurrence', () => {
    expect(occasionTitle({ occasionType: 'WORK_ANNIVERSARY', years: 10 })).toBe('입사 10주년');
    expect(occasionTitle({ occasionType: 'GROUP_DAY', ruleNm: ' 창립기념일 ' })).toBe('창립기념일');
    expect(occasionTitle({ occasionType: 'BIRTHDAY' })).toBe('생일');
  });
});

describe('texts and variables', () => {
  it('offers #{근속연수} to work anniversaries and #{관계} to condolences only', () => {
    expect(occasionVariablesFor('WORK_ANNIVERSARY')).toContain('#{근속연수}');
    expect(occasionVariablesFor('BIRTHDAY')).not.toContain('#{근속연수}');
    expect(occasionVariablesFor('CONDOLENCE')).toContain('#{관계}');
    expect(occasionVariablesFor('WEDDING')).not.toContain('#{관계}');
  });
  it.each(OCCASION_TYPES)('has default texts for %s that pass their own checks', (type) => {
    expect(
      occasionTextProblem(type, { body: defaultOccasionBody(type), subject: defaultOccasionSubject(type) }),
    ).toBeNull();
    expect(defaultOccasionCard(type).length).toBeGreaterThan(0);
  });
  it('refuses a variable the occasion does not have, and a body without the link or close time', () => {
    const body = '#{이름}님 입사 #{근속연수}주년 #{링크} #{마감일시}';
    expect(occasionTextProblem('WORK_ANNIVERSARY', { body })).toBeNull();
    expect(occasionTextProblem('BIRTHDAY', { body })).toEqual({
      field: 'body',
      message: EVENT_SEND_MESSAGES.unknownVariables(['#{근속연수}']),
    });
    expect(occasionTextProblem('BIRTHDAY', { body: '#{이름}님 #{링크}' })).toEqual({
      field: 'body',
      message: EVENT_SEND_MESSAGES.requiredVariables(['#{마감일시}']),
    });
    expect(occasionTextProblem('BIRTHDAY', { subject: ' ' })).toEqual({
      field: 'subject',
      message: EVENT_SEND_MESSAGES.subjectRequired,
    });
    expect(occasionTextProblem('BIRTHDAY', { subject: null, body: null })).toBeNull();
  });
  it('fills a text for one occurrence', () => {
    const text = occasionMessageText(
      '[#{회사명}] #{이름}님 #{경조사} (#{날짜}, #{근속연수}년)\n마감 #{마감일시} #{링크} #{관계}',
      {
        userNm: '김민지',
        userId: 'minji',
        cmpyNm: '가나상사',
        title: '입사 10주년',
        eventDt: '20270910',
        years: 10,
        relationCd: null,
        endDt: '20270923',
        endTm: '235959',
        link: 'https://gift.example/checkDevice',
      },
    );
    expect(text).toBe(
      '[가나상사] 김민지님 입사 10주년 (2027.09.10, 10년)\n마감 2027.09.23 23:59 https://gift.example/checkDevice ',
    );
  });
});

describe('the condolence rule: no celebration words', () => {
  it('finds congratulations, birthdays, celebrations, joy and party emoji', () => {
    expect(celebrationWordsIn('생일 축하드립니다 🎉')).toEqual(['축하', '생일', '🎉']);
    expect(celebrationWordsIn('창립 기념 경사')).toEqual(['기념', '경사']);
    expect(celebrationWordsIn('행복한 하루, 기쁜 소식')).toEqual(['행복', '기쁜']);
    expect(celebrationWordsIn('Happy Birthday! Congratulations')).toEqual(['congrat', 'happy', 'birthday']);
    expect(celebrationWordsIn('ㅊㅋㅊㅋ 🎂')).toEqual(['ㅊㅋ', '🎂']);
  });
  it('finds a lone 축 but not 축 inside a word', () => {
    expect(celebrationWordsIn('祝 결혼')).toEqual(['祝']);
    expect(celebrationWordsIn('(축) 입학')).toEqual(['축']);
    expect(celebrationWordsIn('배송 기간 단축, 건축 현장')).toEqual([]);
  });
  it('reads no variable names', () => {
    expect(celebrationWordsIn('#{이름}님, #{경조사} #{날짜}')).toEqual([]);
    expect(celebrationWordsIn('#{생일}')).toEqual([]);
  });
  it('passes the condolence defaults and flags every other default that celebrates', () => {
    expect(celebrationWordsIn(defaultOccasionBody('CONDOLENCE'))).toEqual([]);
    expect(celebrationWordsIn(defaultOccasionSubject('CONDOLENCE'))).toEqual([]);
    expect(celebrationWordsIn(defaultOccasionCard('CONDOLENCE'))).toEqual([]);
    expect(celebrationWordsIn(defaultOccasionBody('BIRTHDAY'))).toEqual(['축하', '생일']);
    expect(CELEBRATION_WORDS.length).toBeGreaterThan(10);
  });
  it('is a plain text check: 명복 and 위로 pass', () => {
    expect(celebrationWordsIn('삼가 고인의 명복을 빕니다. 깊은 위로의 말씀을 드립니다.')).toEqual([]);
    expect(celebrationWordsIn(null)).toEqual([]);
  });
});
