import { describe, expect, it } from 'vitest';
import {
  eventCloseAt,
  eventMessageText,
  invitationLink,
  reminderDueAt,
  smsBytes,
  smsKind,
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
