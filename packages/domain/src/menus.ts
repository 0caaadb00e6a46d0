import { type AuthCd, OPERATOR_ADMIN, RECIPIENT_ROLES, VENDOR_GROUP } from './roles';
import { SCREEN_ACCESS, type ScreenName } from './route-access';

/**
 * The back-office menus (menuMaster, spec §6 Menu access), made from the screen table: an item names a screen,
 * and its urlLink is that screen's path up to its first parameter. The API writes these rows at every start
 * (reference-data sync, decision 048), so a change here reaches every installation.
 *
 * Menu ids are '<set><group>' for headers and '<set><group><item>' for items ('ADM06', 'ADM0601'). New groups and
 * items are appended so the ids seeded before stay the same.
 */
export type MenuItem = {
  readonly nm: string;
  readonly screen: ScreenName;
  /** A screen reached from a menu (detail, apply...), not shown in it: it grants access only. */
  readonly hidden?: true;
  /** A shorter link than the screen's own, covering its sibling screens too ('/event/test' covers all test screens). */
  readonly link?: string;
};
export type MenuGroup = { readonly nm: string; readonly items: readonly MenuItem[] };
export type MenuSet = {
  readonly prefix: string;
  readonly authCds: readonly AuthCd[];
  readonly groups: readonly MenuGroup[];
};

const item = (nm: string, screen: ScreenName): MenuItem => ({ nm, screen });
const hiddenItem = (nm: string, screen: ScreenName, link?: string): MenuItem =>
  link ? { nm, screen, hidden: true, link } : { nm, screen, hidden: true };

const SERVICE_CENTER_BOARDS = [item('공지사항', 'notify'), item('FAQ', 'faq')];
/** One-to-one questions, appended after the boards so the menu ids seeded before stay the same. */
const QNA_ITEM = item('1:1 문의', 'qnaList');
const SERVICE_CENTER: MenuGroup = { nm: '고객센터', items: [...SERVICE_CENTER_BOARDS, QNA_ITEM] };

/** Occasions that send themselves (decision 036): the rules, the next 30 days and the employees' requests. */
const OCCASIONS: MenuGroup = {
  nm: '경조사',
  items: [
    item('경조사 예정', 'occasionUpcoming'),
    item('경조사 규칙', 'occasionList'),
    hiddenItem('경조사 규칙 설정', 'occasionSave'),
    item('경조사 신청', 'occasionLifeEvents'),
  ],
};

/** Money in and out (decision 037): operators see both ledgers and the margins. */
const SETTLEMENT: MenuGroup = {
  nm: '정산',
  items: [
    item('고객사 청구', 'settlementClientList'),
    hiddenItem('청구서 상세', 'settlementClientDetail'),
    item('공급사 정산', 'settlementVendorList'),
    hiddenItem('정산서 상세', 'settlementVendorDetail'),
    item('마진 분석', 'settlementMargin'),
  ],
};

/** Other systems (decision 038): API keys, webhooks, SSO with SCIM. Operators pick the company. */
const INTEGRATION: MenuGroup = {
  nm: '연동',
  items: [
    item('API 키', 'integrationApiKeyList'),
    item('웹훅', 'integrationWebhookList'),
    item('SSO·프로비저닝', 'integrationIdentity'),
    item('메신저', 'integrationMessenger'),
  ],
};

/** The tax ledger (decision 051): each employee's gifts as VAT deemed supply and 근로소득, and the rules behind it. */
const TAX: MenuGroup = {
  nm: '세무',
  items: [
    item('세무 원장', 'taxLedger'),
    hiddenItem('임직원 세무 상세', 'taxEmployee'),
    item('세무 규칙', 'taxRules'),
  ],
};

