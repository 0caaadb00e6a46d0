import { describe, expect, it } from 'vitest';
import { lifeEventImportRowSchema, userImportRowSchema } from './contracts/excel';
import {
  lifeEventListRequestSchema,
  lifeEventRejectRequestSchema,
  lifeEventSaveRequestSchema,
  myLifeEventRequestSchema,
} from './contracts/occasion';
import { userCreateRequestSchema, userUpdateRequestSchema } from './contracts/user-admin';
import {
  hrDatesProblem,
  isRequestableLifeEventDate,
  LIFE_EVENT_STATUS_LABEL,
  LIFE_EVENT_MESSAGES as M,
  nextLifeEventState,
  REQUESTABLE_LIFE_EVENT_TYPES,
} from './life-event';
import { userImportDoneText } from './org-messages';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success ? {} : Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]));

describe('life event state machine', () => {
  it('decides a request once: approve, reject or withdraw, each from REQUESTED only', () => {
    expect(nextLifeEventState('REQUESTED', 'APPROVE')).toEqual({ ok: true, next: 'APPROVED' });
    expect(nextLifeEventState('REQUESTED', 'REJECT')).toEqual({ ok: true, next: 'REJECTED' });
    expect(nextLifeEventState('REQUESTED', 'WITHDRAW')).toEqual({ ok: true, next: 'DELETED' });
    for (const from of ['APPROVED', 'REJECTED'])
      for (const action of ['APPROVE', 'REJECT', 'WITHDRAW'] as const)
        expect(nextLifeEventState(from, action)).toEqual({ ok: false, message: '이미 처리된 신청입니다.' });
  });

  it('lets a manager delete anything not deleted yet, once', () => {
    for (const from of ['REQUESTED', 'APPROVED', 'REJECTED'])
      expect(nextLifeEventState(from, 'DELETE')).toEqual({ ok: true, next: 'DELETED' });
    expect(nextLifeEventState('DELETED', 'DELETE')).toEqual({
      ok: false,
      message: '이미 삭제된 경조사입니다.',
    });
    expect(nextLifeEventState('DELETED', 'APPROVE')).toEqual({ ok: false, message: M.alreadyDeleted });
  });

  it('labels the statuses as the screens show them', () => {
    expect(LIFE_EVENT_STATUS_LABEL).toEqual({
      REQUESTED: '신청',
      APPROVED: '승인',
      REJECTED: '반려',
      DELETED: '삭제',
    });
  });
});

describe("an employee's request", () => {
  it("asks for 결혼, 출산, 자녀 입학, 조사 and 복직; 승진 and 퇴직 are the company's to register", () => {
    expect(REQUESTABLE_LIFE_EVENT_TYPES).toEqual([
      'WEDDING',
      'CHILDBIRTH',
      'CHILD_SCHOOL',
      'CONDOLENCE',
      'RETURN_TO_WORK',
    ]);
    expect(
      messages(myLifeEventRequestSchema.safeParse({ occasionType: 'RETIREMENT', eventDt: '20261201' })),
    ).toEqual({
      occasionType: '마이페이지에서 신청할 수 없는 경조사입니다. 회사 담당자에게 문의해주세요.',
    });
    expect(
      myLifeEventRequestSchema.parse({
        occasionType: 'CONDOLENCE',
        eventDt: '20261201',
        relationCd: 'SIBLING',
        memo: '',
      }),
    ).toEqual({ occasionType: 'CONDOLENCE', eventDt: '20261201', relationCd: 'SIBLING', memo: null });
    expect(
      messages(
        myLifeEventRequestSchema.safeParse({
          occasionType: 'WEDDING',
          eventDt: '20261201',
          memo: 'x'.repeat(501),
        }),
      ),
    ).toEqual({
      memo: '메모는 500자까지 입력할 수 있습니다.',
    });
  });

  it('dates its event within a year of today, either way', () => {
    expect(isRequestableLifeEventDate('20251127', '20261127')).toBe(true);
    expect(isRequestableLifeEventDate('20251126', '20261127')).toBe(false);
    expect(isRequestableLifeEventDate('20271127', '20261127')).toBe(true);
    expect(isRequestableLifeEventDate('20271128', '20261127')).toBe(false);
    expect(M.requestDateOutOfRange).toBe('경조사 일자는 오늘 기준 1년 전부터 1년 후 사이로 입력해주세요.');
  });
});

