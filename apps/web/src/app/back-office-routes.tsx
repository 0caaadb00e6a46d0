import { matchRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import type { ScreenPrefetch } from '../lib/screen-prefetch';
import { setScreenWarmer } from '../lib/screen-warm';
import { LazyScreen, type ScreenLoader } from './lazy-screen';
import { page, prefetchesOf, type RouteHandle } from './route-parts';

/**
 * The back office: its layout and the screens under it (the whole app's routes.tsx puts them behind the login and
 * the access guard). Every page route here is under the layout, and the whole app's build reads this file's text
 * for the chunks each of them needs on a first load (vite.config.ts officePreloads, decision 050): a route written
 * other than as page over a `paths.` entry and a `screens.` loader, or a loader not on one line, fails the build.
 */

/**
 * The back office's layout carries Ant Design: its own chunk, so no other screen downloads antd. Loading it also
 * starts the screen of the address being opened: the screen's module is then evaluated while the layout's is, not
 * after the layout has drawn (its files are already on their way: the HTML preloads both, decision 050).
 */
export const loadBackOfficeLayout: ScreenLoader = () => {
  warmScreenOf(window.location.pathname);
  return import('./layouts/back-office-layout');
};

/** Starts loading the back-office screen at `pathname`, if there is one; its errors are the screen's to show. */
export function warmScreenOf(pathname: string): void {
  const screen = matchRoutes(backOfficeRoutes.children ?? [], pathname)?.at(-1)?.route.handle as
    | RouteHandle
    | undefined;
  screen?.screen?.().catch(() => undefined);
}

// A screen may warm the screen its main button opens (useWarmScreenWhenIdle): the same lookup as a cold load's.
setScreenWarmer(warmScreenOf);

// Screen chunks, the staff's side of the screens both audiences open too (routes.tsx audiencePage). Module-level
// constants: LazyScreen caches one lazy component per loader.
export const backOfficeScreens = {
  eventHistory: () => import('../features/event/pages/event-history-page'),
  eventDetail: () => import('./pages/event-detail-screen'),
  eventSettingSave: () => import('../features/event/pages/event-setting-page'),
  eventTheme: () => import('../features/event/pages/event-theme-page'),
  eventCurationProd: () => import('../features/event/pages/event-curation-page'),
  eventCard: () => import('../features/event/pages/event-card-page'),
  eventProdDetail: () => import('../features/event/pages/event-prod-detail-page'),
  deliveryPayment: () => import('../features/delivery/pages/payment-list-page'),
  deliveryPaymentDetail: () => import('../features/delivery/pages/payment-detail-page'),
  deliveryManagedList: () => import('../features/delivery/pages/managed-list-page'),
  eventSend: () => import('../features/event-send/pages/event-send-page'),
  evalution: () => import('../features/survey/pages/evalution-page'),
  deliveryManagedDetail: () => import('../features/delivery/pages/managed-detail-page'),
  deliveryApply: () => import('../features/delivery/pages/apply-list-page'),
  deliveryApplyDetail: () => import('../features/delivery/pages/apply-detail-page'),
  deliveryRelease: () => import('../features/delivery/pages/release-list-page'),
  deliveryReleaseDetail: () => import('../features/delivery/pages/release-detail-page'),
  deliveryOrder: () => import('./pages/order-list-screen'),
  deliveryOrderDetail: () => import('../features/delivery/pages/order-detail-page'),
  deliveryReturn: () => import('../features/delivery/pages/return-list-page'),
  deliveryReturnDetail: () => import('../features/delivery/pages/return-detail-page'),
  deliveryReturnManaged: () => import('../features/delivery/pages/return-managed-list-page'),
  deliveryReturnManagedDetail: () => import('../features/delivery/pages/return-managed-detail-page'),
  deliveryNotApply: () => import('../features/delivery/pages/not-apply-page'),
  deliveryNotApplySelect: () => import('./pages/not-apply-select-screen'),
  inquiryList: () => import('../features/service-center/pages/inquiry-list-page'),
  companyList: () => import('../features/company/pages/company-list-page'),
  companyDetail: () => import('../features/company/pages/company-detail-page'),
  companySave: () => import('../features/company/pages/company-save-page'),
  companyAnotherSol: () => import('../features/company/pages/company-another-sol-page'),
  groupList: () => import('../features/company/pages/group-list-page'),
  groupDetail: () => import('../features/company/pages/group-detail-page'),
  groupSave: () => import('../features/company/pages/group-save-page'),
  clientGroupList: () => import('../features/company/pages/client-group-list-page'),
  clientGroupDetail: () => import('../features/company/pages/client-group-detail-page'),
  clientGroupEdit: () => import('../features/company/pages/client-group-edit-page'),
  userList: () => import('../features/user/pages/user-list-page'),
  userDetail: () => import('../features/user/pages/user-detail-page'),
  userSave: () => import('../features/user/pages/user-save-page'),
  clientUserList: () => import('../features/user/pages/client-user-list-page'),
  clientUserDetail: () => import('../features/user/pages/client-user-detail-page'),
  codeAdmin: () => import('../features/system/pages/code-admin-page'),
  goodsList: () => import('../features/goods/pages/goods-list-page'),
  goodsDetail: () => import('../features/goods/pages/goods-detail-page'),
  goodsSave: () => import('../features/goods/pages/goods-save-page'),
  vendorGoodsList: () => import('../features/goods/pages/vendor-goods-list-page'),
  vendorGoodsDetail: () => import('../features/goods/pages/vendor-goods-detail-page'),
  vendorGoodsSave: () => import('../features/goods/pages/vendor-goods-save-page'),
  accessLog: () => import('../features/system/pages/access-log-page'),
  noticeList: () => import('../features/service-center/pages/notice-list-page'),
  noticeDetail: () => import('../features/service-center/pages/notice-detail-page'),
  noticeSave: () => import('../features/service-center/pages/notice-save-page'),
  faqList: () => import('../features/service-center/pages/faq-list-page'),
  faqSave: () => import('../features/service-center/pages/faq-save-page'),
  qnaList: () => import('../features/service-center/pages/qna-list-page'),
  qnaSave: () => import('../features/service-center/pages/qna-save-page'),
  qnaDetail: () => import('../features/service-center/pages/qna-detail-page'),
  dashBoardEtners: () => import('../features/dashboard/pages/etners-dashboard-page'),
  dashBoardClient: () => import('../features/dashboard/pages/client-dashboard-page'),
  occasionList: () => import('../features/occasion/pages/occasion-rule-list-page'),
  occasionSave: () => import('../features/occasion/pages/occasion-rule-save-page'),
  occasionUpcoming: () => import('../features/occasion/pages/occasion-upcoming-page'),
  occasionLifeEvents: () => import('../features/occasion/pages/life-event-list-page'),
  settlementClientList: () => import('../features/settlement/pages/client-bill-list-page'),
  settlementClientDetail: () => import('../features/settlement/pages/client-bill-detail-page'),
  settlementVendorList: () => import('../features/settlement/pages/vendor-statement-list-page'),
  settlementVendorDetail: () => import('../features/settlement/pages/vendor-statement-detail-page'),
  settlementMargin: () => import('../features/settlement/pages/margin-page'),
  integrationApiKeyList: () => import('../features/integration/pages/api-key-list-page'),
  integrationWebhookList: () => import('../features/integration/pages/webhook-list-page'),
  integrationIdentity: () => import('../features/integration/pages/identity-page'),
  integrationMessenger: () => import('../features/integration/pages/messenger-page'),
  taxLedger: () => import('../features/tax/pages/tax-ledger-page'),
  taxEmployee: () => import('../features/tax/pages/tax-employee-page'),
  taxRules: () => import('../features/tax/pages/tax-rules-page'),
} satisfies Record<string, ScreenLoader>;
const screens = backOfficeScreens;

/**
 * The screens whose first queries start when their route matches (route-prefetch.ts, decision 050), each from a
 * small module of the screen's feature (its list filters and the query options its hooks use, no Ant Design), so the
 * data travels beside the screen's JavaScript. A screen not named here asks for its data once it has drawn.
 */
const prefetches: Partial<Record<keyof typeof backOfficeScreens, () => Promise<ScreenPrefetch>>> = {
  companyList: () => import('../features/company/pages/company-list-prefetch').then((m) => m.prefetch),
  userList: () => import('../features/user/pages/user-list-prefetch').then((m) => m.prefetch),
  clientUserList: () => import('../features/user/pages/user-list-prefetch').then((m) => m.prefetch),
  goodsList: () => import('../features/goods/pages/goods-list-prefetch').then((m) => m.prefetch),
  vendorGoodsList: () => import('../features/goods/pages/goods-list-prefetch').then((m) => m.prefetch),
  eventHistory: () => import('../features/event/pages/event-history-prefetch').then((m) => m.prefetch),
  eventDetail: () => import('./pages/event-detail-prefetch').then((m) => m.prefetch),
  eventSettingSave: () =>
    import('../features/event/pages/event-detail-prefetch').then((m) => m.prefetchSetting),
  deliveryManagedList: () =>
    import('../features/delivery/pages/managed-list-prefetch').then((m) => m.prefetch),
  deliveryPayment: () => import('../features/delivery/pages/payment-list-prefetch').then((m) => m.prefetch),
  occasionUpcoming: () =>
    import('../features/occasion/pages/occasion-upcoming-prefetch').then((m) => m.prefetch),
  occasionList: () =>
    import('../features/occasion/pages/occasion-rule-list-prefetch').then((m) => m.prefetch),
  occasionSave: () =>
    import('../features/occasion/pages/occasion-rule-save-prefetch').then((m) => m.prefetch),
  settlementClientList: () =>
    import('../features/settlement/pages/client-bill-list-prefetch').then((m) => m.prefetch),
  settlementMargin: () => import('../features/settlement/pages/margin-prefetch').then((m) => m.prefetch),
  integrationApiKeyList: () =>
    import('../features/integration/pages/api-key-list-prefetch').then((m) => m.prefetch),
  accessLog: () => import('../features/system/pages/access-log-prefetch').then((m) => m.prefetch),
  dashBoardEtners: () =>
    import('../features/dashboard/pages/dashboard-prefetch').then((m) => m.prefetchEtners),
  dashBoardClient: () =>
    import('../features/dashboard/pages/dashboard-prefetch').then((m) => m.prefetchClient),
};

/** Each page route with its screen's prefetch in its handle, when the screen has one. */
const withPrefetches = prefetchesOf(backOfficeScreens, prefetches);

export const backOfficeRoutes: RouteObject = {
  element: <LazyScreen load={loadBackOfficeLayout} />,
  children: withPrefetches([
    // Company
    page(paths.companyList, screens.companyList),
    page(paths.companyDetail, screens.companyDetail),
    page(paths.companySave, screens.companySave),
    page(paths.companyEdit, screens.companySave),
    page(paths.companySaveForAnotherSol, screens.companyAnotherSol),
    page(paths.manageGroupList, screens.groupList),
    page(paths.manageGroupDetail, screens.groupDetail),
    page(paths.manageGroupSave, screens.groupSave),
    page(paths.manageGroupEdit, screens.groupSave),
    page(paths.clientManageGroupList, screens.clientGroupList),
    page(paths.clientManageGroupDetail, screens.clientGroupDetail),
    page(paths.clientManageGroupEdit, screens.clientGroupEdit),
    // User
    page(paths.userList, screens.userList),
    page(paths.userDetail, screens.userDetail),
    page(paths.userSave, screens.userSave),
    page(paths.userEdit, screens.userSave),
    page(paths.clientUserList, screens.clientUserList),
    page(paths.clientUserDetail, screens.clientUserDetail),
    // Goods
    page(paths.goodsList, screens.goodsList),
    page(paths.goodsDetail, screens.goodsDetail),
    page(paths.goodsSave, screens.goodsSave),
    page(paths.vendorGoodsList, screens.vendorGoodsList),
    page(paths.vendorGoodsDetail, screens.vendorGoodsDetail),
    page(paths.vendorGoodsSave, screens.vendorGoodsSave),
    // Event
    page(paths.eventTheme, screens.eventTheme),
    page(paths.eventCurationProd, screens.eventCurationProd),
    page(paths.eventCard, screens.eventCard),
    page(paths.eventHistory, screens.eventHistory),
    page(paths.eventEvaluation, screens.evalution),
    page(paths.eventSend, screens.eventSend),
    page(paths.eventDetail, screens.eventDetail),
    page(paths.eventSettingSave, screens.eventSettingSave),
    page(paths.eventProdDetail, screens.eventProdDetail),
    // Delivery
    page(paths.deliveryPayment, screens.deliveryPayment),
    page(paths.deliveryPaymentDetail, screens.deliveryPaymentDetail),
    page(paths.deliveryApply, screens.deliveryApply),
    page(paths.deliveryApplyDetail, screens.deliveryApplyDetail),
    page(paths.deliveryRelease, screens.deliveryRelease),
    page(paths.deliveryReleaseDetail, screens.deliveryReleaseDetail),
    page(paths.deliveryManagedList, screens.deliveryManagedList),
    page(paths.deliveryManagedDetail, screens.deliveryManagedDetail),
    page(paths.deliveryReturnManaged, screens.deliveryReturnManaged),
    page(paths.deliveryReturnManagedDetail, screens.deliveryReturnManagedDetail),
    page(paths.deliveryNotApply, screens.deliveryNotApply),
    page(paths.deliveryNotApplySelect, screens.deliveryNotApplySelect),
    // Service centre
    page(paths.notifySave, screens.noticeSave),
    page(paths.faqSave, screens.faqSave),
    page(paths.inquiryList, screens.inquiryList),
    // System (ours: code tables and the access log, operator admins)
    page(paths.codeList, screens.codeAdmin),
    page(paths.accessLogList, screens.accessLog),
    // Dashboards
    page(paths.dashBoardEtners, screens.dashBoardEtners),
    page(paths.dashBoardClient, screens.dashBoardClient),
    // Occasions
    page(paths.occasionList, screens.occasionList),
    page(paths.occasionSave, screens.occasionSave),
    page(paths.occasionUpcoming, screens.occasionUpcoming),
    page(paths.occasionLifeEvents, screens.occasionLifeEvents),
    // Settlement
    page(paths.settlementClientList, screens.settlementClientList),
    page(paths.settlementClientDetail, screens.settlementClientDetail),
    page(paths.settlementVendorList, screens.settlementVendorList),
    page(paths.settlementVendorDetail, screens.settlementVendorDetail),
    page(paths.settlementMargin, screens.settlementMargin),
    // Integrations
    page(paths.integrationApiKeyList, screens.integrationApiKeyList),
    page(paths.integrationWebhookList, screens.integrationWebhookList),
    page(paths.integrationIdentity, screens.integrationIdentity),
    page(paths.integrationMessenger, screens.integrationMessenger),
    // Tax ledger
    page(paths.taxLedger, screens.taxLedger),
    page(paths.taxEmployee, screens.taxEmployee),
    page(paths.taxRules, screens.taxRules),
  ]),
};
