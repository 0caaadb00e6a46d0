/**
 * Every URL of spec §2, named once. Static routes are strings; parameterised routes are functions taking the
 * parameters in the order the spec writes them, with the React Router pattern on `.pattern`
 * (e.g. `paths.giftDetail(prodSn, eventSn, selectCnt, selectType)` and `paths.giftDetail.pattern`).
 */

/** One argument per ':param' of a pattern, in order: '/a/:x/b/:y' -> [x, y]. */
type ParamArgs<P extends string> = P extends `${string}:${infer _Name}/${infer Rest}`
  ? [string | number, ...ParamArgs<`/${Rest}`>]
  : P extends `${string}:${string}`
    ? [string | number]
    : [];

export type RouteHref<P extends string> = ((...args: ParamArgs<P>) => string) & { readonly pattern: P };

/** Builds a link function from a pattern; parameters are URI-encoded so values with '/' cannot change the route. */
function route<P extends string>(pattern: P): RouteHref<P> {
  const href = (...args: (string | number)[]): string => {
    let i = 0;
    return pattern.replace(/:\w+/g, () => encodeURIComponent(String(args[i++] ?? '')));
  };
  return Object.assign(href as (...args: ParamArgs<P>) => string, { pattern });
}

/** The pattern of a path entry, for the route table. */
export const patternOf = (entry: string | { readonly pattern: string }): string =>
  typeof entry === 'string' ? entry : entry.pattern;

/** The tab index of the address book on the desktop my page (/myPage/detail/{index}; account/my-page-tabs.ts). */
export const MY_PAGE_ADDRESS_TAB = 2;