describe('managers: registration, decisions and the list', () => {
  it('registers any life event type for a person, with the relation of a condolence', () => {
    expect(
      lifeEventSaveRequestSchema.parse({
        unqUserId: 'U1',
        occasionType: 'PROMOTION',
        eventDt: '20260101',
        memo: ' 팀장 ',
      }),
    ).toEqual({
      unqUserId: 'U1',
      occasionType: 'PROMOTION',
      eventDt: '20260101',
      relationCd: null,
      memo: '팀장',
    });
    expect(
      messages(
        lifeEventSaveRequestSchema.safeParse({
          unqUserId: 'U1',
          occasionType: 'CONDOLENCE',
          eventDt: '20260101',
        }),
      ),
    ).toEqual({
      relationCd: '조사의 고인과의 관계를 선택해주세요.',
    });
  });

  it('rejects with a reason only', () => {
    expect(messages(lifeEventRejectRequestSchema.safeParse({ lifeEventSn: 1, reason: ' ' }))).toEqual({
      reason: '반려 사유를 입력해주세요.',
    });
  });

  it('reads the list filters as the URL gives them: empty means all', () => {
    expect(lifeEventListRequestSchema.parse({ statCd: '', occasionType: '', unqUserId: '' })).toMatchObject({
      statCd: null,
      occasionType: null,
      unqUserId: null,
    });
    expect(
      messages(lifeEventListRequestSchema.safeParse({ eventDtStart: '20261201', eventDtEnd: '20261101' })),
    ).toEqual({
      eventDtStart: '조회 시작일이 종료일보다 늦습니다.',
    });
  });
});

describe('HR dates of the user forms', () => {
  const form = { userId: 'hong1', userNm: '홍길동', authCd: '20', cmpyCd: 'C1', telNo: '01012345678' };

  it('takes a lunar birth date its year has, the leap month included, and reports what is wrong', () => {
    expect(
      userCreateRequestSchema.safeParse({ ...form, birthDt: '20230215', lunarYn: 'Y', leapMonthYn: 'Y' })
        .success,
    ).toBe(true);
    expect(
      messages(
        userCreateRequestSchema.safeParse({ ...form, birthDt: '20240215', lunarYn: 'Y', leapMonthYn: 'Y' }),
      ),
    ).toEqual({
      birthDt: '음력 생년월일을 확인해주세요. 그해 음력에 없는 날짜이거나 윤달이 없는 달입니다.',
    });
    expect(messages(userCreateRequestSchema.safeParse({ ...form, birthDt: '1990-05-02' }))).toEqual({
      birthDt: '생년월일을 확인해주세요.',
    });
    expect(messages(userCreateRequestSchema.safeParse({ ...form, hireDt: '20200230' }))).toEqual({
      hireDt: '입사일을 확인해주세요.',
    });
    expect(messages(userCreateRequestSchema.safeParse({ ...form, leaveDt: '2020' }))).toEqual({
      leaveDt: '퇴사일을 확인해주세요.',
    });
    expect(
      messages(
        userUpdateRequestSchema.safeParse({
          ...form,
          unqUserId: 'U1',
          hireDt: '20200302',
          leaveDt: '20200301',
        }),
      ),
    ).toEqual({
      leaveDt: '퇴사일은 입사일과 같거나 그 이후여야 합니다.',
    });
  });

  it('leaves out what an edit does not send, so a birth date whose year was hidden stays', () => {
    const parsed = userUpdateRequestSchema.parse({ ...form, unqUserId: 'U1' });
    expect(parsed.birthDt).toBeUndefined();
    expect(parsed.lunarYn).toBeUndefined();
    expect(parsed.hireDt).toBeUndefined();
  });

  it('orders the hire and leave dates (the leave day may be the hire day)', () => {
    expect(hrDatesProblem({ hireDt: '20200302', leaveDt: '20200302' })).toBeNull();
    expect(hrDatesProblem({ hireDt: null, leaveDt: '20200302' })).toBeNull();
    expect(hrDatesProblem({ hireDt: '20200302', leaveDt: '20200301' })).toEqual({
      field: 'leaveDt',
      message: M.leaveBeforeHire,
    });
  });
});

