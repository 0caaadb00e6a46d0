import { describe, expect, it } from 'vitest';
import {
  clientManagerMaySend,
  defaultMessageBody,
  eventCloseAt,
  eventMessageSubject,
  eventMessageText,
  fillMessage,
  invitationLink,
  isDefaultMessageBody,
  LMS_MAX_BYTES,
  MESSAGE_VARIABLES,
  messageTextProblem,
  messageVariableValues,
  phoneTextBytesBound,
  reminderDueAt,
  SMS_MAX_BYTES,
  smsBytes,
  smsKind,
  unknownVariables,
} from './event-send';

const values = {
  userNm: '김민지',
  eventNm: '2026 창립기념 선물',
  cmpyNm: '한빛전자',
  link: invitationLink('https://gift.pcs.test/'),
  userId: 'minji.kim',
  password: null,
  startDt: '20261201',
  startTm: '090000',
  endDt: '20261210',
  endTm: '180000',
};

describe('event messages', () => {
  it('fills the invitation with the recipient own values, and the password only when one is given', () => {
    expect(eventMessageText('INVITE', values)).toBe(
      [
        '[한빛전자] 2026 창립기념 선물',
        '김민지님, 선물을 골라 주세요.',
        '기간: 2026.12.01 09:00 ~ 2026.12.10 18:00',
        '아이디: minji.kim',
        '바로가기: https://gift.pcs.test/checkDevice',
      ].join('\n'),
    );
    expect(eventMessageText('REMIND', { ...values, password: '{{secret}}' })).toContain(
      '초기 비밀번호: {{secret}}',
    );
    expect(eventMessageText('REMIND', values)).toContain('아직 선물을 신청하지 않으셨습니다.');
  });

  it('gives every invitation and reminder the link and the close date and time', () => {
    for (const kind of ['INVITE', 'REMIND'] as const) {
      const text = eventMessageText(kind, values);
      expect(text).toContain('2026.12.10 18:00');
      expect(text).toContain('https://gift.pcs.test/checkDevice');
    }
  });

  it('counts SMS bytes as carriers do (Hangul 2 bytes) and goes LMS beyond 90', () => {
    expect(smsBytes('abc')).toBe(3);
    expect(smsBytes('가나다')).toBe(6);
    expect(smsKind('가'.repeat(45))).toBe('SMS');
    expect(smsKind('가'.repeat(46))).toBe('LMS');
    expect(smsKind(eventMessageText('INVITE', values))).toBe('LMS');
  });

  it('times a reminder days before the close in Korean time (0: 09:00 on the close day)', () => {
    expect(eventCloseAt('20261210', '180000').toISOString()).toBe('2026-12-10T09:00:00.000Z');
    expect(reminderDueAt('20261210', '180000', 1).toISOString()).toBe('2026-12-09T09:00:00.000Z');
    expect(reminderDueAt('20261210', '180000', 3).toISOString()).toBe('2026-12-07T09:00:00.000Z');
    expect(reminderDueAt('20261210', '180000', 0).toISOString()).toBe('2026-12-10T00:00:00.000Z');
  });
});

