import { describe, expect, it } from 'vitest';
import { EVENT_SEND_MESSAGES } from '../event-send';
import { OCCASION_MESSAGES as M } from '../occasion';
import {
  birthDateSchema,
  lifeEventSchema,
  type OccasionRuleSaveRequest,
  occasionRuleSaveRequestSchema,
} from './occasion';

const birthdayRule = (overrides: Partial<OccasionRuleSaveRequest> = {}): OccasionRuleSaveRequest => ({
  cmpyCd: 'C001',
  ruleNm: '생일 선물',
  occasionType: 'BIRTHDAY',
  goodsSource: 'THEME',
  tempSn: 3,
  channel: 'ALIMTALK',
  sendTm: '09:00',
  ...overrides,
});
const condolenceRule = (overrides: Partial<OccasionRuleSaveRequest> = {}) =>
  birthdayRule({ ruleNm: '조사 지원', occasionType: 'CONDOLENCE', ...overrides });

/** The issues of a request as { path: message }. */
function issues(input: OccasionRuleSaveRequest): Record<string, string> {
  const result = occasionRuleSaveRequestSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('occasion rule: what the save form sends', () => {
  it('takes a minimal birthday rule and fills the defaults', () => {
    expect(occasionRuleSaveRequestSchema.parse(birthdayRule())).toEqual({
      cmpyCd: 'C001',
      ruleNm: '생일 선물',
      occasionType: 'BIRTHDAY',
      useYn: 'Y',
      relationList: [],
      tenureTiers: [],
      fixedDt: null,
      repeatYearlyYn: 'N',
      grupCdList: [],
      goodsSource: 'THEME',
      tempSn: 3,
      prodSnList: [],
      budgetAmt: null,
      overPayYn: 'N',
      selectCnt: 1,
      cardText: null,
      channel: 'ALIMTALK',
      alimtalkText: null,
      smsText: null,
      mailSubject: null,
      mailText: null,
      sendWhen: 'ON_DAY',
      offsetDays: 0,
      sendTm: '09:00',
      holidayMove: 'PREVIOUS',
      openDays: 14,
      reminderDays: [],
      closeAction: 'NONE',
      defaultProdSn: null,
      approvalYn: 'N',
      taxPurpose: null,
      channelChain: null,
    });
  });
  it('requires the name, the type, the channel and an HH:mm time', () => {
    expect(issues({ ...birthdayRule(), ruleNm: ' ' })).toEqual({ ruleNm: M.ruleNmRequired });
    expect(issues(birthdayRule({ occasionType: 'PARTY' as 'BIRTHDAY' }))).toEqual({
      occasionType: M.typeRequired,
    });
    expect(issues(birthdayRule({ channel: 'FAX' as 'SMS' }))).toEqual({ channel: M.channelRequired });
    expect(issues(birthdayRule({ sendTm: '9:00' }))).toEqual({ sendTm: M.sendTmInvalid });
    expect(issues(birthdayRule({ sendTm: '24:00' }))).toEqual({ sendTm: M.sendTmInvalid });
  });
  it('sends on the day with no offset, or 1 to 60 days before or after', () => {
    expect(issues(birthdayRule({ sendWhen: 'BEFORE', offsetDays: 3 }))).toEqual({});
    expect(issues(birthdayRule({ sendWhen: 'BEFORE', offsetDays: 0 }))).toEqual({
      offsetDays: M.offsetDaysInvalid,
    });
    expect(issues(birthdayRule({ sendWhen: 'ON_DAY', offsetDays: 2 }))).toEqual({
      offsetDays: M.offsetDaysInvalid,
    });
    expect(issues(birthdayRule({ sendWhen: 'AFTER', offsetDays: 61 }))).toEqual({
      offsetDays: M.offsetDaysInvalid,
    });
  });
  it('needs a theme, or goods without repeats, and a default gift among them to give one', () => {
    expect(issues(birthdayRule({ tempSn: null }))).toEqual({ tempSn: M.themeRequired });
    expect(issues(birthdayRule({ goodsSource: 'GOODS', tempSn: null }))).toEqual({
      prodSnList: M.goodsRequired,
    });
    expect(issues(birthdayRule({ goodsSource: 'GOODS', prodSnList: [4, 4] }))).toEqual({
      prodSnList: M.goodsDuplicate,
    });
    expect(issues(birthdayRule({ closeAction: 'DEFAULT_GIFT' }))).toEqual({
      defaultProdSn: M.defaultGiftRequired,
    });
    expect(
      issues(
        birthdayRule({
          goodsSource: 'GOODS',
          prodSnList: [4, 5],
          closeAction: 'DEFAULT_GIFT',
          defaultProdSn: 6,
        }),
      ),
    ).toEqual({ defaultProdSn: M.defaultGiftNotInGoods });
    expect(
      issues(
        birthdayRule({
          goodsSource: 'GOODS',
          prodSnList: [4, 5],
          closeAction: 'DEFAULT_GIFT',
          defaultProdSn: 5,
        }),
      ),
    ).toEqual({});
  });
  it('needs a budget to pay above it, and 1 to 20 choices', () => {
    expect(issues(birthdayRule({ overPayYn: 'Y' }))).toEqual({ budgetAmt: M.budgetRequired });
    expect(issues(birthdayRule({ overPayYn: 'Y', budgetAmt: 50_000 }))).toEqual({});
    expect(issues(birthdayRule({ selectCnt: 0 }))).toEqual({ selectCnt: M.selectCntInvalid });
  });
  it('keeps the choice open 1 to 90 days and reminds within it', () => {
    expect(issues(birthdayRule({ openDays: 0 }))).toEqual({ openDays: M.openDaysInvalid });
    expect(issues(birthdayRule({ openDays: 7, reminderDays: [3, 6] }))).toEqual({});
    expect(issues(birthdayRule({ openDays: 7, reminderDays: [7] }))).toEqual({
      reminderDays: M.reminderDaysInvalid,
    });
    expect(issues(birthdayRule({ reminderDays: [3, 3] }))).toEqual({ reminderDays: M.reminderDaysDuplicate });
    expect(issues(birthdayRule({ reminderDays: [1, 2, 3, 4, 5, 6] }))).toEqual({
      reminderDays: M.remindersTooMany,
    });
  });
  it('takes long-service tiers on work anniversaries only, each once', () => {
    const tenure = birthdayRule({ occasionType: 'WORK_ANNIVERSARY', tenureTiers: [5, 10, 20] });
    expect(issues(tenure)).toEqual({});
    expect(issues({ ...tenure, tenureTiers: [10, 10] })).toEqual({ tenureTiers: M.tiersDuplicate });
    expect(issues({ ...tenure, tenureTiers: [0] })).toEqual({ 'tenureTiers.0': M.tierInvalid });
    expect(issues(birthdayRule({ tenureTiers: [10] }))).toEqual({ tenureTiers: M.tiersOnlyForTenure });
  });
  it('takes relations on condolences only', () => {
    expect(issues(condolenceRule({ relationList: ['PARENT', 'SPOUSE'] }))).toEqual({});
    expect(issues(birthdayRule({ relationList: ['PARENT'] }))).toEqual({
      relationList: M.relationsOnlyForCondolence,
    });
  });
  it('needs a real fixed date on a group day, and none elsewhere', () => {
    const groupDay = birthdayRule({ occasionType: 'GROUP_DAY', ruleNm: '창립기념일' });
    expect(issues(groupDay)).toEqual({ fixedDt: M.fixedDtRequired });
    expect(issues({ ...groupDay, fixedDt: '20270230' })).toEqual({ fixedDt: M.dateInvalid });
    expect(issues({ ...groupDay, fixedDt: '20270920', repeatYearlyYn: 'Y' })).toEqual({});
    expect(issues(birthdayRule({ fixedDt: '20270920' }))).toEqual({ fixedDt: M.fixedDtOnlyForGroupDay });
  });
  it('checks each channel text like the send pop-ups, with the occasion variables', () => {
    expect(issues(birthdayRule({ smsText: '#{이름}님 생일 축하 #{링크} #{마감일시}' }))).toEqual({});
    expect(issues(birthdayRule({ smsText: '#{이름}님 생일 축하' }))).toEqual({
      smsText: EVENT_SEND_MESSAGES.requiredVariables(['#{링크}', '#{마감일시}']),
    });
    expect(issues(birthdayRule({ mailSubject: '#{직급} 안내' }))).toEqual({
      mailSubject: EVENT_SEND_MESSAGES.unknownVariables(['#{직급}']),
    });
    expect(issues(birthdayRule({ alimtalkText: '' }))).toEqual({
      alimtalkText: EVENT_SEND_MESSAGES.bodyRequired,
    });
  });
});

describe('the condolence rule', () => {
  it('refuses celebration words in any text of a 조사 rule, naming them', () => {
    expect(
      issues(
        condolenceRule({
          smsText: '#{이름}님 축하드립니다 🎉 #{링크} #{마감일시}',
          mailSubject: '[#{회사명}] 기념 선물',
          cardText: '생일 축하해요',
        }),
      ),
    ).toEqual({
      smsText: M.celebrationInCondolence(['축하', '🎉']),
      mailSubject: M.celebrationInCondolence(['기념']),
      cardText: M.celebrationInCondolence(['축하', '생일']),
    });
    expect(M.celebrationInCondolence(['축하', '🎉'])).toBe(
      '조사 규칙의 문구에는 축하 표현을 쓸 수 없습니다. 빼야 할 표현: 축하, 🎉',
    );
  });
  it('takes sober wording and the defaults', () => {
    expect(
      issues(
        condolenceRule({
          alimtalkText: '#{이름}님, #{관계}상에 삼가 위로의 말씀을 드립니다. #{링크} #{마감일시}',
          cardText: '삼가 고인의 명복을 빕니다.',
        }),
      ),
    ).toEqual({});
    expect(issues(condolenceRule())).toEqual({});
  });
  it('lets other occasions celebrate', () => {
    expect(issues(birthdayRule({ cardText: '생일 축하합니다 🎉' }))).toEqual({});
  });
});

describe('HR data', () => {
  it('checks a birth date against its calendar', () => {
    expect(birthDateSchema.parse({ birthDt: '19900502' })).toEqual({
      birthDt: '19900502',
      lunarYn: 'N',
      leapMonthYn: 'N',
    });
    expect(birthDateSchema.safeParse({ birthDt: '20040215', lunarYn: 'Y', leapMonthYn: 'Y' }).success).toBe(
      true,
    );
    const message = (input: object) => birthDateSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ birthDt: '20050215', lunarYn: 'Y', leapMonthYn: 'Y' })).toBe(M.lunarBirthDtInvalid);
    expect(message({ birthDt: '19900230' })).toBe(M.birthDtInvalid);
    expect(message({ birthDt: '19900502', leapMonthYn: 'Y' })).toBe(M.leapMonthOnlyLunar);
  });
  it('needs the relation of a condolence, and only there', () => {
    const message = (input: object) => lifeEventSchema.safeParse(input).error?.issues[0]?.message;
    expect(
      lifeEventSchema.parse({ occasionType: 'CONDOLENCE', eventDt: '20270903', relationCd: 'PARENT' }),
    ).toEqual({
      occasionType: 'CONDOLENCE',
      eventDt: '20270903',
      relationCd: 'PARENT',
    });
    expect(message({ occasionType: 'CONDOLENCE', eventDt: '20270903' })).toBe(M.relationRequired);
    expect(message({ occasionType: 'WEDDING', eventDt: '20270903', relationCd: 'PARENT' })).toBe(
      M.relationOnlyForCondolence,
    );
    expect(message({ occasionType: 'BIRTHDAY', eventDt: '20270903' })).toBe(M.lifeEventTypeInvalid);
    expect(message({ occasionType: 'WEDDING', eventDt: '20270231' })).toBe(M.dateInvalid);
  });
});
