import {
  ALL_AUTH_CDS,
  type AuthCd,
  MANAGER_ROLES,
  OPERATOR_ADMIN,
  RECIPIENT_ROLES,
  VENDOR_GROUP,
} from './roles';

/**
 * Who may open each screen: the one table the web's route guard, the menu rows (menus.ts) and the API guards of the
 * screens' calls are checked against (decision 048). Every URL of spec §2, and ours, is a row:
 * - `public`: no login (the landing site, login and account forms, the entry at '/');
 * - `signedIn`: any role with a full session (my page, cart, boards, the recipient's phone screens);
 * - a role list: only those roles. The web refuses anyone else with spec §6's route-guard message, whatever the
 *   device (the menu check of spec §6 comes first on a desktop and is skipped on a phone).
 * `redirect` marks a row that only sends the user elsewhere (section roots): it shows nothing to guard.
 * Paths are React Router patterns (':param'). Row order is the spec's.
 */
export type ScreenAccess = 'public' | 'signedIn' | readonly AuthCd[];
export type ScreenRow = { readonly path: string; readonly access: ScreenAccess; readonly redirect?: true };

const PUBLIC = 'public';
const SIGNED_IN = 'signedIn';
/** The operator's managers and the client manager, for their own company. */
const MANAGERS = MANAGER_ROLES;
/** Operators for every company, the vendor for itself. */
const OPERATORS_AND_VENDORS: readonly AuthCd[] = [...OPERATOR_ADMIN, ...VENDOR_GROUP];
/**
 * Everyone but the part-timer: the people who order (10, 20) and their manager (25), the operators who decide, and
 * the vendors who collect and re-ship their own goods.
 */
const RETURN_ROLES: readonly AuthCd[] = [...RECIPIENT_ROLES, ...OPERATOR_ADMIN, '25', ...VENDOR_GROUP];
const CLIENT_MANAGER: readonly AuthCd[] = ['25'];

// Generic in the path so the web's link builders keep each pattern's literal type (and its parameter count).
const row = <P extends string>(path: P, access: ScreenAccess) => ({ path, access }) as const;
const redirectRow = <P extends string>(path: P, access: ScreenAccess) =>
  ({ path, access, redirect: true }) as const;