describe('edited texts', () => {
  it('fills every variable with the recipient own values, in one pass', () => {
    const text = eventMessageText(
      'INVITE',
      { ...values, eventNm: '#{이름} 이벤트' },
      '#{이름}님 (#{아이디}) #{회사명} #{이벤트명} #{시작일시}~#{마감일시} #{링크}',
    );
    expect(text).toBe(
      '김민지님 (minji.kim) 한빛전자 #{이름} 이벤트 2026.12.01 09:00~2026.12.10 18:00 https://gift.pcs.test/checkDevice',
    );
    expect(eventMessageSubject('REMIND', values)).toBe('[선물 신청 안내] 2026 창립기념 선물');
    expect(eventMessageSubject('INVITE', values, '#{이름}님께 드리는 선물')).toBe('김민지님께 드리는 선물');
    expect(Object.keys(messageVariableValues(values))).toEqual([...MESSAGE_VARIABLES]);
    expect(fillMessage('#{직급} #{이름}', messageVariableValues(values))).toBe('#{직급} 김민지');
  });

  it('adds the initial password line after an edited text too', () => {
    expect(eventMessageText('INVITE', { ...values, password: '{{secret}}' }, '#{링크} #{마감일시}')).toBe(
      'https://gift.pcs.test/checkDevice 2026.12.10 18:00\n초기 비밀번호: {{secret}}',
    );
  });

  it('names unknown variables, and the outbox placeholders count as unknown', () => {
    expect(unknownVariables('#{이름} #{직급} #{직급} {{secret}} #{링크}')).toEqual(['#{직급}', '{{secret}}']);
    expect(messageTextProblem({ body: '#{직급}님 #{링크} #{마감일시}' })).toEqual({
      field: 'body',
      message: '알 수 없는 변수가 있습니다: #{직급}. 목록에 있는 변수만 쓸 수 있습니다.',
    });
    expect(messageTextProblem({ subject: '#{부서} 안내', body: null })?.field).toBe('subject');
  });

  it('refuses a body without the link or the close time, and an empty body or subject', () => {
    expect(messageTextProblem({ body: '#{이름}님, 선물을 골라 주세요. #{마감일시}까지' })).toEqual({
      field: 'body',
      message: '받는 분이 선물을 고르려면 링크와 마감 일시가 필요합니다. 문구에 #{링크} 변수를 넣어 주세요.',
    });
    expect(messageTextProblem({ body: '안내 #{링크}' })?.message).toContain('#{마감일시} 변수를');
    expect(messageTextProblem({ body: '  \n ' })?.message).toBe('보낼 문구를 입력해 주세요.');
    expect(messageTextProblem({ subject: ' ', body: null })?.message).toBe('메일 제목을 입력해 주세요.');
    expect(messageTextProblem({ body: null })).toBeNull();
    for (const kind of ['INVITE', 'REMIND'] as const)
      expect(messageTextProblem({ body: defaultMessageBody(kind) })).toBeNull();
  });

  it('tells an edited body from the default whatever the line ends', () => {
    expect(isDefaultMessageBody('INVITE', null)).toBe(true);
    expect(isDefaultMessageBody('INVITE', `${defaultMessageBody('INVITE').replace(/\n/g, '\r\n')}\n`)).toBe(
      true,
    );
    expect(isDefaultMessageBody('REMIND', defaultMessageBody('INVITE'))).toBe(false);
    expect(isDefaultMessageBody('INVITE', `${defaultMessageBody('INVITE')} 감사합니다.`)).toBe(false);
  });

  it('bounds a phone text by the longest name and ID of the send, at 2 bytes a character', () => {
    const { userNm: _n, userId: _i, password: _p, ...event } = values;
    const template = '#{이름} #{아이디} #{링크} #{마감일시}';
    const fixed =
      smsBytes(' ') * 3 + smsBytes('https://gift.pcs.test/checkDevice') + smsBytes('2026.12.10 18:00');
    expect(
      phoneTextBytesBound('INVITE', template, event, { nameChars: 3, idChars: 10, passwordChars: null }),
    ).toBe(fixed + 6 + 20);
    expect(
      phoneTextBytesBound('INVITE', template, event, { nameChars: 3, idChars: 10, passwordChars: 12 }),
    ).toBe(fixed + 6 + 20 + smsBytes('\n초기 비밀번호: ') + 12);
    expect([SMS_MAX_BYTES, LMS_MAX_BYTES]).toEqual([90, 2000]);
  });

  it('lets a client manager send only a reminder to those not applied, without passwords', () => {
    expect(clientManagerMaySend({ kind: 'REMIND', target: 'NOT_APPLIED', issuePwdYn: 'N' })).toBe(true);
    expect(clientManagerMaySend({ kind: 'REMIND', target: 'USERS', issuePwdYn: 'N' })).toBe(true);
    expect(clientManagerMaySend({ kind: 'INVITE', target: 'USERS', issuePwdYn: 'N' })).toBe(false);
    expect(clientManagerMaySend({ kind: 'REMIND', target: 'ALL', issuePwdYn: 'N' })).toBe(false);
    expect(clientManagerMaySend({ kind: 'REMIND', target: 'GROUP', issuePwdYn: 'N' })).toBe(false);
    expect(clientManagerMaySend({ kind: 'REMIND', target: 'USERS', issuePwdYn: 'Y' })).toBe(false);
  });
});
