import { AUTH_CD, GROUP_TYPE, SOLUTION_CODE } from '@pcs/domain';
import type { appUser, company, companyGroup, companySolution, vendor } from '../schema/index';
import { VENDORS } from './demo-catalog';
import { DEMO_LOGINS } from './demo-logins';
import { corporateRegNo, koreanName, mobileNumber } from './demo-people';
import type { Random } from './seeded-random';

type CompanyRow = typeof company.$inferInsert;
type GroupRow = typeof companyGroup.$inferInsert;
type VendorRow = typeof vendor.$inferInsert & { vendorSn: number };
export type UserRow = typeof appUser.$inferInsert & { telNo: string };

export type Organization = {
  companies: CompanyRow[];
  groups: GroupRow[];
  companySolutions: (typeof companySolution.$inferInsert)[];
  vendors: VendorRow[];
  users: UserRow[];
  /** unqUserId by login id, for every named account. */
  unqUserIdOf: (userId: string) => string;
  /** Generated employees (the recipients) by company. */
  employeesOf: Record<'CLI001' | 'CLI002', UserRow[]>;
};

const DAY_MS = 86_400_000;

type ClientSpec = {
  cmpyCd: string;
  cmpyNm: string;
  domain: string;
  mainTel: string;
  bank: string | null;
  sabunUseYn: 'Y' | 'N';
  regStat: 'ACCEPT' | 'READY' | 'REJECT' | null;
  groups: readonly string[];
  /** 세금계산서 정보 (decision 037); null leaves it empty so the missing-details message can be seen. */
  biz: BizDetails | null;
};

/** A company's business details as printed on its 세금계산서 (fictional; invoices go to tax@ its domain). */
type BizDetails = { ceoNm: string; bizType: string; bizItem: string; bizAddr: string };

/** The operator and client companies; the vendors' companies come from VENDORS. */
const COMPANIES: readonly (ClientSpec & { typeCd: '01' | '02' })[] = [
  {
    cmpyCd: 'OPR001',
    cmpyNm: '(주)이음너스',
    typeCd: '01',
    domain: 'eumners.example',
    mainTel: '0215880000',
    bank: '004',
    sabunUseYn: 'Y',
    regStat: 'ACCEPT',
    groups: ['운영팀', '영업팀', '물류팀', '고객지원팀'],
    biz: {
      ceoNm: '윤태오',
      bizType: '도매 및 소매업',
      bizItem: '기업 선물 중개, 전자상거래',
      bizAddr: '서울특별시 강남구 테헤란로 427, 12층',
    },
  },
  {
    cmpyCd: 'CLI001',
    cmpyNm: '한빛전자(주)',
    typeCd: '02',
    domain: 'hanbit.example',
    mainTel: '0312001000',
    bank: '004',
    sabunUseYn: 'Y',
    regStat: 'ACCEPT',
    groups: ['경영지원팀', '인사팀', '영업1팀', '영업2팀', '연구개발팀', '마케팅팀', '생산관리팀'],
    biz: {
      ceoNm: '김도윤',
      bizType: '제조업',
      bizItem: '전자부품',
      bizAddr: '경기도 수원시 영통구 광교로 156',
    },
  },
  {
    cmpyCd: 'CLI002',
    cmpyNm: '푸른바다물산(주)',
    typeCd: '02',
    domain: 'purunbada.example',
    mainTel: '0517402000',
    bank: '088',
    sabunUseYn: 'N',
    regStat: 'ACCEPT',
    groups: ['인사팀', '영업1팀', '영업2팀', '물류팀', '해외사업팀'],
    biz: {
      ceoNm: '박해린',
      bizType: '도매 및 소매업',
      bizItem: '수산물 유통',
      bizAddr: '부산광역시 중구 중앙대로 88, 3층',
    },
  },
  {
    cmpyCd: 'CLI003',
    cmpyNm: '(주)미래솔루션',
    typeCd: '02',
    domain: 'mirae.example',
    mainTel: '0269003000',
    bank: '020',
    sabunUseYn: 'N',
    regStat: null,
    groups: ['경영기획팀', '개발팀', '영업팀'],
    // The one company without business details: its 세금계산서 cannot be issued until they are entered.
    biz: null,
  },
  {
    cmpyCd: 'CLI004',
    cmpyNm: '새봄바이오(주)',
    typeCd: '02',
    domain: 'saebom.example',
    mainTel: '0428604000',
    bank: '081',
    sabunUseYn: 'Y',
    regStat: 'READY',
    groups: ['인사총무팀'],
    biz: {
      ceoNm: '한지호',
      bizType: '제조업',
      bizItem: '바이오의약품',
      bizAddr: '대전광역시 유성구 대학로 99',
    },
  },
  {
    cmpyCd: 'CLI005',
    cmpyNm: '(주)다온건설',
    typeCd: '02',
    domain: 'daon.example',
    mainTel: '0535005000',
    bank: null,
    sabunUseYn: 'N',
    regStat: 'REJECT',
    groups: ['관리팀'],
    biz: {
      ceoNm: '오준혁',
      bizType: '건설업',
      bizItem: '종합건설',
      bizAddr: '대구광역시 수성구 달구벌대로 2450',
    },
  },
];

