import { Navigate, type RouteObject } from 'react-router';
import { paths, patternOf, ROUTE_NAME } from '../config/paths';
import { DirectEntryGate } from '../features/gift/components/direct-entry-gate';
import { AccessGuard } from './guards/access-guard';
import { RequireAuth } from './guards/require-auth';
import { AudienceLayout, AudienceScreen } from './layouts/audience-layout';
import { LandingLayout } from './layouts/landing-layout';
import { RecipientLayout } from './layouts/recipient-layout';
import { LazyScreen, type ScreenLoader } from './lazy-screen';
import { RouteErrorPage } from './pages/route-error-page';
import {
  entryRoutes,
  loginRoutes,
  mobileMemberRoutes,
  mobilePublicRoutes,
  mobileSectionRoots,
  recipientScreens,
} from './recipient-routes';
import { RootShell } from './root-shell';
import { gatedPage, page, REDIRECT, redirect, sectionRoot } from './route-parts';

export type { RouteHandle } from './route-parts';

type PathEntry = string | { readonly pattern: string };

const audiencePage = (entry: PathEntry, recipient: ScreenLoader, staff: ScreenLoader): RouteObject => ({
  path: patternOf(entry),
  element: <AudienceScreen recipient={recipient} staff={staff} />,
});

// Screen chunks (the recipient's own are in recipient-routes.tsx). Module-level constants: LazyScreen caches one
// lazy component per loader.
const screens = {
  ...recipientScreens,
  myPageUserInfoSave: () => import('../features/account/pages/user-info-save-page'),
  giftList: () => import('../features/gift/pages/gift-list-page'),
  eventTestList: () =>
    import('../features/gift/pages/event-test-pages').then((m) => ({ default: m.EventTestListPage })),
  eventTestDetail: () =>
    import('../features/gift/pages/event-test-pages').then((m) => ({ default: m.EventTestDetailPage })),
  eventTestApply: () =>
    import('../features/gift/pages/event-test-pages').then((m) => ({ default: m.EventTestApplyPage })),
  eventTestOrderHistory: () =>
    import('../features/gift/pages/event-test-pages').then((m) => ({ default: m.EventTestOrderHistoryPage })),
  eventHistory: () => import('../features/event/pages/event-history-page'),
  eventDetail: () => import('./pages/event-detail-screen'),
  eventSettingSave: () => import('../features/event/pages/event-setting-page'),
  eventTheme: () => import('../features/event/pages/event-theme-page'),
  eventCurationProd: () => import('../features/event/pages/event-curation-page'),
  eventCard: () => import('../features/event/pages/event-card-page'),
  eventProdDetail: () => import('../features/event/pages/event-prod-detail-page'),
  giftDetail: () => import('../features/gift/pages/gift-detail-page'),
  giftApply: () => import('../features/gift/pages/gift-apply-page'),
  giftOrderHistory: () => import('../features/gift/pages/gift-order-history-page'),
  giftApplyWaiting: () => import('../features/gift/pages/gift-apply-waiting-page'),
  giftApplyFail: () => import('../features/gift/pages/gift-apply-fail-page'),
  cartList: () => import('../features/cart/pages/cart-list-page'),
  deliveryPayment: () => import('../features/delivery/pages/payment-list-page'),
  deliveryPaymentDetail: () => import('../features/delivery/pages/payment-detail-page'),
  deliveryManagedList: () => import('../features/delivery/pages/managed-list-page'),
  eventSend: () => import('../features/event-send/pages/event-send-page'),
  evalution: () => import('../features/survey/pages/evalution-page'),
  giftSati: () => import('../features/gift/pages/sati-page'),
  giftProdReady: () => import('../features/gift/pages/prod-ready-page'),
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
  landingMain: () => import('../features/landing/pages/landing-main-page'),
  landingServiceInfo: () => import('../features/landing/pages/service-info-page'),
  landingContact: () => import('../features/landing/pages/contact-page'),
  landingProdListCategory: () => import('../features/landing/pages/prod-list-category-page'),
  landingProdListTheme: () => import('../features/landing/pages/prod-list-theme-page'),
  landingProdDetail: () => import('../features/landing/pages/prod-detail-page'),
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
} satisfies Record<string, ScreenLoader>;

/** The back office's layout carries Ant Design: its own chunk, so no other screen downloads antd. */
const loadBackOfficeLayout: ScreenLoader = () => import('./layouts/back-office-layout');

/**
 * The route table of spec §2, in the spec's order. Guards: RequireAuth (login, first-login and expired-password
 * states), AccessGuard (spec §6 menu access and route guards; `mobile` skips the menu check).
 */