export const SCREEN_ACCESS = {
  home: row('/', PUBLIC),
  systemNotice: redirectRow('/system/notice', PUBLIC),

  // Public or pre-login routes
  introMain: row('/intro/main', PUBLIC),
  introService: row('/intro/service', PUBLIC),
  introContact: row('/intro/contact', PUBLIC),
  introProdListCategory: row('/intro/prodList/category', PUBLIC),
  introProdListTheme: row('/intro/prodList/theme', PUBLIC),
  introProdDetail: row('/intro/prodDetail', PUBLIC),
  checkDevice: row('/checkDevice', PUBLIC),
  login: row('/login', PUBLIC),
  ssoComplete: row('/sso/complete', PUBLIC),
  sLogin: row('/sLogin', PUBLIC),
  findAccount: row('/findAccount', PUBLIC),
  signUp: row('/signUp', PUBLIC),
  vendorApplyForm: row('/vendorApplyForm/:approvalId', PUBLIC),
  vendorApplySuccess: row('/vendorApplySuccess', PUBLIC),
  firstLoginForm: row('/firstLoginForm', PUBLIC),
  changePassword: row('/changePassword', PUBLIC),
  notFound: row('/notFound', PUBLIC),

  // Gift, cart and my page (desktop)
  gift: redirectRow('/gift', SIGNED_IN),
  giftList: row('/gift/list', RECIPIENT_ROLES),
  giftDetail: row('/gift/detail/:prodSn/:eventSn/:selectCnt/:selectType', RECIPIENT_ROLES),
  giftApply: row('/gift/giftSelect/apply/:ordSn', RECIPIENT_ROLES),
  giftApplyFail: row('/gift/giftSelect/apply/fail/:ordSn', RECIPIENT_ROLES),
  giftApplyWaiting: row('/gift/giftSelect/apply/waiting/:ordSn/:oid', RECIPIENT_ROLES),
  giftOrderHistory: row('/gift/giftSelect/orderHistory/:eventSn/:ordSn/:estiSn', RECIPIENT_ROLES),
  giftSati: row('/gift/sati', SIGNED_IN),
  giftProdReady: row('/gift/prod-ready', SIGNED_IN),
  cartList: row('/cart/list', SIGNED_IN),
  myPageDetail: row('/myPage/detail/:index', SIGNED_IN),
  myPageUserInfoSave: row('/myPage/userInfo/save', SIGNED_IN),

  // Company
  company: redirectRow('/company', SIGNED_IN),
  companyList: row('/company/list', OPERATOR_ADMIN),
  companyDetail: row('/company/detail/:cmpyCd/:approvalId', OPERATOR_ADMIN),
  companySave: row('/company/save', OPERATOR_ADMIN),
  companyEdit: row('/company/save/:cmpyCd/:approvalId', OPERATOR_ADMIN),
  companySaveForAnotherSol: row('/company/saveForAnotherSol/:cmpyCd', OPERATOR_ADMIN),
  manageGroup: redirectRow('/company/manageGroup', SIGNED_IN),
  manageGroupList: row('/company/manageGroup/list', OPERATOR_ADMIN),
  manageGroupDetail: row('/company/manageGroup/detail/:cmpyCd/:grupCd', OPERATOR_ADMIN),
  manageGroupSave: row('/company/manageGroup/save', OPERATOR_ADMIN),
  manageGroupEdit: row('/company/manageGroup/edit/:cmpyCd/:grupCd', OPERATOR_ADMIN),
  clientManageGroupList: row('/company/clientManageGroup/list', CLIENT_MANAGER),
  clientManageGroupDetail: row('/company/clientManageGroup/detail/:cmpyCd/:grupCd', CLIENT_MANAGER),
  clientManageGroupEdit: row('/company/clientManageGroup/edit/:cmpyCd/:grupCd', CLIENT_MANAGER),

  // User
  user: redirectRow('/user', SIGNED_IN),
  userList: row('/user/list', OPERATOR_ADMIN),
  userDetail: row('/user/detail/:unqUserId/:userOrApproval', OPERATOR_ADMIN),
  userSave: row('/user/save', OPERATOR_ADMIN),
  userEdit: row('/user/save/:unqUserId/:userOrApproval', OPERATOR_ADMIN),
  clientUserList: row('/user/clientManage/list', CLIENT_MANAGER),
  clientUserDetail: row('/user/clientManage/detail/:unqUserId/:userOrApproval', CLIENT_MANAGER),

  // Goods
  goods: redirectRow('/goods', SIGNED_IN),
  goodsList: row('/goods/list', OPERATOR_ADMIN),
  goodsDetail: row('/goods/detail/:prodSn', OPERATOR_ADMIN),
  goodsSave: row('/goods/save/:prodSn/:isEdit', OPERATOR_ADMIN),
  vendorGoodsList: row('/goods/vendor/list', VENDOR_GROUP),
  vendorGoodsDetail: row('/goods/vendor/detail/:prodSn', VENDOR_GROUP),
  vendorGoodsSave: row('/goods/vendor/save/:prodSn/:isEdit/:status', VENDOR_GROUP),

  // Event
  event: redirectRow('/event', SIGNED_IN),
  eventTheme: row('/event/theme', OPERATOR_ADMIN),
  eventCurationProd: row('/event/curationProd', OPERATOR_ADMIN),
  eventCard: row('/event/card', OPERATOR_ADMIN),
  eventHistory: row('/event/history', MANAGERS),
  eventEvaluation: row('/event/evalution', MANAGERS),
  eventDetail: row('/event/detail/:cmpyCd/:eventSn', MANAGERS),
  eventSend: row('/event/history/send/:cmpyCd/:eventSn', OPERATOR_ADMIN),
  eventSettingSave: row('/event/settingSave/:editCmpyCd/:eventSn/:fromWhere', OPERATOR_ADMIN),
  eventProdDetail: row('/event/prod/detail/:prodSn', OPERATOR_ADMIN),
  eventTestList: row('/event/test/list/:eventSn', OPERATOR_ADMIN),
  eventTestDetail: row('/event/test/detail/:prodSn/:eventSn/:selectCnt/:selectType', OPERATOR_ADMIN),
  eventTestApply: row('/event/test/giftSelect/apply/:eventSn/:ordSn', OPERATOR_ADMIN),
  eventTestOrderHistory: row('/event/test/giftSelect/orderHistory/:eventSn/:ordSn/:estiSn', OPERATOR_ADMIN),

  // Delivery (spec §6 route guards: payment, apply, release, managed list and detail, returnManaged; not-apply)
  delivery: redirectRow('/delivery', SIGNED_IN),
  deliveryPayment: row('/delivery/payment', OPERATOR_ADMIN),
  deliveryPaymentDetail: row('/delivery/payment/:estiSn', OPERATOR_ADMIN),
  deliveryApply: row('/delivery/apply', OPERATOR_ADMIN),
  deliveryApplyDetail: row('/delivery/apply/:estiSn', OPERATOR_ADMIN),
  deliveryApplyList: redirectRow('/delivery/apply/list', MANAGERS),
  deliveryRelease: row('/delivery/release', OPERATOR_ADMIN),
  deliveryReleaseDetail: row('/delivery/release/:estiSn/:estiItemSn', OPERATOR_ADMIN),
  deliveryOrder: row('/delivery/order', SIGNED_IN),
  deliveryOrderDetail: row('/delivery/order/:estiSn/:estiItemSn', SIGNED_IN),
  deliveryOrderSave: row('/delivery/order/save/:estiSn', SIGNED_IN),
  deliveryOrderCardMemo: row('/delivery/order/cardMemo/:eventSn/:estiSn', SIGNED_IN),
  deliveryOrderCancel: row('/delivery/order/orderCancel/:estiSn', SIGNED_IN),
  deliveryOrderReturn: row('/delivery/order/orderReturn/:estiSn/:estiItemSn/:payMethod', SIGNED_IN),
  deliveryOrderReturnEdit: row(
    '/delivery/order/orderReturn/:estiSn/:estiItemSn/:payMethod/:refundGbn/:refundSn/:editMode',
    SIGNED_IN,
  ),
  deliveryManagedList: row('/delivery/managedList', OPERATOR_ADMIN),
  deliveryManagedDetail: row('/delivery/managedDetail/:estiSn/:estiItemSn', OPERATOR_ADMIN),
  deliveryReturn: row('/delivery/return', RETURN_ROLES),
  deliveryReturnDetail: row('/delivery/return/:estiSn/:estiItemSn/:refundSn', RETURN_ROLES),
  deliveryReturnManaged: row('/delivery/returnManaged', OPERATOR_ADMIN),
  deliveryReturnManagedDetail: row('/delivery/returnManaged/:estiSn/:estiItemSn/:refundSn', OPERATOR_ADMIN),
  deliveryNotApply: row('/delivery/notApply', MANAGERS),
  deliveryNotApplySelect: row('/delivery/notApply/:cmpyCd/:eventSn', MANAGERS),

  // Service centre: everyone reads the boards and asks questions; operator admins write and read inquiries
  serviceCenter: redirectRow('/serviceCenter', SIGNED_IN),
  notify: row('/serviceCenter/notify', SIGNED_IN),
  notifySave: row('/serviceCenter/notify/save/:boardId', OPERATOR_ADMIN),
  notifyDetail: row('/serviceCenter/notify/detail/:boardId', SIGNED_IN),
  faq: row('/serviceCenter/faq', SIGNED_IN),
  faqSave: row('/serviceCenter/faq/save/:isEdit/:faqId', OPERATOR_ADMIN),
  inquiryList: row('/serviceCenter/inquiry', OPERATOR_ADMIN),
  qnaList: row('/serviceCenter/qna', SIGNED_IN),
  qnaSave: row('/serviceCenter/qna/save', SIGNED_IN),
  qnaDetail: row('/serviceCenter/qna/detail/:qnaSn', SIGNED_IN),

  // System (ours): code tables and the personal-data access log
  codeList: row('/system/code/list', OPERATOR_ADMIN),
  accessLogList: row('/system/accessLog/list', OPERATOR_ADMIN),

  // Dashboards: the operator's covers every company, the client manager's their own
  dashBoardEtners: row('/dashBoard/etners', OPERATOR_ADMIN),
  dashBoardClient: row('/dashBoard/client', CLIENT_MANAGER),

  // Occasions that send themselves (decision 036)
  occasionList: row('/occasion/list', MANAGERS),
  occasionSave: row('/occasion/save/:cmpyCd/:ruleSn', MANAGERS),
  occasionUpcoming: row('/occasion/upcoming', MANAGERS),
  occasionLifeEvents: row('/occasion/lifeEvents', MANAGERS),

  // Money in and out (decision 037)
  settlementClientList: row('/settlement/client/list', MANAGERS),
  settlementClientDetail: row('/settlement/client/detail/:cmpyCd/:yyyymm', MANAGERS),
  settlementVendorList: row('/settlement/vendor/list', OPERATORS_AND_VENDORS),
  settlementVendorDetail: row('/settlement/vendor/detail/:vendorSn/:yyyymm', OPERATORS_AND_VENDORS),
  settlementMargin: row('/settlement/margin', OPERATOR_ADMIN),

  // Other systems (decision 038)
  integrationApiKeyList: row('/integration/apiKey/list', MANAGERS),
  integrationWebhookList: row('/integration/webhook/list', MANAGERS),
  integrationIdentity: row('/integration/identity', MANAGERS),
  integrationMessenger: row('/integration/messenger', MANAGERS),

  // The tax ledger (decision 051): operators every company, a client manager their own
  taxLedger: row('/tax/ledger', MANAGERS),
  taxEmployee: row('/tax/employee/:unqUserId/:year', MANAGERS),
  taxRules: row('/tax/rules', MANAGERS),

  // Mobile: login and account
  mLogin: row('/m/login', PUBLIC),
  mSLogin: row('/m/sLogin', PUBLIC),
  mIdLogin: row('/m/idLogin', PUBLIC),
  mFirstLoginForm: row('/m/firstLoginForm', PUBLIC),
  mChangePassword: row('/m/changePassword', PUBLIC),
  mFindId: row('/m/findId', PUBLIC),
  mFindIdComplete: row('/m/findIdComplete', PUBLIC),
  mFindPassword: row('/m/findPassword', PUBLIC),
  mEmailCertification: row('/m/emailCertification', PUBLIC),
  mResetPassword: row('/m/resetPassword', PUBLIC),
  mSignUp: row('/m/signUp', PUBLIC),

  // Mobile: gift and cart
  mGift: redirectRow('/m/gift', SIGNED_IN),
  mGiftPreview: row('/m/gift/preview', SIGNED_IN),
  mGiftList: row('/m/gift/list/:eventSn', SIGNED_IN),
  mGiftDetail: row('/m/gift/detail/:eventSn/:prodSn/:selectCnt/:selectType', SIGNED_IN),
  mGiftSati: row('/m/gift/sati', SIGNED_IN),
  mProdReady: row('/m/prod-ready', SIGNED_IN),
  mGiftApply: row('/m/gift/giftSelect/apply/:ordSn', SIGNED_IN),
  mGiftApplyFail: row('/m/gift/giftSelect/apply/fail/:ordSn', SIGNED_IN),
  mGiftApplyWaiting: row('/m/gift/giftSelect/apply/waiting/:ordSn/:oid', SIGNED_IN),
  mGiftOrderHistory: row('/m/gift/giftSelect/orderHistory/:eventSn/:ordSn/:estiSn', SIGNED_IN),
  mCartList: row('/m/cart/list', SIGNED_IN),

  // Mobile: my page
  mMyPageDetail: row('/m/myPage/detail', SIGNED_IN),
  mMyPagePwdSave: row('/m/myPage/pwdSave', SIGNED_IN),
  mMyPageTelNoSave: row('/m/myPage/telNoSave', SIGNED_IN),
  mMyPageAddr: row('/m/myPage/addr', SIGNED_IN),
  mMyPageAddrDetail: row('/m/myPage/addr/:deleSn', SIGNED_IN),
  mMyPageLifeEvents: row('/m/myPage/lifeEvents', SIGNED_IN),

  // Mobile: delivery
  mDelivery: redirectRow('/m/delivery', SIGNED_IN),
  mDeliveryList: row('/m/delivery/list', SIGNED_IN),
  mDeliveryListSearch: row('/m/delivery/list/search', SIGNED_IN),
  mDeliveryDetail: row('/m/delivery/detail/:estiSn', SIGNED_IN),
  mDeliverySave: row('/m/delivery/save/:estiSn', SIGNED_IN),
  mDeliveryCardMemo: row('/m/delivery/cardMemo/:eventSn/:estiSn', SIGNED_IN),
  mDeliveryOrderCancel: row('/m/delivery/orderCancel/:estiSn', SIGNED_IN),
  mDeliveryOrderReturn: row('/m/delivery/orderReturn/:estiSn/:estiItemSn/:payMethod', SIGNED_IN),
  mDeliveryOrderReturnEdit: row(
    '/m/delivery/orderReturn/:estiSn/:estiItemSn/:payMethod/:refundGbn/:refundSn/:editMode',
    SIGNED_IN,
  ),

  // Mobile: returns
  mReturn: row('/m/return', SIGNED_IN),
  mReturnListSearch: row('/m/return/list/search', SIGNED_IN),
  mReturnDetail: row('/m/return/:estiSn/:estiItemSn/:refundSn', SIGNED_IN),

  // Mobile: service centre
  mServiceCenter: redirectRow('/m/serviceCenter', SIGNED_IN),
  mNotify: row('/m/serviceCenter/notify', SIGNED_IN),
  mNotifyDetail: row('/m/serviceCenter/notify/:boardId', SIGNED_IN),
  mFaq: row('/m/serviceCenter/faq', SIGNED_IN),
  mQnaList: row('/m/serviceCenter/qna', SIGNED_IN),
  mQnaSave: row('/m/serviceCenter/qna/save', SIGNED_IN),
  mQnaDetail: row('/m/serviceCenter/qna/:qnaSn', SIGNED_IN),
} as const satisfies Record<string, ScreenRow>;

