import { describe, expect, it } from 'vitest';
import { celebrationWordsIn } from './occasion';
import {
  OCCASION_PREVIEW_SAMPLE,
  OCCASION_RULE_MESSAGES,
  occasionPreviewTexts,
  occasionPreviewValues,
  occasionSendTimingText,
} from './occasion-rule';

const noTexts = { alimtalkText: null, smsText: null, mailSubject: null, mailText: null, cardText: null };

describe('occasionSendTimingText: when a rule sends, in the list', () => {
  it('says the day and the KST time', () => {
    expect(occasionSendTimingText({ sendWhen: 'ON_DAY', offsetDays: 0, sendTm: '09:00' })).toBe('당일 09:00');
    expect(occasionSendTimingText({ sendWhen: 'BEFORE', offsetDays: 3, sendTm: '10:00' })).toBe(
      '3일 전 10:00',
    );
    expect(occasionSendTimingText({ sendWhen: 'AFTER', offsetDays: 1, sendTm: '18:30' })).toBe(
      '1일 후 18:30',
    );
  });
});

describe('occasion previews: a rule texts filled with sample values', () => {
  const base = {
    ruleNm: '근속 규칙',
    cmpyNm: '경조상사',
    eventDt: '20270913',
    sendDt: '20270910',
    openDays: 14,
  };

  it('fills the default texts with the sample person, the company and the close of the choice', () => {
    const values = occasionPreviewValues({ ...base, occasionType: 'WORK_ANNIVERSARY' });
    expect(values).toMatchObject({ title: '입사 10주년', years: 10, relationCd: null, endDt: '20270923' });
    const texts = occasionPreviewTexts({ occasionType: 'WORK_ANNIVERSARY', ...noTexts }, values);
    expect(texts.alimtalk).toContain('[경조상사] 홍길동님, 입사 10주년을 축하합니다.');
    expect(texts.alimtalk).toContain('마감: 2027.09.23 23:59');
    expect(texts.alimtalk).toContain(`바로가기: ${OCCASION_PREVIEW_SAMPLE.link}`);
    expect(texts.mailSubject).toBe('[경조상사] 입사 10주년 선물 안내');
  });

  it("uses the rule's own texts where it has them, and the group day's name as its title", () => {
    const values = occasionPreviewValues({ ...base, ruleNm: '창립기념일', occasionType: 'GROUP_DAY' });
    const texts = occasionPreviewTexts(
      {
        occasionType: 'GROUP_DAY',
        ...noTexts,
        smsText: '#{경조사} #{날짜} #{마감일시} #{링크}',
        cardText: ' ',
      },
      values,
    );
    expect(texts.sms).toBe(`창립기념일 2027.09.13 2027.09.23 23:59 ${OCCASION_PREVIEW_SAMPLE.link}`);
    expect(texts.card).toBe('늘 함께해 주셔서 감사합니다.');
  });

  it('gives a condolence the relation and no celebration word', () => {
    const values = occasionPreviewValues({ ...base, occasionType: 'CONDOLENCE' });
    expect(values.relationCd).toBe('PARENT');
    const texts = occasionPreviewTexts({ occasionType: 'CONDOLENCE', ...noTexts }, values);
    for (const text of Object.values(texts)) expect(celebrationWordsIn(text)).toEqual([]);
  });
});

describe('OCCASION_RULE_MESSAGES', () => {
  it('names the groups a company does not have', () => {
    expect(OCCASION_RULE_MESSAGES.groupsUnknown(['X1', 'X2'])).toBe('이 회사에 없는 그룹입니다: X1, X2');
  });
});
