import {
  AUTH_CD,
  addDays,
  type BirthDate,
  birthdayInYear,
  daysBetween,
  kstToday,
  lunarToSolar,
  ymdParts,
} from '@pcs/domain';
import type { appUser, occasionRule, userLifeEvent } from '../schema/index';
import type { Catalog } from './demo-products';
import type { Random } from './seeded-random';

type UserRow = typeof appUser.$inferInsert;
type RuleRow = typeof occasionRule.$inferInsert;
type LifeEventRow = typeof userLifeEvent.$inferInsert;

/**
 * Days from today in which no demo occasion falls: the browser suite and a demo session run for minutes to hours,
 * and a gift the engine sent in the middle would change the lists and counts they look at. Past this quiet stretch
 * the upcoming list is full (birthdays and anniversaries spread over the year), and a server left running sends
 * them on their days.
 */
const QUIET_DAYS = 10;

const pad = (n: number) => String(n).padStart(2, '0');

/** Whether any yearly celebration of this solar or lunar date falls within the quiet stretch from today. */
function isQuiet(today: string, dayOf: (year: number) => string | null): boolean {
  const { y } = ymdParts(today);
  return [y - 1, y, y + 1].every((year) => {
    const day = dayOf(year);
    if (day === null) return true;
    const ahead = daysBetween(today, day);
    return ahead < -2 || ahead > QUIET_DAYS;
  });
}

function solarDate(random: Random, year: number): string {
  const month = random.int(1, 12);
  return `${year}${pad(month)}${pad(random.int(1, 28))}`;
}

/**
 * HR data for the demo employees, from its own seed so the organization's other values stay as they were: a birth
 * date (one in ten lunar), a hire date (the year the CLI001 employee number carries), none within the quiet stretch.
 */
export function withDemoHrData(random: Random, now: Date, users: readonly UserRow[]): UserRow[] {
  const today = kstToday(now);
  const { y: thisYear } = ymdParts(today);
  return users.map((user) => {
    const employee =
      user.authCd === AUTH_CD.clientEmployee &&
      user.cmpyCd?.startsWith('CLI') &&
      user.regStat !== 'READY' &&
      user.regStat !== 'REJECT';
    if (!employee) return user;
    let birth: BirthDate;
    for (;;) {
      const year = random.int(1968, 2001);
      const lunar = random.chance(0.1);
      const candidate: BirthDate = lunar
        ? {
            birthDt: `${year}${pad(random.int(1, 12))}${pad(random.int(1, 29))}`,
            lunarYn: 'Y',
            leapMonthYn: 'N',
          }
        : { birthDt: solarDate(random, year), lunarYn: 'N', leapMonthYn: 'N' };
      if (lunar) {
        const { y, m, d } = ymdParts(candidate.birthDt);
        if (lunarToSolar(y, m, d, false) === null) continue;
      }
      if (isQuiet(today, (yr) => birthdayInYear(candidate, yr))) {
        birth = candidate;
        break;
      }
    }
    const hiredYear = Number(/^HB(\d{4})/.exec(user.sabun ?? '')?.[1] ?? random.int(2008, 2024));
    let hireDt: string;
    for (;;) {
      const candidate = solarDate(random, Math.min(hiredYear, thisYear - 1));
      if (isQuiet(today, (yr) => `${yr}${candidate.slice(4)}`)) {
        hireDt = candidate;
        break;
      }
    }
    return { ...user, ...birth, hireDt };
  });
}

/**
 * The demo companies' occasion rules: 한빛 celebrates birthdays (a theme, reminders), long service (5, 10 and 20
 * years, approved by the client manager, the manager told of gifts left unchosen), weddings and condolences (its
 * own goods, no celebration word); 바다 birthdays by SMS.
 */
