import {
  ALL_AUTH_CDS,
  CARRIERS,
  CODE_GROUP,
  DEFAULT_PRODUCT_IMAGE_ID,
  DELIVERY_STATUS_LABEL,
  EVENT_STATUS_LABEL,
  GROUP_TYPE_LABEL,
  menuRows,
  OCCASION,
  ORDER_STATUS_LABEL,
  PLATFORM_SOLUTION_CODE,
  ROLE_NAME,
  SELECT_TYPE,
  SOLUTION_CODE,
} from '@pcs/domain';
import { notInArray, sql } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { LOCK } from '../advisory-locks';
import type { Db, Executor } from '../client';
import {
  category,
  code,
  codeGroup,
  eventTemplate,
  menu,
  menuAuth,
  solution,
  storedFile,
} from '../schema/index';
import { placeholderImageSvg } from './svg-art';

/**
 * Reference data every installation needs (codes, categories, themes, menus, the default image), written with
 * "insert ... on conflict do nothing" so it is safe on every start and never overwrites what operators changed.
 * Processes starting at once write it one after another (the seeding lock), the later ones finding it written.
 */
export async function seedReferenceData(db: Db, storage: FileStorage): Promise<void> {
  await ensureDefaultImage(db, storage);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK.seeding})`);
    await tx.insert(code).values(referenceCodes()).onConflictDoNothing();
    await tx.insert(codeGroup).values(referenceCodeGroups()).onConflictDoNothing();
    await tx.insert(category).values(categoryRows()).onConflictDoNothing();
    await tx.insert(eventTemplate).values(EVENT_TEMPLATES).onConflictDoNothing();
    await tx.insert(solution).values(SOLUTIONS).onConflictDoNothing();
    await syncMenus(tx);
  });
}

/**
 * The menus are the product's, made from the screen table (decision 048): nobody edits them, so every start writes
 * them as the table says. A changed name, link or role reaches an installation made before it, and a removed
 * item leaves. Other reference data above only fills what is missing, since operators may change it.
 */
async function syncMenus(tx: Executor): Promise<void> {
  const menus = menuRows();
  await tx
    .insert(menu)
    .values(menus.map(({ authCds: _, ...row }) => row))
    .onConflictDoUpdate({
      target: menu.menuId,
      set: {
        menuNm: sql`excluded.menu_nm`,
        urlLink: sql`excluded.url_link`,
        upperMenuId: sql`excluded.upper_menu_id`,
        seqNo: sql`excluded.seq_no`,
        displayYn: sql`excluded.display_yn`,
      },
    });
  const grants = menus.flatMap((m) => m.authCds.map((authCd) => ({ menuId: m.menuId, authCd })));
  await tx.insert(menuAuth).values(grants).onConflictDoNothing();
  const grantKeys = grants.map((g) => `${g.menuId}:${g.authCd}`);
  await tx
    .delete(menuAuth)
    .where(notInArray(sql`${menuAuth.menuId} || ':' || ${menuAuth.authCd}`, grantKeys));
  await tx.delete(menu).where(
    notInArray(
      menu.menuId,
      menus.map((m) => m.menuId),
    ),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Solutions (spec §3 services: payroll, year-end tax, relocation, outbound; §7 Solution launch)

/**
 * This solution hands its session to a new window through /sLogin; the sibling solutions have no address until they
 * are deployed, so the switcher says 준비중입니다 for them. Operators set addresses in the table; seeding never
 * overwrites them.
 */
export const SOLUTIONS: (typeof solution.$inferInsert)[] = [
  { solCd: SOLUTION_CODE, solNm: 'PCS 선물하기', linkTypeCd: '20', launchUrl: '/sLogin', seqNo: 1 },
  { solCd: '1010', solNm: '급여 아웃소싱', linkTypeCd: '20', launchUrl: null, seqNo: 2 },
  { solCd: '1030', solNm: '연말정산', linkTypeCd: '20', launchUrl: null, seqNo: 3 },
  { solCd: '1040', solNm: '이사 지원', linkTypeCd: '20', launchUrl: null, seqNo: 4 },
  { solCd: '1050', solNm: '아웃바운드', linkTypeCd: '20', launchUrl: null, seqNo: 5 },
];

// ---------------------------------------------------------------------------------------------------------------
// Code table

type CodeRow = typeof code.$inferInsert;

/** [cdId, cdNm] pairs become rows with seqNo 1.. in the given order. */
function group(
  cdGrup: string,
  solCd: string,
  entries: readonly (readonly [string, string])[],
  mobileUseYn: 'Y' | 'N' = 'Y',
): CodeRow[] {
  return entries.map(([cdId, cdNm], i) => ({ cdGrup, solCd, cdId, cdNm, seqNo: i + 1, mobileUseYn }));
}

/** Level-1 categories (code group 010 and the category table's first level). 13 is hidden on the storefront. */
export const CATEGORY_LEVEL1 = [
  ['01', '식품'],
  ['02', '건강'],
  ['03', '뷰티'],
  ['04', '생활'],
  ['05', '주방'],
  ['06', '가전'],
  ['07', '디지털'],
  ['08', '패션'],
  ['09', '스포츠·레저'],
  ['10', '유아동'],
  ['11', '문구·도서'],
  ['12', '상품권·e쿠폰'],
  ['13', '기타'],
] as const;

/** Presets of the recipient's delivery memo (code group 020). */
export const DELIVERY_MEMO_PRESETS = [
  '문 앞에 놓아주세요.',
  '경비실에 맡겨주세요.',
  '택배함에 넣어주세요.',
  '배송 전에 연락 부탁드립니다.',
  '부재 시 휴대폰으로 연락주세요.',
  '파손 위험 상품이니 조심히 다뤄주세요.',
] as const;

/** Korean bank codes (금융결제원 표준코드), 'ALL' first for search filters (spec §5 drops it on company-save). */
const BANKS = [
  ['ALL', '전체'],
  ['004', 'KB국민은행'],
  ['088', '신한은행'],
  ['020', '우리은행'],
  ['081', '하나은행'],
  ['011', 'NH농협은행'],
  ['003', 'IBK기업은행'],
  ['023', 'SC제일은행'],
  ['027', '한국씨티은행'],
  ['031', '아이엠뱅크'],
  ['032', '부산은행'],
  ['034', '광주은행'],
  ['035', '제주은행'],
  ['037', '전북은행'],
  ['039', '경남은행'],
  ['045', '새마을금고'],
  ['048', '신협'],
  ['071', '우체국'],
  ['089', '케이뱅크'],
  ['090', '카카오뱅크'],
  ['092', '토스뱅크'],
] as const;

/** Provinces and metropolitan cities with their administrative codes. */
const REGIONS = [
  ['11', '서울특별시'],
  ['26', '부산광역시'],
  ['27', '대구광역시'],
  ['28', '인천광역시'],
  ['29', '광주광역시'],
  ['30', '대전광역시'],
  ['31', '울산광역시'],
  ['36', '세종특별자치시'],
  ['41', '경기도'],
  ['43', '충청북도'],
  ['44', '충청남도'],
  ['46', '전라남도'],
  ['47', '경상북도'],
  ['48', '경상남도'],
  ['50', '제주특별자치도'],
  ['51', '강원특별자치도'],
  ['52', '전북특별자치도'],
] as const;

const EMAIL_DOMAINS = [
  'naver.com',
  'gmail.com',
  'daum.net',
  'hanmail.net',
  'kakao.com',
  'nate.com',
  'hotmail.com',
];
const PHONE_PREFIXES = ['010', '011', '016', '017', '018', '019'];

/**
 * Every code group the screens ask for. Groups only the back office uses (authority, sign status, company type)
 * are hidden from mobile; banks stay visible because mobile refunds need them (domain MOBILE_CODE_GROUPS).
 */
export function referenceCodes(): CodeRow[] {
  const sol = SOLUTION_CODE;
  const shared = PLATFORM_SOLUTION_CODE;
  return [
    ...group(CODE_GROUP.useYn, sol, [
      ['Y', '사용'],
      ['N', '사용안함'],
    ]),
    ...group(
      CODE_GROUP.authority,
      sol,
      ALL_AUTH_CDS.map((authCd) => [authCd, ROLE_NAME[authCd]] as const),
      'N',
    ),
    ...group(CODE_GROUP.gender, sol, [
      ['01', '남성'],
      ['02', '여성'],
    ]),
    ...group(
      CODE_GROUP.signStatus,
      sol,
      [
        ['01', '임시저장'],
        ['02', '등록신청'],
        ['03', '승인'],
        ['04', '반려'],
        ['05', '삭제'],
      ],
      'N',
    ),
    ...group(
      CODE_GROUP.companyType,
      sol,
      [
        ['01', '운영사'],
        ['02', '고객사'],
        ['03', '공급사'],
      ],
      'N',
    ),
    ...group(
      CODE_GROUP.groupType,
      sol,
      Object.entries(GROUP_TYPE_LABEL).map(([cd, nm]) => [cd, nm] as const),
      'N',
    ),
    ...group(
      CODE_GROUP.solution,
      sol,
      SOLUTIONS.map((s) => [s.solCd, s.solNm] as const),
      'N',
    ),
    ...group(CODE_GROUP.category, sol, CATEGORY_LEVEL1),
    ...group(CODE_GROUP.deliveryStatus, sol, Object.entries(DELIVERY_STATUS_LABEL)),
    ...group(CODE_GROUP.orderStatus, sol, Object.entries(ORDER_STATUS_LABEL)),
    ...group(CODE_GROUP.carrier, sol, Object.entries(CARRIERS)),
    ...group(CODE_GROUP.eventStatus, sol, Object.entries(EVENT_STATUS_LABEL)),
    ...group(
      CODE_GROUP.deliveryMemo,
      sol,
      DELIVERY_MEMO_PRESETS.map((memo, i) => [String(i + 1).padStart(2, '0'), memo] as const),
    ),
    ...group(CODE_GROUP.selectType, sol, [
      [SELECT_TYPE.single, '단일선택'],
      [SELECT_TYPE.multiple, '복수선택'],
    ]),
    ...group(
      CODE_GROUP.emailDomain,
      shared,
      EMAIL_DOMAINS.map((domain, i) => [String(i + 1).padStart(2, '0'), domain] as const),
    ),
    ...group(
      CODE_GROUP.phonePrefix,
      shared,
      PHONE_PREFIXES.map((prefix) => [prefix, prefix] as const),
    ),
    ...group(CODE_GROUP.bank, shared, BANKS),
    ...group(CODE_GROUP.region, shared, REGIONS),
  ];
}

/** Names of the code groups above, for the code tables admin screen. */
const CODE_GROUP_NAMES: readonly (readonly [string, string, string])[] = [
  [CODE_GROUP.useYn, SOLUTION_CODE, '사용여부'],
  [CODE_GROUP.authority, SOLUTION_CODE, '권한'],
  [CODE_GROUP.gender, SOLUTION_CODE, '성별'],
  [CODE_GROUP.signStatus, SOLUTION_CODE, '등록상태'],
  [CODE_GROUP.companyType, SOLUTION_CODE, '회사유형'],
  [CODE_GROUP.groupType, SOLUTION_CODE, '그룹유형'],
  [CODE_GROUP.solution, SOLUTION_CODE, '솔루션'],
  [CODE_GROUP.category, SOLUTION_CODE, '카테고리'],
  [CODE_GROUP.deliveryStatus, SOLUTION_CODE, '배송상태'],
  [CODE_GROUP.orderStatus, SOLUTION_CODE, '주문상태'],
  [CODE_GROUP.carrier, SOLUTION_CODE, '택배사'],
  [CODE_GROUP.eventStatus, SOLUTION_CODE, '이벤트상태'],
  [CODE_GROUP.deliveryMemo, SOLUTION_CODE, '배송메모'],
  [CODE_GROUP.selectType, SOLUTION_CODE, '선택방식'],
  [CODE_GROUP.emailDomain, PLATFORM_SOLUTION_CODE, '이메일 도메인'],
  [CODE_GROUP.phonePrefix, PLATFORM_SOLUTION_CODE, '휴대폰 국번'],
  [CODE_GROUP.bank, PLATFORM_SOLUTION_CODE, '은행'],
  [CODE_GROUP.region, PLATFORM_SOLUTION_CODE, '지역'],
];

export const referenceCodeGroups = (): (typeof codeGroup.$inferInsert)[] =>
  CODE_GROUP_NAMES.map(([cdGrup, solCd, cdGrupNm]) => ({ cdGrup, solCd, cdGrupNm }));

// ---------------------------------------------------------------------------------------------------------------
// Categories (three levels: '07' > '0701' > '070101')

type CategoryNode = { cd: string; nm: string; children?: readonly CategoryNode[] };

const SUBCATEGORIES: Record<string, readonly CategoryNode[]> = {
  '01': [
    { cd: '0101', nm: '과일·채소' },
    { cd: '0102', nm: '정육·수산' },
    { cd: '0103', nm: '간편식·가공식품' },
    { cd: '0104', nm: '커피·차·음료' },
  ],
  '02': [
    { cd: '0201', nm: '건강기능식품' },
    { cd: '0202', nm: '홍삼·인삼' },
    { cd: '0203', nm: '헬스케어기기' },
  ],
  '03': [
    { cd: '0301', nm: '스킨케어' },
    { cd: '0302', nm: '향수·바디' },
    { cd: '0303', nm: '헤어케어' },
  ],
  '04': [
    { cd: '0401', nm: '생활용품' },
    { cd: '0402', nm: '침구·홈패브릭' },
    { cd: '0403', nm: '욕실용품' },
  ],
  '05': [
    { cd: '0501', nm: '조리도구' },
    { cd: '0502', nm: '식기·보관용기' },
    { cd: '0503', nm: '주방소형가전' },
  ],
  '06': [
    { cd: '0601', nm: '생활가전' },
    { cd: '0602', nm: '계절가전' },
    { cd: '0603', nm: '뷰티가전' },
  ],
  '07': [
    {
      cd: '0701',
      nm: '스마트기기',
      children: [
        { cd: '070101', nm: '스마트워치' },
        { cd: '070102', nm: '태블릿·전자책' },
      ],
    },
    {
      cd: '0702',
      nm: '음향기기',
      children: [
        { cd: '070201', nm: '무선이어폰' },
        { cd: '070202', nm: '블루투스스피커' },
      ],
    },
    { cd: '0703', nm: '컴퓨터주변기기' },
  ],
  '08': [
    { cd: '0801', nm: '가방·지갑' },
    { cd: '0802', nm: '시계·주얼리' },
    { cd: '0803', nm: '의류·잡화' },
  ],
  '09': [
    { cd: '0901', nm: '캠핑' },
    { cd: '0902', nm: '골프' },
    { cd: '0903', nm: '피트니스' },
  ],
  '10': [
    { cd: '1001', nm: '완구·교구' },
    { cd: '1002', nm: '유아용품' },
  ],
  '11': [
    { cd: '1101', nm: '문구·오피스' },
    { cd: '1102', nm: '도서' },
  ],
  '12': [
    { cd: '1201', nm: '모바일상품권' },
    { cd: '1202', nm: '외식·카페 쿠폰' },
  ],
  '13': [{ cd: '1301', nm: '기타' }],
};

function categoryRows(): (typeof category.$inferInsert)[] {
  const rows: (typeof category.$inferInsert)[] = [];
  const visit = (node: CategoryNode, parentCd: string | null, level: number, seqNo: number) => {
    rows.push({ categoryCd: node.cd, categoryNm: node.nm, parentCd, level, seqNo });
    node.children?.forEach((child, i) => {
      visit(child, node.cd, level + 1, i + 1);
    });
  };
  CATEGORY_LEVEL1.forEach(([cd, nm], i) => {
    visit({ cd, nm, children: SUBCATEGORIES[cd] ?? [] }, null, 1, i + 1);
  });
  return rows;
}

// ---------------------------------------------------------------------------------------------------------------
// Event templates (themes). 13 and 14 are hidden on the landing site (HIDDEN_THEME_CODES).

export const EVENT_TEMPLATES: (typeof eventTemplate.$inferInsert)[] = (
  [
    ['교육', OCCASION.encouragement],
    ['생일', OCCASION.personal],
    ['결혼', OCCASION.personal],
    ['출산', OCCASION.personal],
    ['입학', OCCASION.personal],
    ['수능', OCCASION.personal],
    ['승진·전보', OCCASION.encouragement],
    ['해외출장', OCCASION.encouragement],
    ['복직', OCCASION.encouragement],
    ['퇴직', OCCASION.encouragement],
    ['명절', OCCASION.company],
    ['창립기념일', OCCASION.company],
    ['내부용', null],
    ['테스트', null],
    // Appended, never renumbered: a theme's number is its landing code and events keep it.
    ['연말 감사', OCCASION.company],
  ] as const
).map(([tempNm, occasionCd], i) => ({ tempSn: i + 1, tempNm, seqNo: i + 1, occasionCd }));

// ---------------------------------------------------------------------------------------------------------------
// Default product image

const DEFAULT_IMAGE_KEY = `system/${DEFAULT_PRODUCT_IMAGE_ID}.svg`;

/** Writes the placeholder only when the stored bytes are missing, so a start costs one read. */
async function ensureDefaultImage(db: Db, storage: FileStorage): Promise<void> {
  const bytes = Buffer.from(placeholderImageSvg(), 'utf8');
  if (!(await storage.read(DEFAULT_IMAGE_KEY))) await storage.put(DEFAULT_IMAGE_KEY, bytes);
  await db
    .insert(storedFile)
    .values({
      fileId: DEFAULT_PRODUCT_IMAGE_ID,
      originalName: 'default-product.svg',
      contentType: 'image/svg+xml',
      byteSize: bytes.length,
      storageKey: DEFAULT_IMAGE_KEY,
    })
    .onConflictDoNothing();
}
