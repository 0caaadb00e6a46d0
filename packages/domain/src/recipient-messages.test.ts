import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, authNumberSubject, authNumberText } from './account';
import {
  defaultMessageBody,
  defaultMessageBodyIn,
  defaultMessageSubject,
  defaultMessageSubjectIn,
  eventMessageText,
  MESSAGE_VARIABLES,
  REQUIRED_MESSAGE_VARIABLES,
  SEND_KINDS,
  unknownVariables,
} from './event-send';
import { LANGUAGES } from './languages';

const values = {
  userNm: '응우옌 반 안',
  userId: 'nva01',
  cmpyNm: '한빛전자',
  eventNm: '2027 설 선물',
  startDt: '20270101',
  startTm: '090000',
  endDt: '20270115',
  endTm: '180000',
  link: 'https://gift.pcs.test/i/abc',
  password: null,
};

describe('messages in the recipient’s language', () => {
  it('keep the Korean defaults exactly', () => {
    for (const kind of SEND_KINDS) {
      expect(defaultMessageBodyIn(kind, 'ko')).toBe(defaultMessageBody(kind));
      expect(defaultMessageSubjectIn(kind, 'ko')).toBe(defaultMessageSubject(kind));
    }
    expect(authNumberText('123456')).toBe('[PCS] 인증번호 [123456]를 입력해주세요. (3분 이내)');
    expect(authNumberSubject('ko')).toBe(ACCOUNT_MESSAGES.authNumberMailSubject);
  });

  it.each(LANGUAGES)(
    '%s: every default carries the link and the close time, and only known variables',
    (lang) => {
      for (const kind of SEND_KINDS) {
        const body = defaultMessageBodyIn(kind, lang);
        for (const required of REQUIRED_MESSAGE_VARIABLES) expect(body).toContain(required);
        expect(unknownVariables(body, MESSAGE_VARIABLES)).toEqual([]);
        expect(unknownVariables(defaultMessageSubjectIn(kind, lang), MESSAGE_VARIABLES)).toEqual([]);
      }
      const code = authNumberText('654321', lang);
      expect(code).toContain('654321');
      expect(code).toContain('3');
    },
  );

  it('fill a Vietnamese invitation with the person’s values and the password line in Vietnamese', () => {
    const text = eventMessageText('INVITE', { ...values, password: '{{secret}}' }, undefined, 'vi');
    expect(text).toBe(
      [
        '[한빛전자] 2027 설 선물',
        '응우옌 반 안 thân mến, mời bạn chọn quà.',
        'Thời gian: 2027.01.01 09:00 ~ 2027.01.15 18:00',
        'ID: nva01',
        'Truy cập: https://gift.pcs.test/i/abc',
        'Mật khẩu ban đầu: {{secret}}',
      ].join('\n'),
    );
  });
});