describe('the employee import: HR columns and the 경조사 sheet', () => {
  const row = (overrides: Record<string, string | null>) => ({
    userId: 'hong1',
    userNm: '홍길동',
    telNo: '01012345678',
    email: null,
    grupCd: null,
    authCd: null,
    sabun: null,
    useYn: null,
    birthDt: null,
    lunarYn: null,
    leapMonthYn: null,
    hireDt: null,
    leaveDt: null,
    preferredLanguage: null,
    ...overrides,
  });

  it('reads dates as people type them and the lunar flags as N when blank', () => {
    for (const typed of ['1990-05-02', '1990.5.2', '1990. 5. 2.', '1990/05/02', '19900502'])
      expect(userImportRowSchema.parse(row({ birthDt: typed, hireDt: typed }))).toMatchObject({
        birthDt: '19900502',
        hireDt: '19900502',
        lunarYn: 'N',
        leapMonthYn: 'N',
      });
    // A date-formatted cell arrives as its serial number (a date-time with its fraction).
    expect(userImportRowSchema.parse(row({ birthDt: '33000', hireDt: '45663.75' }))).toMatchObject({
      birthDt: '19900507',
      hireDt: '20250106',
    });
    expect(messages(userImportRowSchema.safeParse(row({ birthDt: '1990-05' })))).toEqual({
      birthDt: '날짜를 YYYY-MM-DD 형식으로 입력해주세요.',
    });
    expect(messages(userImportRowSchema.safeParse(row({ hireDt: '2020-02-30' })))).toEqual({
      hireDt: '날짜를 YYYY-MM-DD 형식으로 입력해주세요.',
    });
  });

  it('checks a lunar birth date in its year (the 30th of a 29-day month, a leap month the year lacks)', () => {
    // Lunar 2025: the 2nd month has 29 days; 2023 has a leap 2nd month, 2024 none.
    expect(userImportRowSchema.parse(row({ birthDt: '2025-01-30', lunarYn: 'Y' })).birthDt).toBe('20250130');
    expect(messages(userImportRowSchema.safeParse(row({ birthDt: '2025-02-30', lunarYn: 'Y' })))).toEqual({
      birthDt: '음력 생년월일을 확인해주세요. 그해 음력에 없는 날짜이거나 윤달이 없는 달입니다.',
    });
    expect(
      userImportRowSchema.safeParse(row({ birthDt: '2023-02-15', lunarYn: 'Y', leapMonthYn: 'Y' })).success,
    ).toBe(true);
    expect(
      messages(userImportRowSchema.safeParse(row({ birthDt: '2024-02-15', lunarYn: 'Y', leapMonthYn: 'Y' }))),
    ).toEqual({
      birthDt: '음력 생년월일을 확인해주세요. 그해 음력에 없는 날짜이거나 윤달이 없는 달입니다.',
    });
    expect(messages(userImportRowSchema.safeParse(row({ birthDt: '1990-02-30' })))).toEqual({
      birthDt: '생년월일을 확인해주세요.',
    });
    expect(messages(userImportRowSchema.safeParse(row({ leapMonthYn: 'Y' })))).toEqual({
      birthDt: '필수 입력 항목입니다.',
    });
    // A cell refused on its own is not reported again by the rule between cells.
    expect(messages(userImportRowSchema.safeParse(row({ birthDt: '1990-02-30', lunarYn: '예' })))).toEqual({
      lunarYn: 'Y 또는 N 을 입력해주세요.',
    });
  });

  it('takes life events by their Korean labels or codes, the relation for a condolence only', () => {
    expect(
      lifeEventImportRowSchema.parse({
        userId: 'hong1',
        occasionType: '조사',
        eventDt: '2026-11-20',
        relationCd: '배우자의 부모',
      }),
    ).toEqual({
      userId: 'hong1',
      occasionType: 'CONDOLENCE',
      eventDt: '20261120',
      relationCd: 'SPOUSE_PARENT',
    });
    expect(
      lifeEventImportRowSchema.parse({
        userId: 'hong1',
        occasionType: 'CHILD_SCHOOL',
        eventDt: '20270302',
        relationCd: null,
      }),
    ).toMatchObject({
      occasionType: 'CHILD_SCHOOL',
    });
    expect(
      messages(
        lifeEventImportRowSchema.safeParse({
          userId: 'hong1',
          occasionType: '생일',
          eventDt: '2026-11-20',
          relationCd: '부모',
        }),
      ),
    ).toEqual({
      occasionType: '목록에 없는 값입니다.',
    });
    expect(
      messages(
        lifeEventImportRowSchema.safeParse({
          userId: 'hong1',
          occasionType: '결혼',
          eventDt: '2026-11-20',
          relationCd: '부모',
        }),
      ),
    ).toEqual({
      relationCd: '고인과의 관계는 조사에만 지정할 수 있습니다.',
    });
    expect(
      messages(
        lifeEventImportRowSchema.safeParse({
          userId: null,
          occasionType: null,
          eventDt: null,
          relationCd: '이웃',
        }),
      ),
    ).toEqual({
      userId: '필수 입력 항목입니다.',
      occasionType: '필수 입력 항목입니다.',
      eventDt: '필수 입력 항목입니다.',
      relationCd: '목록에 없는 값입니다.',
    });
  });
});

describe('the import dialog', () => {
  it("names each sheet's count when the 경조사 sheet had rows", () => {
    expect(userImportDoneText(2, 3)).toBe('사용자 2건, 경조사 3건을 등록했습니다.');
  });
});