export type ScreenName = keyof typeof SCREEN_ACCESS;
export const SCREEN_NAMES = Object.keys(SCREEN_ACCESS) as ScreenName[];

/** The roles a row lets in once signed in: `public` and `signedIn` rows let every role in. */
export function screenRoles(access: ScreenAccess): readonly AuthCd[] {
  return typeof access === 'string' ? ALL_AUTH_CDS : access;
}

/** Rows without parameters by their path; each parameter row with its segments and parameter count. */
type RowIndex = {
  statics: Map<string, ScreenRow>;
  patterns: readonly { segments: readonly string[]; params: number; row: ScreenRow }[];
};
let index: RowIndex | null = null;

/** Built on the first lookup, not when the module loads: a phone's first load needs it once, for its one path. */
function rowIndex(): RowIndex {
  if (index) return index;
  const statics = new Map<string, ScreenRow>();
  const patterns: RowIndex['patterns'][number][] = [];
  for (const r of Object.values(SCREEN_ACCESS) as ScreenRow[]) {
    const segments = r.path.split('/');
    const params = segments.filter((s) => s.startsWith(':')).length;
    if (params === 0) {
      if (!statics.has(r.path)) statics.set(r.path, r);
    } else patterns.push({ segments, params, row: r });
  }
  index = { statics, patterns };
  return index;
}