export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteErrorPage />,
    children: [
      // Entry rules at '/'
      ...entryRoutes,

      // Section roots redirect by role (the role is needed, so they sit behind the login)
      {
        element: <RequireAuth />,
        children: [
          sectionRoot(paths.company),
          sectionRoot(paths.manageGroup),
          sectionRoot(paths.delivery),
          sectionRoot(paths.user),
          sectionRoot(paths.goods),
          sectionRoot(paths.gift),
          sectionRoot(paths.event),
          sectionRoot(paths.serviceCenter),
          ...mobileSectionRoots,
          redirect(paths.deliveryApplyList, paths.deliveryNotApply),
        ],
      },

      // Public or pre-login routes: the landing site
      {
        element: <LandingLayout />,
        children: [
          page(paths.introMain, screens.landingMain),
          page(paths.introService, screens.landingServiceInfo, ROUTE_NAME.landingServiceInfo),
          page(paths.introContact, screens.landingContact),
          page(
            paths.introProdListCategory,
            screens.landingProdListCategory,
            ROUTE_NAME.landingProdListCategory,
          ),
          page(paths.introProdListTheme, screens.landingProdListTheme, ROUTE_NAME.landingProdListTheme),
          page(paths.introProdDetail, screens.landingProdDetail, ROUTE_NAME.landingProdDetail),
        ],
      },
      // Public or pre-login routes: device check, login and account
      loginRoutes,

      // Signed-in desktop screens
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AccessGuard />,
            children: [
              // Gift, cart and my page (desktop)
              {
                element: <RecipientLayout />,
                children: [
                  page(paths.giftList, screens.giftList),
                  page(paths.giftDetail, screens.giftDetail),
                  gatedPage(paths.giftApply, screens.giftApply, (screen) => (
                    <DirectEntryGate redirectTo={paths.giftList}>{screen}</DirectEntryGate>
                  )),
                  page(paths.giftApplyFail, screens.giftApplyFail),
                  page(paths.giftApplyWaiting, screens.giftApplyWaiting),
                  page(paths.giftOrderHistory, screens.giftOrderHistory),
                  page(paths.giftSati, screens.giftSati),
                  page(paths.giftProdReady, screens.giftProdReady),
                  page(paths.cartList, screens.cartList),
                  page(paths.myPageDetail, screens.myPageDetail),
                  page(paths.myPageUserInfoSave, screens.myPageUserInfoSave),
                ],
              },
              // Event: test-mode gift screens (event test layout)
              {
                element: <RecipientLayout testMode />,
                children: [
                  page(paths.eventTestList, screens.eventTestList),
                  page(paths.eventTestDetail, screens.eventTestDetail),
                  page(paths.eventTestApply, screens.eventTestApply),
                  page(paths.eventTestOrderHistory, screens.eventTestOrderHistory),
                ],
              },
              // Screens both audiences open: the recipient layout with the own-CSS screens of the phone for
              // recipients (10, 20), the back office for everyone else (isRecipientScreen in the domain)
              {
                element: <AudienceLayout backOffice={loadBackOfficeLayout} />,
                children: [
                  // Delivery: their own orders (주문·배송 조회), the forms that change one (theirs only: anyone
                  // else finds no page there), their returns
                  audiencePage(paths.deliveryOrder, screens.mDeliveryList, screens.deliveryOrder),
                  audiencePage(
                    paths.deliveryOrderDetail,
                    screens.mDeliveryDetail,
                    screens.deliveryOrderDetail,
                  ),
                  audiencePage(paths.deliveryOrderSave, screens.mDeliverySave, screens.notFound),
                  audiencePage(paths.deliveryOrderCardMemo, screens.mDeliveryCardMemo, screens.notFound),
                  audiencePage(paths.deliveryOrderCancel, screens.mDeliveryOrderCancel, screens.notFound),
                  audiencePage(paths.deliveryOrderReturn, screens.mDeliveryOrderReturn, screens.notFound),
                  audiencePage(
                    paths.deliveryOrderReturnEdit,
                    screens.mDeliveryOrderReturnEdit,
                    screens.notFound,
                  ),
                  audiencePage(paths.deliveryReturn, screens.mReturn, screens.deliveryReturn),
                  audiencePage(
                    paths.deliveryReturnDetail,
                    screens.mReturnDetail,
                    screens.deliveryReturnDetail,
                  ),
                  // Service centre: the boards they read and their one-to-one questions
                  audiencePage(paths.notify, screens.mobileNoticeList, screens.noticeList),
                  audiencePage(paths.notifyDetail, screens.mobileNoticeDetail, screens.noticeDetail),
                  audiencePage(paths.faq, screens.mobileFaq, screens.faqList),
                  audiencePage(paths.qnaList, screens.mobileQnaList, screens.qnaList),
                  audiencePage(paths.qnaSave, screens.mobileQnaSave, screens.qnaSave),
                  audiencePage(paths.qnaDetail, screens.mobileQnaDetail, screens.qnaDetail),
                ],
              },
              // Back office
              {
                element: <LazyScreen load={loadBackOfficeLayout} />,
                children: [
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
                ],
              },
            ],
          },
        ],
      },

      // Mobile: login and account (public), then the signed-in screens (recipient-routes.tsx)
      mobilePublicRoutes,
      mobileMemberRoutes,

      // Unknown paths
      { path: '*', element: <Navigate to={paths.notFound} replace />, handle: REDIRECT },
    ],
  },
];