/** Vendor companies: VND001.. for the catalogue's vendors, plus one application still waiting for approval. */
const PENDING_VENDOR = { nm: '새싹팜 농업회사법인', manager: '도하준' } as const;

/** Every vendor's business details, by name (the vendors' statements and their 세금계산서). */
const VENDOR_BIZ = {
  '테크노아 일렉트릭': {
    ceoNm: '서민재',
    bizType: '도매 및 소매업',
    bizItem: '가전제품, 디지털기기',
    bizAddr: '서울특별시 금천구 가산디지털1로 168, 7층',
  },
  싱그람푸드: {
    ceoNm: '남궁별',
    bizType: '도매 및 소매업',
    bizItem: '가공식품, 농산물',
    bizAddr: '경기도 이천시 부발읍 경충대로 2091',
  },
  온누리헬스: {
    ceoNm: '탁민호',
    bizType: '도매 및 소매업',
    bizItem: '건강기능식품',
    bizAddr: '서울특별시 송파구 법원로 114',
  },
  라온뷰티랩: {
    ceoNm: '편서진',
    bizType: '제조업',
    bizItem: '화장품',
    bizAddr: '경기도 성남시 중원구 둔촌대로 388',
  },
  살림공방: {
    ceoNm: '구하람',
    bizType: '도매 및 소매업',
    bizItem: '생활용품, 주방용품',
    bizAddr: '경기도 고양시 일산동구 중앙로 1036',
  },
  '모던핏 스타일': {
    ceoNm: '방지원',
    bizType: '도매 및 소매업',
    bizItem: '의류, 잡화',
    bizAddr: '서울특별시 성동구 성수이로 77, 2층',
  },
  '꼬마별 상회': {
    ceoNm: '석은우',
    bizType: '도매 및 소매업',
    bizItem: '완구, 유아용품',
    bizAddr: '인천광역시 남동구 남동대로 215',
  },
  기프트페이: {
    ceoNm: '어승현',
    bizType: '서비스업',
    bizItem: '모바일 상품권',
    bizAddr: '서울특별시 구로구 디지털로 300, 10층',
  },
  '새싹팜 농업회사법인': {
    ceoNm: '도경수',
    bizType: '농업',
    bizItem: '농산물 생산, 유통',
    bizAddr: '전라남도 나주시 빛가람로 640',
  },
} as const satisfies Record<(typeof VENDORS)[number]['nm'] | typeof PENDING_VENDOR.nm, BizDetails>;

/** The company row's 세금계산서 columns: no random draw, so every other demo value stays as it was. */
const bizColumns = (biz: BizDetails | null, domain: string) =>
  biz
    ? { ...biz, taxEmail: `tax@${domain}` }
    : { ceoNm: null, bizType: null, bizItem: null, bizAddr: null, taxEmail: null };