/** '/a/:x/b' matches '/a/12/b' (and '/a/12/b/'): each parameter one non-empty segment, the rest as written. */
function matches(segments: readonly string[], pathSegments: readonly string[]): boolean {
  if (segments.length !== pathSegments.length) return false;
  return segments.every((s, i) => (s.startsWith(':') ? pathSegments[i] !== '' : s === pathSegments[i]));
}

/**
 * The row of a concrete path ('/delivery/payment/12' -> the deliveryPayment detail row), or null for a path no
 * screen has (the router sends those to /notFound). A static row wins over a parameter row when both match
 * ('/delivery/apply/list' is its own row, not an estimate numbered "list"); of parameter rows, the one with the
 * fewest parameters, then the first. One trailing slash is allowed.
 */
export function screenRowOf(path: string): ScreenRow | null {
  const clean = path.split(/[?#]/)[0] ?? path;
  const trimmed = clean.length > 1 && clean.endsWith('/') ? clean.slice(0, -1) : clean;
  const { statics, patterns } = rowIndex();
  const exact = statics.get(trimmed);
  if (exact) return exact;
  const pathSegments = trimmed.split('/');
  let best: ScreenRow | null = null;
  let bestParams = Number.POSITIVE_INFINITY;
  for (const { segments, params, row: candidate } of patterns) {
    if (params < bestParams && matches(segments, pathSegments)) {
      best = candidate;
      bestParams = params;
    }
  }
  return best;
}

/**
 * The roles of the screens a call serves: the API guards a call that belongs to screens with this, so the call
 * and its screens cannot drift apart ('/dashBoard/etners' and its calls let in the same roles).
 */
export function rolesOfScreens(...names: readonly ScreenName[]): readonly AuthCd[] {
  const roles = new Set(names.flatMap((name) => screenRoles(SCREEN_ACCESS[name].access)));
  return ALL_AUTH_CDS.filter((r) => roles.has(r));
}
