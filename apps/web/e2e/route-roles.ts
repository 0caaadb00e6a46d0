import { paths } from '../src/config/paths';

/**
 * Every route of spec §2 (every entry of config/paths.ts), with concrete parameters from the demo data and the
 * demo logins that may open it (the screen table, packages/domain route-access.ts, with its menus in menus.ts),
 * at the viewports the spec gives it. accessibility.spec.ts
 * opens each one as each of its logins; its first test fails when a path of paths.ts has no entry here.
 *
 * Parameters are rows the demo seed writes in a fixed order (apps/api/src/db/demo-data), so their numbers are
 * stable: the running event 1 '2026 연말 감사 선물' of CLI001, its product 283, the order 72 of emp0022 (delivered,
 * with the exchange request 8), demo-paid's failed card payment of order 237, and so on. A number that no longer
 * points at a row shows up as a redirect or an alert in the test, not as a silently empty screen.
 */

/** Who opens a route: a demo login (password Demo1234!) or nobody signed in. */
export type Login =
  | 'anonymous'
  | 'demo-admin'
  | 'demo-opmanager'
  | 'demo-operator'
  | 'demo-client'
  | 'demo-employee'
  | 'demo-vendor'
  | 'demo-parttimer'
  | 'emp0022'
  | 'demo-paid';

/** The role (authCd) of each login, for the report. */
export const ROLE_OF: Record<Login, string> = {
  anonymous: '-',
  'demo-admin': '99999',
  'demo-opmanager': '15',
  'demo-operator': '10',
  'demo-client': '25',
  'demo-employee': '20',
  'demo-vendor': '30',
  'demo-parttimer': '05',
  // A client employee with delivered orders and an exchange request (order 72 of event 1, refund 8).
  emp0022: '20',
  // A client employee of the premium event: a paid order (235), a cancelled one (236), a declined payment (237).
  'demo-paid': '20',
};

export type Viewport = 'desktop' | 'mobile';
const DESK: readonly Viewport[] = ['desktop'];
const PHONE: readonly Viewport[] = ['mobile'];
const BOTH: readonly Viewport[] = ['desktop', 'mobile'];

type PathKey = keyof typeof paths;
type Param = string | number | (() => string);

export type RouteCase = {
  route: PathKey;
  params?: readonly Param[];
  /** A query string the screen needs (LandingProdDetail takes prodSn there). */
  query?: string;
  who: readonly Login[];
  at: readonly Viewport[];
  /**
   * A route that only redirects (section roots, '/', old names): checked where it lands, through that entry.
   * The text says where it goes.
   */
  redirects?: string;
  /** Where the screen settles when it is not its own path (a form that needs an earlier step sends you there). */
  lands?: string;
  /** A screen reached only by a step before it (a choice in this session): what the test does to get there. */
  reach?: string;
};

// Role sets, named after spec §6.
const ADMINS: readonly Login[] = ['demo-admin', 'demo-opmanager'];
const RECIPIENTS: readonly Login[] = ['demo-operator', 'demo-employee'];
/** Every signed-in role: the service centre and my page are in every menu set (menu-free paths, spec §6). */
const SIGNED_IN: readonly Login[] = [
  'demo-admin',
  'demo-opmanager',
  'demo-operator',
  'demo-client',
  'demo-employee',
  'demo-vendor',
  'demo-parttimer',
];
/** The '주문배송' menu: every signed-in role has '/delivery/order' (the recipients see their own orders). */
const ORDER_LIST: readonly Login[] = SIGNED_IN;
const ANON: readonly Login[] = ['anonymous'];