export function demoOccasionRules(catalog: Pick<Catalog, 'giftable'>, createdBy: string): RuleRow[] {
  const goods = catalog.giftable.slice(0, 4).map((p) => p.prodSn as number);
  const base = {
    useYn: 'Y',
    overPayYn: 'N',
    selectCnt: 1,
    sendWhen: 'ON_DAY',
    offsetDays: 0,
    holidayMove: 'PREVIOUS',
    openDays: 14,
    closeAction: 'NONE',
    approvalYn: 'N',
    createdBy,
    updatedBy: createdBy,
  } as const;
  return [
    {
      ...base,
      cmpyCd: 'CLI001',
      ruleNm: '생일 축하 선물',
      occasionType: 'BIRTHDAY',
      goodsSource: 'THEME',
      tempSn: 2,
      budgetAmt: 30_000,
      channel: 'ALIMTALK',
      sendTm: '09:00',
      reminderDays: [3, 7],
    },
    {
      ...base,
      cmpyCd: 'CLI001',
      ruleNm: '장기근속 축하',
      occasionType: 'WORK_ANNIVERSARY',
      tenureTiers: [5, 10, 20],
      goodsSource: 'THEME',
      tempSn: 7,
      budgetAmt: 100_000,
      overPayYn: 'Y',
      channel: 'ALIMTALK',
      sendWhen: 'BEFORE',
      offsetDays: 3,
      sendTm: '10:00',
      openDays: 30,
      reminderDays: [7],
      closeAction: 'NOTIFY_MANAGER',
      approvalYn: 'Y',
    },
    {
      ...base,
      cmpyCd: 'CLI001',
      ruleNm: '결혼 축하',
      occasionType: 'WEDDING',
      goodsSource: 'THEME',
      tempSn: 3,
      budgetAmt: 100_000,
      channel: 'ALIMTALK',
      sendWhen: 'BEFORE',
      offsetDays: 7,
      sendTm: '10:00',
    },
    {
      ...base,
      cmpyCd: 'CLI001',
      ruleNm: '조의 물품',
      occasionType: 'CONDOLENCE',
      goodsSource: 'GOODS',
      prodSnList: goods,
      budgetAmt: 50_000,
      channel: 'SMS',
      sendTm: '09:00',
      holidayMove: 'NONE',
      openDays: 7,
    },
    {
      ...base,
      cmpyCd: 'CLI002',
      ruleNm: '생일 선물',
      occasionType: 'BIRTHDAY',
      goodsSource: 'THEME',
      tempSn: 2,
      budgetAmt: 20_000,
      channel: 'SMS',
      sendTm: '10:00',
      reminderDays: [5],
    },
  ];
}

/**
 * Life events: two approved weddings past the quiet stretch, and the demo employee's own requests waiting for the
 * client manager (a wedding) and refused (a promotion, with the reason), so the request screens have every state.
 */
export function demoLifeEvents(
  now: Date,
  employees: readonly UserRow[],
  demoEmployee: UserRow,
  decidedBy: string,
): LifeEventRow[] {
  const today = kstToday(now);
  const [first, second] = employees;
  if (!first || !second) return [];
  const approved = (user: UserRow, days: number): LifeEventRow => ({
    unqUserId: user.unqUserId,
    cmpyCd: user.cmpyCd as string,
    occasionType: 'WEDDING',
    eventDt: addDays(today, days),
    statCd: 'APPROVED',
    createdBy: decidedBy,
    decidedBy,
    decidedAt: now,
  });
  return [
    approved(first, QUIET_DAYS + 12),
    approved(second, QUIET_DAYS + 19),
    {
      unqUserId: demoEmployee.unqUserId,
      cmpyCd: demoEmployee.cmpyCd as string,
      occasionType: 'WEDDING',
      eventDt: addDays(today, 45),
      statCd: 'REQUESTED',
      memo: '청첩장은 따로 전달드리겠습니다.',
      createdBy: demoEmployee.unqUserId,
    },
    {
      unqUserId: demoEmployee.unqUserId,
      cmpyCd: demoEmployee.cmpyCd as string,
      occasionType: 'PROMOTION',
      eventDt: addDays(today, -20),
      statCd: 'REJECTED',
      rejectReason: '승진은 인사팀이 일괄 등록합니다.',
      createdBy: demoEmployee.unqUserId,
      decidedBy,
      decidedAt: now,
    },
  ];
}