export function buildOrganization(
  random: Random,
  now: Date,
  passwordHash: string,
  recipientCount: number,
): Organization {
  const phones = new Set<string>(['01012345678']);
  const daysAgo = (min: number, max: number) => new Date(now.getTime() - random.int(min, max) * DAY_MS);
  const companies: CompanyRow[] = [];
  const groups: GroupRow[] = [];

  for (const spec of COMPANIES) {
    const managerNm = koreanName(random);
    const partial = spec.cmpyCd === 'CLI003';
    companies.push({
      cmpyCd: spec.cmpyCd,
      cmpyNm: spec.cmpyNm,
      cmpyTypeCd: spec.typeCd,
      corporateRegNo: corporateRegNo(random),
      managerNm,
      managerEmail: `manager@${spec.domain}`,
      managerTelNo: mobileNumber(random, phones),
      cmpyMainMail: `contact@${spec.domain}`,
      cmpyMainTelNo: spec.mainTel,
      // One company leaves the account manager empty so the screens show '-' (spec §3 Company).
      accountMgrNm: partial ? null : koreanName(random),
      accountMgrTelNo: partial ? null : mobileNumber(random, phones),
      accountMgrEmail: partial ? null : `account@${spec.domain}`,
      accountBankCd: spec.bank,
      sabunUseYn: spec.sabunUseYn,
      ...bizColumns(spec.biz, spec.domain),
      regStat: spec.regStat,
      createdAt: daysAgo(200, 700),
    });
    spec.groups.forEach((grupNm, i) => {
      groups.push({
        cmpyCd: spec.cmpyCd,
        grupCd: `G${String(i + 1).padStart(2, '0')}`,
        grupNm,
        grupTypeCd: GROUP_TYPE.team,
      });
    });
  }

  const vendorSpecs = [...VENDORS.map((v) => ({ nm: v.nm, manager: v.manager })), PENDING_VENDOR];
  const vendors: VendorRow[] = vendorSpecs.map((v, i) => {
    const cmpyCd = `VND${String(i + 1).padStart(3, '0')}`;
    const pending = v === PENDING_VENDOR;
    const domain = `vendor${String(i + 1).padStart(2, '0')}.example`;
    const managerTelNo = mobileNumber(random, phones);
    const createdAt = pending ? daysAgo(1, 5) : daysAgo(150, 600);
    companies.push({
      cmpyCd,
      cmpyNm: v.nm,
      cmpyTypeCd: '03',
      corporateRegNo: corporateRegNo(random),
      managerNm: v.manager,
      managerEmail: `sales@${domain}`,
      managerTelNo,
      cmpyMainMail: `help@${domain}`,
      cmpyMainTelNo: `070${String(random.int(40_000_000, 79_999_999))}`,
      accountMgrNm: v.manager,
      accountMgrTelNo: managerTelNo,
      accountMgrEmail: `account@${domain}`,
      accountBankCd: random.pick(['004', '088', '020', '081', '011', '003']),
      sabunUseYn: 'N',
      ...bizColumns(VENDOR_BIZ[v.nm], domain),
      regStat: pending ? 'READY' : 'ACCEPT',
      createdAt,
    });
    groups.push({ cmpyCd, grupCd: 'G01', grupNm: '영업팀' });
    return {
      vendorSn: i + 1,
      cmpyCd,
      vendorNm: v.nm,
      managerNm: v.manager,
      managerEmail: `sales@${domain}`,
      managerTelNo,
      regStat: pending ? 'READY' : 'ACCEPT',
      createdAt,
    };
  });

  const domainOf = (cmpyCd: string) =>
    COMPANIES.find((c) => c.cmpyCd === cmpyCd)?.domain ?? `${cmpyCd.toLowerCase()}.example`;
  const groupsOf = (cmpyCd: string) => groups.filter((g) => g.cmpyCd === cmpyCd).map((g) => g.grupCd);
  const users: UserRow[] = [];
  let serial = 0;
  const addUser = (
    row: Omit<UserRow, 'unqUserId' | 'passwordHash' | 'telNo' | 'email'> & { telNo?: string; email?: string },
  ) => {
    serial += 1;
    const user: UserRow = {
      unqUserId: `U${String(serial).padStart(6, '0')}`,
      passwordHash,
      solCd: SOLUTION_CODE,
      firstLoginYn: 'N',
      pwdChangedAt: now,
      email: `${row.userId.replace(/^demo-/, '')}@${domainOf(row.cmpyCd ?? '')}`,
      telNo: mobileNumber(random, phones),
      grupCd: row.cmpyCd ? random.pick(groupsOf(row.cmpyCd)) : null,
      createdAt: daysAgo(60, 400),
      ...row,
    };
    users.push(user);
    return user;
  };

  for (const demo of DEMO_LOGINS) {
    addUser({
      userId: demo.userId,
      userNm: demo.userNm,
      authCd: demo.authCd,
      cmpyCd: demo.cmpyCd,
      vendorSn: demo.authCd === AUTH_CD.vendor ? 1 : null,
      sabun:
        demo.cmpyCd === 'CLI001' || demo.cmpyCd === 'OPR001'
          ? `D${String(serial + 1).padStart(5, '0')}`
          : null,
      ...(demo.userId === 'demo-employee' ? { telNo: '01012345678', grupCd: 'G03' } : {}),
      // Staff who also use sibling solutions, so the back-office solution switcher has something to switch to.
      ...(demo.userId === 'demo-admin' || demo.userId === 'demo-client'
        ? { solCd: `${SOLUTION_CODE},1010,1030` }
        : {}),
    });
  }
  // A few more staff so the user screens show other managers, a second vendor login and pending registrations.
  addUser({ userId: 'bada-hr', userNm: koreanName(random), authCd: AUTH_CD.clientManager, cmpyCd: 'CLI002' });
  addUser({
    userId: 'mirae-hr',
    userNm: koreanName(random),
    authCd: AUTH_CD.clientManager,
    cmpyCd: 'CLI003',
  });
  // A second vendor's login: its goods list shows only its own goods, never the first vendor's.
  addUser({
    userId: 'demo-vendor2',
    userNm: koreanName(random),
    authCd: AUTH_CD.vendor,
    cmpyCd: 'VND002',
    vendorSn: 2,
  });
  addUser({
    userId: 'vendor-sub01',
    userNm: koreanName(random),
    authCd: AUTH_CD.vendorSub,
    cmpyCd: 'VND001',
    vendorSn: 1,
  });
  addUser({
    userId: 'mirae-newbie',
    userNm: koreanName(random),
    authCd: AUTH_CD.clientEmployee,
    cmpyCd: 'CLI003',
    regStat: 'READY',
  });
  addUser({
    userId: 'mirae-reject',
    userNm: koreanName(random),
    authCd: AUTH_CD.clientEmployee,
    cmpyCd: 'CLI003',
    regStat: 'REJECT',
    useYn: 'N',
  });

  const employeesOf: Organization['employeesOf'] = { CLI001: [], CLI002: [] };
  const cli001Count = Math.ceil(recipientCount * 0.6);
  for (let i = 1; i <= recipientCount; i++) {
    const cmpyCd = i <= cli001Count ? 'CLI001' : 'CLI002';
    const userId = `emp${String(i).padStart(4, '0')}`;
    const hiredYear = random.int(2008, 2025);
    employeesOf[cmpyCd].push(
      addUser({
        userId,
        userNm: koreanName(random),
        authCd: AUTH_CD.clientEmployee,
        cmpyCd,
        sabun: cmpyCd === 'CLI001' ? `HB${hiredYear}${String(i).padStart(4, '0')}` : null,
      }),
    );
  }

  // Accounts screens: a login in the first-login state, one whose password has expired, and one to try
  // find ID and find password with (phone 010-5555-0001, name 박찾기); all with the demo password.
  addUser({
    userId: 'demo-firstlogin',
    userNm: '최초윤',
    authCd: AUTH_CD.clientEmployee,
    cmpyCd: 'CLI001',
    firstLoginYn: 'Y',
  });
  // The same state for the mobile first-login journey, so the desktop and mobile ones can both be tried on one seed.
  addUser({
    userId: 'demo-firstlogin-m',
    userNm: '최초모',
    authCd: AUTH_CD.clientEmployee,
    cmpyCd: 'CLI001',
    firstLoginYn: 'Y',
  });
  // A first-login state nobody completes: leaving it by 로그아웃 can be tried whatever the other journeys did.
  addUser({
    userId: 'demo-firstlogin-out',
    userNm: '최초나',
    authCd: AUTH_CD.clientEmployee,
    cmpyCd: 'CLI001',
    firstLoginYn: 'Y',
  });
  addUser({
    userId: 'demo-expired',
    userNm: '만료현',
    authCd: AUTH_CD.clientEmployee,
    cmpyCd: 'CLI001',
    pwdChangedAt: new Date(now.getTime() - 200 * DAY_MS),
  });
  addUser({
    userId: 'demo-member',
    userNm: '박찾기',
    authCd: AUTH_CD.clientEmployee,
    cmpyCd: 'CLI001',
    telNo: '01055550001',
    // A Vietnamese reader (decision 055): the one demo login whose journey is not in Korean. Its tests check URLs only.
    preferredLanguage: 'vi',
  });

  // a third client company with people, applications waiting for an operator (a sign-up that names its
  // company as free text, the pending vendor's manager login), and group trees with managers. Added last, so every
  // random draw above (and the data built from it) stays as it was.
  const miraeCount = Math.max(10, Math.round(recipientCount / 5));
  for (let i = 1; i <= miraeCount; i++) {
    addUser({
      userId: `mirae${String(i).padStart(3, '0')}`,
      userNm: koreanName(random),
      authCd: AUTH_CD.clientEmployee,
      cmpyCd: 'CLI003',
    });
  }
  addUser({
    userId: 'hope-signup',
    userNm: koreanName(random),
    authCd: AUTH_CD.clientEmployee,
    cmpyCd: null,
    grupCd: null,
    regStat: 'READY',
    applyCmpyNm: '푸른바다물산',
  });
  const pendingVendor = vendors.find((v) => v.vendorNm === PENDING_VENDOR.nm)!;
  addUser({
    userId: 'saessak-farm',
    userNm: PENDING_VENDOR.manager,
    authCd: AUTH_CD.vendor,
    cmpyCd: pendingVendor.cmpyCd ?? null,
    regStat: 'READY',
  });
  const allGroups = [...departmentGroups(), ...groups];
  assignGroupManagers(allGroups, users);
  // Cart and card payment: recipients of the pay-above-budget event, added after every other draw so the
  // data above stays as it was. demo-payer (desktop) and demo-payer-m (mobile) start clean; demo-paid holds the
  // seeded payments (paid, refunded, declined) the operator's payment screens show.
  for (const [userId, userNm] of [
    ['demo-payer', '오결제'],
    ['demo-payer-m', '오모바'],
    ['demo-paid', '오지불'],
  ] as const) {
    addUser({ userId, userNm, authCd: AUTH_CD.clientEmployee, cmpyCd: 'CLI001' });
  }

  const byLogin = new Map(users.map((u) => [u.userId, u.unqUserId]));
  return {
    companies,
    groups: allGroups,
    companySolutions: [
      { cmpyCd: 'CLI001', solCd: '1010' },
      { cmpyCd: 'CLI001', solCd: '1030' },
      { cmpyCd: 'OPR001', solCd: '1010' },
    ],
    vendors,
    users,
    unqUserIdOf: (userId) => {
      const unqUserId = byLogin.get(userId);
      if (!unqUserId) throw new Error(`no demo user ${userId}`);
      return unqUserId;
    },
    employeesOf,
  };
}