export const paths = {
  home: '/',
  systemNotice: '/system/notice',

  // Public or pre-login routes
  introMain: '/intro/main',
  introService: '/intro/service',
  introContact: '/intro/contact',
  introProdListCategory: '/intro/prodList/category',
  introProdListTheme: '/intro/prodList/theme',
  introProdDetail: '/intro/prodDetail',
  checkDevice: '/checkDevice',
  login: '/login',
  /** A company (SSO) sign-in lands here with its one-time code (decision 038). */
  ssoComplete: '/sso/complete',
  sLogin: '/sLogin',
  findAccount: '/findAccount',
  signUp: '/signUp',
  vendorApplyForm: route('/vendorApplyForm/:approvalId'),
  vendorApplySuccess: '/vendorApplySuccess',
  firstLoginForm: '/firstLoginForm',
  changePassword: '/changePassword',
  notFound: '/notFound',

  // Gift, cart and my page (desktop)
  gift: '/gift',
  giftList: '/gift/list',
  giftDetail: route('/gift/detail/:prodSn/:eventSn/:selectCnt/:selectType'),
  giftApply: route('/gift/giftSelect/apply/:ordSn'),
  giftApplyFail: route('/gift/giftSelect/apply/fail/:ordSn'),
  giftApplyWaiting: route('/gift/giftSelect/apply/waiting/:ordSn/:oid'),
  giftOrderHistory: route('/gift/giftSelect/orderHistory/:eventSn/:ordSn/:estiSn'),
  giftSati: '/gift/sati',
  giftProdReady: '/gift/prod-ready',
  cartList: '/cart/list',
  myPageDetail: route('/myPage/detail/:index'),
  myPageUserInfoSave: '/myPage/userInfo/save',

  // Company
  company: '/company',
  companyList: '/company/list',
  companyDetail: route('/company/detail/:cmpyCd/:approvalId'),
  companySave: '/company/save',
  companyEdit: route('/company/save/:cmpyCd/:approvalId'),
  companySaveForAnotherSol: route('/company/saveForAnotherSol/:cmpyCd'),
  manageGroup: '/company/manageGroup',
  manageGroupList: '/company/manageGroup/list',
  manageGroupDetail: route('/company/manageGroup/detail/:cmpyCd/:grupCd'),
  manageGroupSave: '/company/manageGroup/save',
  manageGroupEdit: route('/company/manageGroup/edit/:cmpyCd/:grupCd'),
  clientManageGroupList: '/company/clientManageGroup/list',
  clientManageGroupDetail: route('/company/clientManageGroup/detail/:cmpyCd/:grupCd'),
  clientManageGroupEdit: route('/company/clientManageGroup/edit/:cmpyCd/:grupCd'),

  // User
  user: '/user',
  userList: '/user/list',
  userDetail: route('/user/detail/:unqUserId/:userOrApproval'),
  userSave: '/user/save',
  userEdit: route('/user/save/:unqUserId/:userOrApproval'),
  clientUserList: '/user/clientManage/list',
  clientUserDetail: route('/user/clientManage/detail/:unqUserId/:userOrApproval'),

  // Goods
  goods: '/goods',
  goodsList: '/goods/list',
  goodsDetail: route('/goods/detail/:prodSn'),
  goodsSave: route('/goods/save/:prodSn/:isEdit'),
  vendorGoodsList: '/goods/vendor/list',
  vendorGoodsDetail: route('/goods/vendor/detail/:prodSn'),
  vendorGoodsSave: route('/goods/vendor/save/:prodSn/:isEdit/:status'),

  // Event
  event: '/event',
  eventTheme: '/event/theme',
  eventCurationProd: '/event/curationProd',
  eventCard: '/event/card',
  eventHistory: '/event/history',
  /** The spec's spelling ('evalution') is the URL. */
  eventEvaluation: '/event/evalution',
  eventDetail: route('/event/detail/:cmpyCd/:eventSn'),
  /** Ours: an event's invitations, reminders and send history until the event detail mounts them. */
  eventSend: route('/event/history/send/:cmpyCd/:eventSn'),
  eventSettingSave: route('/event/settingSave/:editCmpyCd/:eventSn/:fromWhere'),
  eventProdDetail: route('/event/prod/detail/:prodSn'),
  eventTestList: route('/event/test/list/:eventSn'),
  eventTestDetail: route('/event/test/detail/:prodSn/:eventSn/:selectCnt/:selectType'),
  eventTestApply: route('/event/test/giftSelect/apply/:eventSn/:ordSn'),
  eventTestOrderHistory: route('/event/test/giftSelect/orderHistory/:eventSn/:ordSn/:estiSn'),

  // Delivery
  delivery: '/delivery',
  deliveryPayment: '/delivery/payment',
  deliveryPaymentDetail: route('/delivery/payment/:estiSn'),
  deliveryApply: '/delivery/apply',
  deliveryApplyDetail: route('/delivery/apply/:estiSn'),
  /** Old name of the not-apply list (spec §2); redirects there. */
  deliveryApplyList: '/delivery/apply/list',
  deliveryRelease: '/delivery/release',
  deliveryReleaseDetail: route('/delivery/release/:estiSn/:estiItemSn'),
  deliveryOrder: '/delivery/order',
  deliveryOrderDetail: route('/delivery/order/:estiSn/:estiItemSn'),
  /**
   * Ours (not in spec §2): a recipient's order forms on a desktop, the /m/delivery/... forms' counterparts under
   * their 주문·배송 조회 (so the menu link covers them).
   */
  deliveryOrderSave: route('/delivery/order/save/:estiSn'),
  deliveryOrderCardMemo: route('/delivery/order/cardMemo/:eventSn/:estiSn'),
  deliveryOrderCancel: route('/delivery/order/orderCancel/:estiSn'),
  deliveryOrderReturn: route('/delivery/order/orderReturn/:estiSn/:estiItemSn/:payMethod'),
  deliveryOrderReturnEdit: route(
    '/delivery/order/orderReturn/:estiSn/:estiItemSn/:payMethod/:refundGbn/:refundSn/:editMode',
  ),
  deliveryManagedList: '/delivery/managedList',
  deliveryManagedDetail: route('/delivery/managedDetail/:estiSn/:estiItemSn'),
  deliveryReturn: '/delivery/return',
  deliveryReturnDetail: route('/delivery/return/:estiSn/:estiItemSn/:refundSn'),
  deliveryReturnManaged: '/delivery/returnManaged',
  deliveryReturnManagedDetail: route('/delivery/returnManaged/:estiSn/:estiItemSn/:refundSn'),
  deliveryNotApply: '/delivery/notApply',
  deliveryNotApplySelect: route('/delivery/notApply/:cmpyCd/:eventSn'),

  // Service centre. Create (nId) and edit (boardId) share one pattern.
  serviceCenter: '/serviceCenter',
  notify: '/serviceCenter/notify',
  notifySave: route('/serviceCenter/notify/save/:boardId'),
  notifyDetail: route('/serviceCenter/notify/detail/:boardId'),
  faq: '/serviceCenter/faq',
  faqSave: route('/serviceCenter/faq/save/:isEdit/:faqId'),
  /** Ours (not in spec §2): landing inquiries for operator admins. */
  inquiryList: '/serviceCenter/inquiry',
  /** Ours: one-to-one questions of logged-in users. */
  qnaList: '/serviceCenter/qna',
  qnaSave: '/serviceCenter/qna/save',
  qnaDetail: route('/serviceCenter/qna/detail/:qnaSn'),

  // System (ours, not in spec §2): operator admins' code tables and the personal-data access log,
  // named as the operator menu (menuMaster) links them.
  codeList: '/system/code/list',
  accessLogList: '/system/accessLog/list',

  // Dashboards
  dashBoardEtners: '/dashBoard/etners',
  dashBoardClient: '/dashBoard/client',

  // Occasions that send themselves (decision 036): rules, the next 30 days, life-event requests
  occasionList: '/occasion/list',
  /** ruleSn 0: a new rule of the company. */
  occasionSave: route('/occasion/save/:cmpyCd/:ruleSn'),
  occasionUpcoming: '/occasion/upcoming',
  occasionLifeEvents: '/occasion/lifeEvents',

  // Money in and out (decision 037): client bills, vendor statements, margins
  settlementClientList: '/settlement/client/list',
  settlementClientDetail: route('/settlement/client/detail/:cmpyCd/:yyyymm'),
  settlementVendorList: '/settlement/vendor/list',
  settlementVendorDetail: route('/settlement/vendor/detail/:vendorSn/:yyyymm'),
  settlementMargin: '/settlement/margin',

  // Other systems (decision 038): API keys, webhooks, SSO and SCIM provisioning
  integrationApiKeyList: '/integration/apiKey/list',
  integrationWebhookList: '/integration/webhook/list',
  integrationIdentity: '/integration/identity',

  // Mobile: login and account
  mLogin: '/m/login',
  mSLogin: '/m/sLogin',
  mIdLogin: '/m/idLogin',
  mFirstLoginForm: '/m/firstLoginForm',
  mChangePassword: '/m/changePassword',
  mFindId: '/m/findId',
  mFindIdComplete: '/m/findIdComplete',
  mFindPassword: '/m/findPassword',
  mEmailCertification: '/m/emailCertification',
  mResetPassword: '/m/resetPassword',
  mSignUp: '/m/signUp',

  // Mobile: gift and cart
  mGift: '/m/gift',
  mGiftPreview: '/m/gift/preview',
  mGiftList: route('/m/gift/list/:eventSn'),
  mGiftDetail: route('/m/gift/detail/:eventSn/:prodSn/:selectCnt/:selectType'),
  mGiftSati: '/m/gift/sati',
  mProdReady: '/m/prod-ready',
  mGiftApply: route('/m/gift/giftSelect/apply/:ordSn'),
  mGiftApplyFail: route('/m/gift/giftSelect/apply/fail/:ordSn'),
  mGiftApplyWaiting: route('/m/gift/giftSelect/apply/waiting/:ordSn/:oid'),
  mGiftOrderHistory: route('/m/gift/giftSelect/orderHistory/:eventSn/:ordSn/:estiSn'),
  mCartList: '/m/cart/list',

  // Mobile: my page
  mMyPageDetail: '/m/myPage/detail',
  mMyPagePwdSave: '/m/myPage/pwdSave',
  mMyPageTelNoSave: '/m/myPage/telNoSave',
  mMyPageAddr: '/m/myPage/addr',
  mMyPageAddrDetail: route('/m/myPage/addr/:deleSn'),
  /** Ours (decision 036): the employee's life-event requests (the desktop my page's 경조사 신청 tab). */
  mMyPageLifeEvents: '/m/myPage/lifeEvents',

  // Mobile: delivery
  mDelivery: '/m/delivery',
  mDeliveryList: '/m/delivery/list',
  mDeliveryListSearch: '/m/delivery/list/search',
  mDeliveryDetail: route('/m/delivery/detail/:estiSn'),
  mDeliverySave: route('/m/delivery/save/:estiSn'),
  mDeliveryCardMemo: route('/m/delivery/cardMemo/:eventSn/:estiSn'),
  mDeliveryOrderCancel: route('/m/delivery/orderCancel/:estiSn'),
  mDeliveryOrderReturn: route('/m/delivery/orderReturn/:estiSn/:estiItemSn/:payMethod'),
  mDeliveryOrderReturnEdit: route(
    '/m/delivery/orderReturn/:estiSn/:estiItemSn/:payMethod/:refundGbn/:refundSn/:editMode',
  ),

  // Mobile: returns
  mReturn: '/m/return',
  mReturnListSearch: '/m/return/list/search',
  mReturnDetail: route('/m/return/:estiSn/:estiItemSn/:refundSn'),

  // Mobile: service centre
  mServiceCenter: '/m/serviceCenter',
  mNotify: '/m/serviceCenter/notify',
  mNotifyDetail: route('/m/serviceCenter/notify/:boardId'),
  mFaq: '/m/serviceCenter/faq',
  mQnaList: '/m/serviceCenter/qna',
  mQnaSave: '/m/serviceCenter/qna/save',
  mQnaDetail: route('/m/serviceCenter/qna/:qnaSn'),
} as const;

/** spec §2 route names of the landing site (LandingProdListCategory takes themeTempSn, fromWhere, clickAllShow). */
export const ROUTE_NAME = {
  landingServiceInfo: 'LandingServiceInfo',
  landingProdListCategory: 'LandingProdListCategory',
  landingProdListTheme: 'LandingProdListTheme',
  landingProdDetail: 'LandingProdDetail',
} as const;

/** LandingProdDetail takes prodSn as a query parameter. */
export const landingProdDetailHref = (prodSn: string | number): string =>
  `${paths.introProdDetail}?prodSn=${encodeURIComponent(String(prodSn))}`;
