import { describe, expect, it } from 'vitest';
import { celebrationWordsIn, occasionMessageText, occasionTextProblem } from './occasion';
import {
  occasionEventName,
  occasionReminderBody,
  occasionReminderSubject,
  occasionSendChannel,
  occasionUnchosenMail,
  UNCHOSEN_NAMES_MAX,
} from './occasion-notices';

describe('occasion notices', () => {
  it('names the day event after the rule and the send day', () => {
    expect(occasionEventName(' 생일 선물 ', '20270305')).toBe('생일 선물 2027.03.05');
  });

  it('reminds with the close time and the link, and a condolence without celebration words', () => {
    expect(occasionReminderBody('BIRTHDAY').split('\n')).toEqual([
      '[#{회사명}] #{이름}님, 보내 드린 #{경조사} 선물을 아직 고르지 않으셨습니다.',
      '마감 전에 골라 주세요.',
      '마감: #{마감일시}',
      '바로가기: #{링크}',
    ]);
    expect(occasionReminderBody('CONDOLENCE')).toContain('보내 드린 물품을 아직 고르지 않으셨습니다.');
    expect(occasionReminderSubject('BIRTHDAY')).toBe('[#{회사명}] 선물 선택 안내');
    expect(occasionReminderSubject('CONDOLENCE')).toBe('[#{회사명}] 물품 선택 안내');
    expect(celebrationWordsIn(occasionReminderBody('CONDOLENCE'))).toEqual([]);
    expect(celebrationWordsIn(occasionReminderSubject('CONDOLENCE'))).toEqual([]);
    for (const type of ['BIRTHDAY', 'CONDOLENCE', 'WORK_ANNIVERSARY'] as const)
      expect(
        occasionTextProblem(type, {
          body: occasionReminderBody(type),
          subject: occasionReminderSubject(type),
        }),
      ).toBeNull();
    expect(
      occasionMessageText(occasionReminderBody('WORK_ANNIVERSARY'), {
        userNm: '김민지',
        userId: 'minji',
        cmpyNm: '한빛전자',
        title: '입사 10주년',
        eventDt: '20270305',
        years: 10,
        relationCd: null,
        endDt: '20270318',
        endTm: '235959',
        link: 'https://pcs.test/checkDevice',
      }),
    ).toBe(
      [
        '[한빛전자] 김민지님, 보내 드린 입사 10주년 선물을 아직 고르지 않으셨습니다.',
        '마감 전에 골라 주세요.',
        '마감: 2027.03.18 23:59',
        '바로가기: https://pcs.test/checkDevice',
      ].join('\n'),
    );
  });

  it('goes by the rule channel, else by the other kind of address, else not at all', () => {
    const both = { phone: true, mail: true };
    expect(occasionSendChannel('ALIMTALK', both)).toBe('ALIMTALK');
    expect(occasionSendChannel('ALIMTALK', both, true)).toBe('SMS');
    expect(occasionSendChannel('SMS', both)).toBe('SMS');
    expect(occasionSendChannel('MAIL', both)).toBe('MAIL');
    expect(occasionSendChannel('ALIMTALK', { phone: false, mail: true })).toBe('MAIL');
    expect(occasionSendChannel('MAIL', { phone: true, mail: false })).toBe('SMS');
    expect(occasionSendChannel('SMS', { phone: false, mail: false })).toBeNull();
    expect(occasionSendChannel('MAIL', { phone: false, mail: false })).toBeNull();
  });

  it('tells the manager how many did not choose, names masked, the long tail counted', () => {
    const mail = occasionUnchosenMail(
      { cmpyNm: '한빛전자', eventNm: '생일 선물 2027.03.05', endDt: '20270318' },
      ['김민지', '남궁철용'],
      'https://pcs.test/event/detail/C1/7',
    );
    expect(mail.subject).toBe('[PCS] 선물 미선택 안내: 생일 선물 2027.03.05');
    expect(mail.body.split('\n')).toEqual([
      '한빛전자의 "생일 선물 2027.03.05" 선택 기간이 2027.03.18에 끝났습니다.',
      '선물을 고르지 않은 분: 2명',
      '',
      '- 김*지',
      '- 남**용',
      '',
      '이벤트 상세: https://pcs.test/event/detail/C1/7',
    ]);
    const many = occasionUnchosenMail(
      { cmpyNm: 'A', eventNm: 'B', endDt: '20270318' },
      Array.from({ length: UNCHOSEN_NAMES_MAX + 3 }, () => '홍길동'),
      'x',
    );
    expect(many.body).toContain(`선물을 고르지 않은 분: ${UNCHOSEN_NAMES_MAX + 3}명`);
    expect(many.body).toContain('- 외 3명');
  });
});
