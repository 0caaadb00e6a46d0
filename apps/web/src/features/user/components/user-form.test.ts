import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { type UserFormValues, userRequestOf } from './user-form';

const values = (overrides: Partial<UserFormValues> = {}): UserFormValues => ({
  userId: 'hong1',
  userNm: '홍길동',
  authCd: '20',
  cmpyCd: 'C1',
  grupCd: null,
  telNo: '010-1234-5678',
  email: '',
  sabun: '',
  useYn: 'Y',
  birthDt: '',
  lunarYn: 'N',
  leapMonth: false,
  hireDt: null,
  leaveDt: null,
  preferredLanguage: '',
  ...overrides,
});

describe('the user form as a request (HR dates)', () => {
  it('sends the birth date as digits with its calendar, and the picked days as YYYYMMDD', () => {
    expect(
      userRequestOf(
        values({
          birthDt: '2023-02-15',
          lunarYn: 'Y',
          leapMonth: true,
          hireDt: dayjs('2020-03-02'),
          leaveDt: dayjs('2026-12-31'),
        }),
        false,
      ),
    ).toMatchObject({
      birthDt: '20230215',
      lunarYn: 'Y',
      leapMonthYn: 'Y',
      hireDt: '20200302',
      leaveDt: '20261231',
    });
  });

  it('drops 윤달 from a solar date, and an empty birth field clears it for an operator', () => {
    expect(userRequestOf(values({ birthDt: '1990.05.02', leapMonth: true }), false)).toMatchObject({
      birthDt: '19900502',
      lunarYn: 'N',
      leapMonthYn: 'N',
    });
    expect(userRequestOf(values({ lunarYn: 'Y' }), false)).toMatchObject({
      birthDt: null,
      lunarYn: 'N',
      leapMonthYn: 'N',
    });
  });

  it('leaves the birth date out when someone who never saw its year does not retype it', () => {
    const request = userRequestOf(values({ lunarYn: 'Y' }), true);
    expect('birthDt' in request).toBe(false);
    expect('lunarYn' in request).toBe(false);
    expect(userRequestOf(values({ birthDt: '19900502' }), true)).toMatchObject({ birthDt: '19900502' });
  });
});

describe('the user form as a request (선호 언어)', () => {
  it('sends the picked language, and 자동 as null', () => {
    expect(userRequestOf(values({ preferredLanguage: 'vi' }), false).preferredLanguage).toBe('vi');
    expect(userRequestOf(values(), false).preferredLanguage).toBeNull();
  });
});
