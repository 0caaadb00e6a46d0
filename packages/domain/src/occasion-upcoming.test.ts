import { describe, expect, it } from 'vitest';
import { upcomingApproveRequestSchema, upcomingSkipRequestSchema } from './contracts/occasion-upcoming';
import {
  kstMonthOf,
  nextOccurrenceState,
  OCCURRENCE_STATE_LABEL,
  occasionDayText,
  occurrenceActionsOf,
  occurrenceTitleText,
  sendMoveText,
  UPCOMING_MESSAGES,
  upcomingWindow,
} from './occasion-upcoming';

describe('occurrence states', () => {
  it('are labelled as the upcoming list shows them', () => {
    expect(OCCURRENCE_STATE_LABEL).toEqual({
      WAITING: '승인 대기',
      SCHEDULED: '발송 예정',
      SENT: '발송 완료',
      SKIPPED: '건너뜀',
      CANCELLED: '취소',
    });
  });

  it('approve moves a waiting gift to scheduled and refuses a second approval by name', () => {
    expect(nextOccurrenceState('WAITING', 'APPROVE')).toEqual({ ok: true, next: 'SCHEDULED' });
    expect(nextOccurrenceState('SCHEDULED', 'APPROVE')).toEqual({
      ok: false,
      message: '이미 승인된 선물입니다.',
    });
    expect(nextOccurrenceState('SENT', 'APPROVE')).toEqual({
      ok: false,
      message: '이미 발송된 선물은 승인할 수 없습니다.',
    });
  });

  it('skip and send-now take any unsent gift, and refuse sent, skipped and cancelled ones', () => {
    for (const state of ['WAITING', 'SCHEDULED'] as const) {
      expect(nextOccurrenceState(state, 'SKIP')).toEqual({ ok: true, next: 'SKIPPED' });
      expect(nextOccurrenceState(state, 'SEND_NOW')).toEqual({ ok: true, next: 'SCHEDULED' });
    }
    expect(nextOccurrenceState('SKIPPED', 'SKIP')).toEqual({ ok: false, message: '이미 건너뛴 선물입니다.' });
    expect(nextOccurrenceState('SENT', 'SKIP')).toEqual({
      ok: false,
      message: '이미 발송된 선물은 건너뛸 수 없습니다.',
    });
    expect(nextOccurrenceState('SENT', 'SEND_NOW')).toEqual({
      ok: false,
      message: '이미 발송된 선물은 발송할 수 없습니다.',
    });
    expect(nextOccurrenceState('SKIPPED', 'SEND_NOW')).toEqual({
      ok: false,
      message: '건너뛴 선물은 발송할 수 없습니다.',
    });
    expect(nextOccurrenceState('CANCELLED', 'APPROVE')).toEqual({
      ok: false,
      message: '취소된 선물은 승인할 수 없습니다.',
    });
  });

  it("offers each row the actions its state allows, in the screen's order", () => {
    expect(occurrenceActionsOf('WAITING')).toEqual(['APPROVE', 'SKIP', 'SEND_NOW']);
    expect(occurrenceActionsOf('SCHEDULED')).toEqual(['SKIP', 'SEND_NOW']);
    expect(occurrenceActionsOf('SENT')).toEqual([]);
    expect(occurrenceActionsOf('SKIPPED')).toEqual([]);
    expect(occurrenceActionsOf('CANCELLED')).toEqual([]);
  });
});

describe('upcoming requests', () => {
  it('a skip needs a reason', () => {
    const missing = upcomingSkipRequestSchema.safeParse({ occurrenceSn: 1, skipReason: '   ' });
    expect(missing.error?.issues[0]?.message).toBe('건너뛰는 사유를 입력해주세요.');
    expect(upcomingSkipRequestSchema.safeParse({ occurrenceSn: 1 }).error?.issues[0]?.message).toBe(
      UPCOMING_MESSAGES.skipReasonRequired,
    );
    const long = upcomingSkipRequestSchema.safeParse({ occurrenceSn: 1, skipReason: 'a'.repeat(501) });
    expect(long.error?.issues[0]?.message).toBe('건너뛰는 사유는 500자까지 입력할 수 있습니다.');
    expect(upcomingSkipRequestSchema.parse({ occurrenceSn: 1, skipReason: ' 퇴사 예정 ' }).skipReason).toBe(
      '퇴사 예정',
    );
  });

  it('an approval names at least one gift, each once', () => {
    expect(upcomingApproveRequestSchema.safeParse({ occurrenceSns: [] }).error?.issues[0]?.message).toBe(
      '승인할 경조사 선물을 선택해주세요.',
    );
    expect(upcomingApproveRequestSchema.parse({ occurrenceSns: [3, 3, 4] }).occurrenceSns).toEqual([3, 4]);
  });
});