/** Departments above the teams of the three client companies with people, and one recipient group each. */
const DEPARTMENTS: Record<string, readonly (readonly [string, string, readonly string[]])[]> = {
  CLI001: [
    ['D01', '경영본부', ['G01', 'G02']],
    ['D02', '영업본부', ['G03', 'G04', 'G06']],
    ['D03', '기술본부', ['G05', 'G07']],
  ],
  CLI002: [
    ['D01', '관리본부', ['G01', 'G04']],
    ['D02', '사업본부', ['G02', 'G03', 'G05']],
  ],
  CLI003: [['D01', '본사', ['G01', 'G02', 'G03']]],
};

function departmentGroups(): GroupRow[] {
  return Object.entries(DEPARTMENTS).flatMap(([cmpyCd, departments]) => [
    ...departments.map(([grupCd, grupNm]) => ({ cmpyCd, grupCd, grupNm, grupTypeCd: GROUP_TYPE.department })),
    { cmpyCd, grupCd: 'R01', grupNm: '장기근속 선물 대상', grupTypeCd: GROUP_TYPE.recipients },
  ]);
}

/** Hangs the teams under their departments and makes each team's first employee its manager. */
function assignGroupManagers(groups: GroupRow[], users: readonly UserRow[]): void {
  for (const group of groups) {
    const department = DEPARTMENTS[group.cmpyCd]?.find(([, , teams]) => teams.includes(group.grupCd));
    if (department) group.parentGrupCd = department[0];
    const manager = users.find(
      (u) => u.cmpyCd === group.cmpyCd && u.grupCd === group.grupCd && u.authCd === AUTH_CD.clientEmployee,
    );
    if (manager && group.grupTypeCd === GROUP_TYPE.team) group.managerUnqUserId = manager.unqUserId;
  }
}