/** The month before this one as yyyymm: the demo seed's draft bills and statements (decision 037). */
export const lastMonth = (): string => {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() - 1);
  return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}`;
};

/** This year as yyyy: the tax ledger's default year (decision 051). */
export const thisYear = (): string => String(new Date().getFullYear());

// Demo rows (see the top comment).
const EVENT = 1; // '2026 연말 감사 선물', CLI001, running, one gift each
const PROD = 283; // a gift of event 1
const ORDER = 72; // emp0022's delivered order of event 1 (ordSn = estiSn = estiItemSn)
const REFUND = 8; // emp0022's exchange request of order 72
const PAID_ORDER = 235; // demo-paid's delivered, card-paid order
const FAILED_ORDER = 237; // demo-paid's declined card payment
const FAILED_OID = 'P237TDEMO3';
const ADMIN_REFUND = [78, 78, 1] as const; // the first return of the operator's return list

export const ROUTE_CASES: readonly RouteCase[] = [
  { route: 'home', who: SIGNED_IN, at: DESK, redirects: "the role's home (spec §2 entry rules)" },
  { route: 'systemNotice', who: SIGNED_IN, at: DESK, redirects: "'/'" },

  // Public or pre-login routes: the landing site (desktop and phone)
  { route: 'introMain', who: ANON, at: BOTH },
  { route: 'introService', who: ANON, at: BOTH },
  { route: 'introContact', who: ANON, at: BOTH },
  { route: 'introProdListCategory', who: ANON, at: BOTH },
  { route: 'introProdListTheme', who: ANON, at: BOTH },
  { route: 'introProdDetail', query: `prodSn=${PROD}`, who: ANON, at: BOTH },
  // Device check, login and account
  { route: 'checkDevice', who: ANON, at: DESK, redirects: "'/login' on a desktop" },
  { route: 'login', who: ANON, at: DESK },
  { route: 'ssoComplete', who: ANON, at: DESK },
  // The company sign-in needs its identity provider's reply; opened cold it goes to the login form.
  { route: 'sLogin', who: ANON, at: DESK, lands: '/login' },
  { route: 'findAccount', who: ANON, at: DESK },
  { route: 'signUp', who: ANON, at: DESK },
  { route: 'vendorApplyForm', params: [0], who: ANON, at: DESK },
  { route: 'vendorApplySuccess', who: ANON, at: DESK },
  // Both forms belong to a login that must change its password first: opened cold they go to the login form.
  // accessibility.spec.ts also checks the first-login forms as a reset account lands on them.
  { route: 'firstLoginForm', who: ANON, at: DESK, lands: '/login' },
  { route: 'changePassword', who: ANON, at: DESK, lands: '/login' },
  { route: 'notFound', who: ANON, at: DESK },

  // Gift, cart and my page (desktop): the recipients' menu; my page, cart, satisfaction and prod-ready are
  // menu-free (spec §6) but only recipients have a gift to show there
  { route: 'gift', who: RECIPIENTS, at: DESK, redirects: '/gift/list' },
  { route: 'giftList', who: RECIPIENTS, at: DESK },
  { route: 'giftDetail', params: [PROD, EVENT, 1, '01'], who: ['demo-employee'], at: DESK },
  // The apply form belongs to a choice made in this session: the test chooses a gift first.
  { route: 'giftApply', reach: 'choose a gift on the gift list', who: ['demo-paid'], at: DESK },
  { route: 'giftApplyFail', params: [FAILED_ORDER], who: ['demo-paid'], at: DESK },
  // A declined payment: the waiting page hands over to the fail page at once.
  {
    route: 'giftApplyWaiting',
    params: [FAILED_ORDER, FAILED_OID],
    who: ['demo-paid'],
    at: DESK,
    lands: `/gift/giftSelect/apply/fail/${FAILED_ORDER}`,
  },
  { route: 'giftOrderHistory', params: [EVENT, ORDER, ORDER], who: ['emp0022'], at: DESK },
  { route: 'giftSati', who: RECIPIENTS, at: DESK },
  // Event 5 opens later: its gifts are shown as 'being prepared'.
  { route: 'giftProdReady', query: 'eventSn=5', who: ['demo-employee'], at: DESK },
  { route: 'cartList', who: RECIPIENTS, at: DESK },
  { route: 'myPageDetail', params: [0], who: SIGNED_IN, at: DESK },
  { route: 'myPageUserInfoSave', who: SIGNED_IN, at: DESK },

  // Company
  {
    route: 'company',
    who: [...ADMINS, 'demo-client'],
    at: DESK,
    redirects: 'the role’s group or company list',
  },
  { route: 'companyList', who: ADMINS, at: DESK },
  { route: 'companyDetail', params: ['CLI001', 0], who: ADMINS, at: DESK },
  { route: 'companySave', who: ADMINS, at: DESK },
  { route: 'companyEdit', params: ['CLI001', 0], who: ADMINS, at: DESK },
  { route: 'companySaveForAnotherSol', params: ['CLI001'], who: ADMINS, at: DESK },
  { route: 'manageGroup', who: [...ADMINS, 'demo-client'], at: DESK, redirects: 'the role’s group list' },
  { route: 'manageGroupList', who: ADMINS, at: DESK },
  { route: 'manageGroupDetail', params: ['CLI001', 'G01'], who: ADMINS, at: DESK },
  { route: 'manageGroupSave', who: ADMINS, at: DESK },
  { route: 'manageGroupEdit', params: ['CLI001', 'G01'], who: ADMINS, at: DESK },
  { route: 'clientManageGroupList', who: ['demo-client'], at: DESK },
  { route: 'clientManageGroupDetail', params: ['CLI001', 'G01'], who: ['demo-client'], at: DESK },
  { route: 'clientManageGroupEdit', params: ['CLI001', 'G01'], who: ['demo-client'], at: DESK },

  // User
  { route: 'user', who: [...ADMINS, 'demo-client'], at: DESK, redirects: 'the role’s user list' },
  { route: 'userList', who: ADMINS, at: DESK },
  { route: 'userDetail', params: ['U000022', 'user'], who: ADMINS, at: DESK },
  { route: 'userSave', who: ADMINS, at: DESK },
  { route: 'userEdit', params: ['U000022', 'user'], who: ADMINS, at: DESK },
  { route: 'clientUserList', who: ['demo-client'], at: DESK },
  { route: 'clientUserDetail', params: ['U000022', 'user'], who: ['demo-client'], at: DESK },

  // Goods
  { route: 'goods', who: [...ADMINS, 'demo-vendor'], at: DESK, redirects: 'the role’s goods list' },
  { route: 'goodsList', who: ADMINS, at: DESK },
  { route: 'goodsDetail', params: [PROD], who: ADMINS, at: DESK },
  { route: 'goodsSave', params: [PROD, 'Y'], who: ADMINS, at: DESK },
  { route: 'vendorGoodsList', who: ['demo-vendor'], at: DESK },
  { route: 'vendorGoodsDetail', params: [246], who: ['demo-vendor'], at: DESK },
  { route: 'vendorGoodsSave', params: [0, 'N', '00'], who: ['demo-vendor'], at: DESK },

  // Event
  { route: 'event', who: [...ADMINS, 'demo-client'], at: DESK, redirects: '/event/history' },
  { route: 'eventTheme', who: ADMINS, at: DESK },
  { route: 'eventCurationProd', who: ADMINS, at: DESK },
  { route: 'eventCard', who: ADMINS, at: DESK },
  { route: 'eventHistory', who: [...ADMINS, 'demo-client'], at: DESK },
  { route: 'eventEvaluation', who: [...ADMINS, 'demo-client'], at: DESK },
  { route: 'eventDetail', params: ['CLI001', EVENT], who: [...ADMINS, 'demo-client'], at: DESK },
  { route: 'eventSend', params: ['CLI001', EVENT], who: ADMINS, at: DESK },
  { route: 'eventSettingSave', params: ['CLI001', EVENT, 'detail'], who: ADMINS, at: DESK },
  { route: 'eventProdDetail', params: [PROD], who: ADMINS, at: DESK },
  { route: 'eventTestList', params: [EVENT], who: ADMINS, at: DESK },
  { route: 'eventTestDetail', params: [PROD, EVENT, 1, '01'], who: ADMINS, at: DESK },
  { route: 'eventTestApply', reach: 'choose a gift in the test mode', who: ADMINS, at: DESK },
  { route: 'eventTestOrderHistory', params: [EVENT, ORDER, ORDER], who: ADMINS, at: DESK },

  // Delivery
  { route: 'delivery', who: SIGNED_IN, at: DESK, redirects: 'the managed list or the order list' },
  { route: 'deliveryPayment', who: ADMINS, at: DESK },
  { route: 'deliveryPaymentDetail', params: [PAID_ORDER], who: ADMINS, at: DESK },
  { route: 'deliveryApply', who: ADMINS, at: DESK },
  { route: 'deliveryApplyDetail', params: [265], who: ADMINS, at: DESK },
  { route: 'deliveryApplyList', who: [...ADMINS, 'demo-client'], at: DESK, redirects: '/delivery/notApply' },
  { route: 'deliveryRelease', who: ADMINS, at: DESK },
  { route: 'deliveryReleaseDetail', params: [ORDER, ORDER], who: ADMINS, at: DESK },
  { route: 'deliveryOrder', who: ORDER_LIST, at: DESK },
  {
    route: 'deliveryOrderDetail',
    params: [ORDER, ORDER],
    who: ['demo-admin', 'demo-opmanager', 'emp0022'],
    at: DESK,
  },
  { route: 'deliveryOrderSave', params: [ORDER], who: ['emp0022'], at: DESK },
  { route: 'deliveryOrderCardMemo', params: [EVENT, ORDER], who: ['emp0022'], at: DESK },
  { route: 'deliveryOrderCancel', params: [ORDER], who: ['emp0022'], at: DESK },
  { route: 'deliveryOrderReturn', params: [PAID_ORDER, PAID_ORDER, 'Card'], who: ['demo-paid'], at: DESK },
  {
    route: 'deliveryOrderReturnEdit',
    params: [ORDER, ORDER, 'NONE', 'EXCHANGE', REFUND, 'edit'],
    who: ['emp0022'],
    at: DESK,
  },
  { route: 'deliveryManagedList', who: ADMINS, at: DESK },
  { route: 'deliveryManagedDetail', params: [ORDER, ORDER], who: ADMINS, at: DESK },
  { route: 'deliveryReturn', who: [...ADMINS, 'demo-client', 'emp0022'], at: DESK },
  {
    route: 'deliveryReturnDetail',
    params: [ORDER, ORDER, REFUND],
    who: ['demo-admin', 'demo-opmanager', 'emp0022'],
    at: DESK,
  },
  { route: 'deliveryReturnManaged', who: ADMINS, at: DESK },
  { route: 'deliveryReturnManagedDetail', params: ADMIN_REFUND, who: ADMINS, at: DESK },
  { route: 'deliveryNotApply', who: [...ADMINS, 'demo-client'], at: DESK },
  { route: 'deliveryNotApplySelect', params: ['CLI001', EVENT], who: [...ADMINS, 'demo-client'], at: DESK },

  // Service centre: in every menu set
  { route: 'serviceCenter', who: SIGNED_IN, at: DESK, redirects: '/serviceCenter/notify' },
  { route: 'notify', who: SIGNED_IN, at: DESK },
  { route: 'notifySave', params: [1], who: ADMINS, at: DESK },
  { route: 'notifyDetail', params: [1], who: SIGNED_IN, at: DESK },
  { route: 'faq', who: SIGNED_IN, at: DESK },
  { route: 'faqSave', params: ['Y', 1], who: ADMINS, at: DESK },
  { route: 'inquiryList', who: ADMINS, at: DESK },
  { route: 'qnaList', who: SIGNED_IN, at: DESK },
  { route: 'qnaSave', who: SIGNED_IN, at: DESK },
  // The demo seed has no question: the test writes one first (fixtures).
  { route: 'qnaDetail', params: [() => String(fixtures.qnaSn)], who: [...ADMINS, 'emp0022'], at: DESK },

  // System
  { route: 'codeList', who: ADMINS, at: DESK },
  { route: 'accessLogList', who: ADMINS, at: DESK },

  // Dashboards
  { route: 'dashBoardEtners', who: ADMINS, at: DESK },
  { route: 'dashBoardClient', who: ['demo-client'], at: DESK },

  // Occasions (decision 036)
  { route: 'occasionList', who: [...ADMINS, 'demo-client'], at: DESK },
  { route: 'occasionSave', params: ['CLI001', 1], who: [...ADMINS, 'demo-client'], at: DESK },
  { route: 'occasionUpcoming', who: [...ADMINS, 'demo-client'], at: DESK },
  { route: 'occasionLifeEvents', who: [...ADMINS, 'demo-client'], at: DESK },

  // Settlement (decision 037)
  { route: 'settlementClientList', who: [...ADMINS, 'demo-client'], at: DESK },
  {
    route: 'settlementClientDetail',
    params: ['CLI001', lastMonth],
    who: [...ADMINS, 'demo-client'],
    at: DESK,
  },
  { route: 'settlementVendorList', who: [...ADMINS, 'demo-vendor'], at: DESK },
  { route: 'settlementVendorDetail', params: [1, lastMonth], who: [...ADMINS, 'demo-vendor'], at: DESK },
  { route: 'settlementMargin', who: ADMINS, at: DESK },

  // Integrations (decision 038)
  { route: 'integrationApiKeyList', who: [...ADMINS, 'demo-client'], at: DESK },
  { route: 'integrationWebhookList', who: [...ADMINS, 'demo-client'], at: DESK },
  { route: 'integrationIdentity', who: [...ADMINS, 'demo-client'], at: DESK },
  { route: 'integrationMessenger', who: [...ADMINS, 'demo-client'], at: DESK },

  // Tax ledger (decision 051): emp0022 (U000022) of CLI001, this year
  { route: 'taxLedger', who: [...ADMINS, 'demo-client'], at: DESK },
  { route: 'taxEmployee', params: ['U000022', thisYear], who: [...ADMINS, 'demo-client'], at: DESK },
  { route: 'taxRules', who: [...ADMINS, 'demo-client'], at: DESK },

  // Mobile: login and account
  { route: 'mLogin', who: ANON, at: PHONE },
  { route: 'mSLogin', who: ANON, at: PHONE, lands: '/m/login' },
  { route: 'mIdLogin', who: ANON, at: PHONE },
  { route: 'mFirstLoginForm', who: ANON, at: PHONE, lands: '/m/login' },
  { route: 'mChangePassword', who: ANON, at: PHONE, lands: '/m/login' },
  { route: 'mFindId', who: ANON, at: PHONE },
  { route: 'mFindIdComplete', who: ANON, at: PHONE, lands: '/m/findId' },
  { route: 'mFindPassword', who: ANON, at: PHONE },
  // Later steps of finding a password: opened cold they start at the first step.
  { route: 'mEmailCertification', who: ANON, at: PHONE, lands: '/m/findPassword' },
  { route: 'mResetPassword', who: ANON, at: PHONE, lands: '/m/findPassword' },
  { route: 'mSignUp', who: ANON, at: PHONE },

  // Mobile: gift and cart (the recipients' phone screens)
  { route: 'mGift', who: RECIPIENTS, at: PHONE, redirects: '/m/gift/preview' },
  { route: 'mGiftPreview', who: RECIPIENTS, at: PHONE },
  { route: 'mGiftList', params: [EVENT], who: ['demo-employee'], at: PHONE },
  { route: 'mGiftDetail', params: [EVENT, PROD, 1, '01'], who: ['demo-employee'], at: PHONE },
  { route: 'mGiftSati', who: RECIPIENTS, at: PHONE },
  { route: 'mProdReady', query: 'eventSn=5', who: ['demo-employee'], at: PHONE },
  { route: 'mGiftApply', reach: 'choose a gift on the gift list', who: ['demo-paid'], at: PHONE },
  { route: 'mGiftApplyFail', params: [FAILED_ORDER], who: ['demo-paid'], at: PHONE },
  {
    route: 'mGiftApplyWaiting',
    params: [FAILED_ORDER, FAILED_OID],
    who: ['demo-paid'],
    at: PHONE,
    lands: `/m/gift/giftSelect/apply/fail/${FAILED_ORDER}`,
  },
  { route: 'mGiftOrderHistory', params: [EVENT, ORDER, ORDER], who: ['emp0022'], at: PHONE },
  { route: 'mCartList', who: RECIPIENTS, at: PHONE },

  // Mobile: my page
  { route: 'mMyPageDetail', who: RECIPIENTS, at: PHONE },
  { route: 'mMyPagePwdSave', who: RECIPIENTS, at: PHONE },
  { route: 'mMyPageTelNoSave', who: RECIPIENTS, at: PHONE },
  { route: 'mMyPageAddr', who: ['emp0022'], at: PHONE },
  { route: 'mMyPageAddrDetail', params: [ORDER], who: ['emp0022'], at: PHONE },
  { route: 'mMyPageLifeEvents', who: ['demo-employee'], at: PHONE },

  // Mobile: delivery
  { route: 'mDelivery', who: ['emp0022'], at: PHONE, redirects: '/m/delivery/list' },
  { route: 'mDeliveryList', who: ['emp0022'], at: PHONE },
  { route: 'mDeliveryListSearch', who: ['emp0022'], at: PHONE },
  { route: 'mDeliveryDetail', params: [ORDER], who: ['emp0022'], at: PHONE },
  { route: 'mDeliverySave', params: [ORDER], who: ['emp0022'], at: PHONE },
  { route: 'mDeliveryCardMemo', params: [EVENT, ORDER], who: ['emp0022'], at: PHONE },
  { route: 'mDeliveryOrderCancel', params: [ORDER], who: ['emp0022'], at: PHONE },
  { route: 'mDeliveryOrderReturn', params: [PAID_ORDER, PAID_ORDER, 'Card'], who: ['demo-paid'], at: PHONE },
  {
    route: 'mDeliveryOrderReturnEdit',
    params: [ORDER, ORDER, 'NONE', 'EXCHANGE', REFUND, 'edit'],
    who: ['emp0022'],
    at: PHONE,
  },

  // Mobile: returns
  { route: 'mReturn', who: ['emp0022'], at: PHONE },
  { route: 'mReturnListSearch', who: ['emp0022'], at: PHONE },
  { route: 'mReturnDetail', params: [ORDER, ORDER, REFUND], who: ['emp0022'], at: PHONE },

  // Mobile: service centre
  { route: 'mServiceCenter', who: ['emp0022'], at: PHONE, redirects: '/m/serviceCenter/notify' },
  { route: 'mNotify', who: RECIPIENTS, at: PHONE },
  { route: 'mNotifyDetail', params: [1], who: RECIPIENTS, at: PHONE },
  { route: 'mFaq', who: RECIPIENTS, at: PHONE },
  { route: 'mQnaList', who: ['emp0022'], at: PHONE },
  { route: 'mQnaSave', who: ['emp0022'], at: PHONE },
  { route: 'mQnaDetail', params: [() => String(fixtures.qnaSn)], who: ['emp0022'], at: PHONE },
];

/** Rows the demo seed has none of, made by accessibility.spec.ts before it runs: a one-to-one question of emp0022. */
export const fixtures = { qnaSn: 0 };

/** The URL of a case, parameters filled. */
export function hrefOf(c: RouteCase): string {
  const entry = paths[c.route] as string | ((...args: (string | number)[]) => string);
  const args = (c.params ?? []).map((p) => (typeof p === 'function' ? p() : p));
  const path = typeof entry === 'string' ? entry : entry(...args);
  return c.query ? `${path}?${c.query}` : path;
}