describe('upcoming window and month', () => {
  it('covers today to today + 29 in Korean days, and the 30 days before for gifts sent', () => {
    // 2026-11-30 23:30 in Korea is still 30 November there, though 14:30 UTC.
    expect(upcomingWindow(new Date('2026-11-30T14:30:00Z'))).toEqual({
      fromDt: '20261130',
      toDt: '20261229',
      recentFromDt: '20261031',
    });
    // 2026-11-30 15:00 UTC is 1 December in Korea.
    expect(upcomingWindow(new Date('2026-11-30T15:00:00Z'))).toEqual({
      fromDt: '20261201',
      toDt: '20261230',
      recentFromDt: '20261101',
    });
  });

  it('counts the Korean calendar month, December and February included', () => {
    expect(kstMonthOf(new Date('2026-12-31T15:30:00Z'))).toEqual({
      ym: '202701',
      fromDt: '20270101',
      toDt: '20270131',
    });
    expect(kstMonthOf(new Date('2028-02-10T00:00:00Z'))).toEqual({
      ym: '202802',
      fromDt: '20280201',
      toDt: '20280229',
    });
    expect(kstMonthOf(new Date('2026-12-05T00:00:00Z')).toDt).toBe('20261231');
  });
});

describe('what the list shows of an occasion', () => {
  it('names it with the years of service, the group day or the relation', () => {
    expect(occurrenceTitleText({ occasionType: 'BIRTHDAY' })).toBe('생일');
    expect(occurrenceTitleText({ occasionType: 'WORK_ANNIVERSARY', years: 10 })).toBe('입사 10주년');
    expect(occurrenceTitleText({ occasionType: 'GROUP_DAY', ruleNm: '창립기념일' })).toBe('창립기념일');
    expect(occurrenceTitleText({ occasionType: 'CONDOLENCE', relationCd: 'PARENT' })).toBe('조사 (부모)');
    expect(occurrenceTitleText({ occasionType: 'CONDOLENCE', relationCd: null })).toBe('조사');
  });

  it("shows a birthday's year to operators only", () => {
    const birth = { birthDt: '19900502', lunarYn: 'N', leapMonthYn: 'N' } as const;
    const birthday = { occasionType: 'BIRTHDAY', eventDt: '20270502', birth } as const;
    expect(occasionDayText('25', birthday)).toBe('양력 5월 2일');
    expect(occasionDayText('15', birthday)).toBe('양력 1990년 5월 2일');
    expect(occasionDayText('99999', birthday)).toBe('양력 1990년 5월 2일');
    const lunar = { birthDt: '20040215', lunarYn: 'Y', leapMonthYn: 'Y' } as const;
    expect(occasionDayText('25', { ...birthday, birth: lunar })).toBe(
      '음력 윤2월 15일 (2027년 양력 5월 2일)',
    );
    // Without a birth date on file (changed since it was computed): the day only, for everyone.
    expect(occasionDayText('25', { ...birthday, birth: null })).toBe('5월 2일');
    expect(occasionDayText('15', { ...birthday, birth: null })).toBe('5월 2일');
  });

  it('names the solar day a lunar birthday falls on this year (next year across the new year)', () => {
    // 음력 11월 16일 is 24 December in 2026; 음력 12월 5일 (of lunar 2026) is 12 January 2027.
    const lunar = { birthDt: '19851116', lunarYn: 'Y', leapMonthYn: 'N' } as const;
    const birthday = { occasionType: 'BIRTHDAY', eventDt: '20261224', birth: lunar } as const;
    expect(occasionDayText('25', { ...birthday, todayDt: '20261201' })).toBe(
      '음력 11월 16일 (올해 양력 12월 24일)',
    );
    expect(occasionDayText('15', { ...birthday, todayDt: '20261201' })).toBe(
      '음력 1985년 11월 16일 (올해 양력 12월 24일)',
    );
    const december = { birth: { ...lunar, birthDt: '19851205' }, eventDt: '20270112', todayDt: '20261220' };
    expect(occasionDayText('25', { ...birthday, ...december })).toBe('음력 12월 5일 (내년 양력 1월 12일)');
    // Without today: the year itself.
    expect(occasionDayText('25', birthday)).toBe('음력 11월 16일 (2026년 양력 12월 24일)');
  });

  it('shows other occasions by their day', () => {
    expect(occasionDayText('25', { occasionType: 'WEDDING', eventDt: '20261205' })).toBe('2026.12.05');
  });
});

describe('sendMoveText', () => {
  const onDay = { sendWhen: 'ON_DAY', offsetDays: 0, holidayMove: 'PREVIOUS' } as const;

  it('says a weekend moved the send day earlier, past a holiday too', () => {
    // Saturday 26 December 2026; Friday the 25th is 기독탄신일, so the gift goes on Thursday.
    expect(sendMoveText({ eventDt: '20261226', sendDt: '20261224', timing: onDay })).toBe(
      '주말이라 12월 24일 목요일로 앞당김',
    );
  });

  it('names the holiday that moved it later, after the rule offset', () => {
    const after = { sendWhen: 'AFTER', offsetDays: 1, holidayMove: 'NEXT' } as const;
    expect(sendMoveText({ eventDt: '20270914', sendDt: '20270917', timing: after })).toBe(
      '추석이라 9월 17일 금요일로 미룸',
    );
  });

  it('says nothing when the day did not move, was sent late, or the rule no longer explains it', () => {
    expect(sendMoveText({ eventDt: '20261224', sendDt: '20261224', timing: onDay })).toBeNull();
    expect(sendMoveText({ eventDt: '20261226', sendDt: '20261224', timing: onDay, lateYn: 'Y' })).toBeNull();
    expect(
      sendMoveText({ eventDt: '20261226', sendDt: '20261224', timing: { ...onDay, holidayMove: 'NONE' } }),
    ).toBeNull();
  });
});