export const MENU_SETS: readonly MenuSet[] = [
  {
    prefix: 'ADM',
    authCds: OPERATOR_ADMIN,
    groups: [
      { nm: '대시보드', items: [item('대시보드', 'dashBoardEtners')] },
      {
        nm: '회사관리',
        items: [
          item('회사 관리', 'companyList'),
          item('그룹 관리', 'manageGroupList'),
          // The group edit screen's path has no list/save/detail segment, so the menu check needs it named.
          hiddenItem('그룹 수정', 'manageGroupEdit'),
        ],
      },
      { nm: '사용자관리', items: [item('사용자 관리', 'userList')] },
      { nm: '상품관리', items: [item('상품 관리', 'goodsList')] },
      {
        nm: '이벤트관리',
        items: [
          item('이벤트 내역', 'eventHistory'),
          item('테마 관리', 'eventTheme'),
          item('큐레이션 상품', 'eventCurationProd'),
          item('메시지 카드', 'eventCard'),
          item('만족도 평가', 'eventEvaluation'),
          hiddenItem('이벤트 상세', 'eventDetail'),
          hiddenItem('이벤트 설정', 'eventSettingSave'),
          hiddenItem('이벤트 상품 상세', 'eventProdDetail'),
          // spec §2 test-mode gift screens (/event/test/...): reached from the event detail.
          hiddenItem('이벤트 테스트 모드', 'eventTestList', '/event/test'),
        ],
      },
      {
        nm: '배송관리',
        items: [
          item('배송 관리', 'deliveryManagedList'),
          item('결제 관리', 'deliveryPayment'),
          item('배송 신청', 'deliveryApply'),
          item('출고 관리', 'deliveryRelease'),
          item('반품·교환 관리', 'deliveryReturnManaged'),
          item('미신청자 관리', 'deliveryNotApply'),
        ],
      },
      // Operator admins also read the landing site's inquiries; appended, so other menu ids stay.
      { ...SERVICE_CENTER, items: [...SERVICE_CENTER_BOARDS, item('도입 문의', 'inquiryList'), QNA_ITEM] },
      // Code tables and the personal-data access log; appended for the same reason.
      {
        nm: '시스템관리',
        items: [item('코드 관리', 'codeList'), item('개인정보 접근기록', 'accessLogList')],
      },
      // Fulfilment and return requests; appended for the same reason.
      {
        nm: '주문배송',
        items: [item('주문 내역', 'deliveryOrder'), item('반품·교환 신청', 'deliveryReturn')],
      },
      OCCASIONS,
      SETTLEMENT,
      INTEGRATION,
      TAX,
    ],
  },
  {
    prefix: 'EMP',
    authCds: RECIPIENT_ROLES,
    groups: [
      {
        nm: '선물신청',
        items: [item('선물 신청', 'giftList'), hiddenItem('선물 신청서', 'giftApply', '/gift/giftSelect')],
      },
      { nm: '장바구니', items: [item('장바구니', 'cartList')] },
      {
        nm: '주문배송',
        // Their own return and exchange requests on a desktop; a new item id, so ids seeded before stay.
        items: [item('주문·배송 조회', 'deliveryOrder'), item('반품·교환 내역', 'deliveryReturn')],
      },
      SERVICE_CENTER,
    ],
  },
  {
    prefix: 'CLM',
    authCds: ['25'],
    groups: [
      { nm: '대시보드', items: [item('대시보드', 'dashBoardClient')] },
      {
        nm: '그룹관리',
        items: [item('그룹 관리', 'clientManageGroupList'), hiddenItem('그룹 수정', 'clientManageGroupEdit')],
      },
      { nm: '사용자관리', items: [item('사용자 관리', 'clientUserList')] },
      {
        nm: '이벤트',
        items: [
          item('이벤트 내역', 'eventHistory'),
          hiddenItem('이벤트 상세', 'eventDetail'),
          item('만족도 평가', 'eventEvaluation'),
        ],
      },
      {
        nm: '주문배송',
        items: [
          item('주문·배송 조회', 'deliveryOrder'),
          item('미신청자 조회', 'deliveryNotApply'),
          item('반품·교환', 'deliveryReturn'),
        ],
      },
      SERVICE_CENTER,
      OCCASIONS,
      // Their company's monthly bills, read only (decision 037).
      {
        nm: '정산',
        items: [
          item('월별 청구서', 'settlementClientList'),
          hiddenItem('청구서 상세', 'settlementClientDetail'),
        ],
      },
      INTEGRATION,
      TAX,
    ],
  },
  {
    prefix: 'VND',
    authCds: VENDOR_GROUP,
    groups: [
      { nm: '상품관리', items: [item('상품 관리', 'vendorGoodsList')] },
      // Returns of their own goods to collect and re-ship; appended, so the ids seeded before stay.
      {
        nm: '주문배송',
        items: [item('주문·배송 조회', 'deliveryOrder'), item('반품·교환', 'deliveryReturn')],
      },
      SERVICE_CENTER,
      // Their monthly statements, with the confirm (decision 037).
      {
        nm: '정산',
        items: [
          item('정산 내역', 'settlementVendorList'),
          hiddenItem('정산서 상세', 'settlementVendorDetail'),
        ],
      },
    ],
  },
  {
    prefix: 'PTM',
    authCds: ['05'],
    groups: [{ nm: '주문배송', items: [item('주문·배송 조회', 'deliveryOrder')] }, SERVICE_CENTER],
  },
];

/** A screen's menu link: its path up to its first parameter ('/event/detail/:cmpyCd/:eventSn' -> '/event/detail'). */
export function menuLinkOf(menuItem: MenuItem): string {
  if (menuItem.link) return menuItem.link;
  const path: string = SCREEN_ACCESS[menuItem.screen].path;
  const cut = path.indexOf('/:');
  return cut < 0 ? path : path.slice(0, cut);
}

export type MenuRow = {
  menuId: string;
  menuNm: string;
  urlLink: string;
  upperMenuId: string | null;
  seqNo: number;
  displayYn: 'Y' | 'N';
  authCds: readonly AuthCd[];
};

/**
 * The rows of menu and menu_auth. seqNo is group * 100 + item, so ordering by seqNo alone (as the login query does)
 * lists each header before its items. A header links to its first item.
 */
export function menuRows(): MenuRow[] {
  return MENU_SETS.flatMap(({ prefix, authCds, groups }) =>
    groups.flatMap((group, g) => {
      const headerId = `${prefix}${String(g + 1).padStart(2, '0')}`;
      const groupSeq = (g + 1) * 100;
      const header: MenuRow = {
        menuId: headerId,
        menuNm: group.nm,
        urlLink: menuLinkOf(group.items[0]!),
        upperMenuId: null,
        seqNo: groupSeq,
        displayYn: 'Y',
        authCds,
      };
      return [
        header,
        ...group.items.map(
          (menuItem, i): MenuRow => ({
            menuId: `${headerId}${String(i + 1).padStart(2, '0')}`,
            menuNm: menuItem.nm,
            urlLink: menuLinkOf(menuItem),
            upperMenuId: headerId,
            seqNo: groupSeq + i + 1,
            displayYn: menuItem.hidden ? 'N' : 'Y',
            authCds,
          }),
        ),
      ];
    }),
  );
}

/** The menus a role's login returns (menuMaster), as the login query reads them. */
export const menuRowsOf = (authCd: AuthCd): MenuRow[] => menuRows().filter((r) => r.authCds.includes(authCd));
