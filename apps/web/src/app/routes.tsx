import { Navigate, type RouteObject } from 'react-router';
import { paths, patternOf, ROUTE_NAME } from '../config/paths';
import { DirectEntryGate } from '../features/gift/components/direct-entry-gate';
import { withTexts } from '../i18n/texts';
import { backOfficeRoutes, backOfficeScreens, loadBackOfficeLayout } from './back-office-routes';
import { AccessGuard } from './guards/access-guard';
import { RequireAuth } from './guards/require-auth';
import { AudienceLayout, AudienceScreen } from './layouts/audience-layout';
import { LandingLayout } from './layouts/landing-layout';
import { RecipientLayout } from './layouts/recipient-layout';
import type { ScreenLoader } from './lazy-screen';
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
import { gatedPage, page, REDIRECT, type RouteHandle, redirect, sectionRoot } from './route-parts';

export type { RouteHandle } from './route-parts';

type PathEntry = string | { readonly pattern: string };

/**
 * A screen both audiences open: the recipient's or the staff's by role. For staff the route starts the staff
 * screen's chunk, and its first queries when `prefetch` names them, as it matches (route-prefetch.ts).
 */
const audiencePage = (
  entry: PathEntry,
  recipient: ScreenLoader,
  staff: ScreenLoader,
  prefetch?: RouteHandle['prefetch'],
): RouteObject => ({
  path: patternOf(entry),
  element: <AudienceScreen recipient={recipient} staff={staff} />,
  handle: { screen: staff, staffOnly: true, ...(prefetch ? { prefetch } : {}) } satisfies RouteHandle,
});

// Screen chunks (the recipient's own are in recipient-routes.tsx). Module-level constants: LazyScreen caches one
// lazy component per loader.
const screens = {
  ...recipientScreens,
  ...backOfficeScreens,
  myPageUserInfoSave: withTexts('account', () => import('../features/account/pages/user-info-save-page')),
  giftList: withTexts('gift', () => import('../features/gift/pages/gift-list-page')),
  eventTestList: withTexts('gift', () =>
    import('../features/gift/pages/event-test-pages').then((m) => ({ default: m.EventTestListPage })),
  ),
  eventTestDetail: withTexts('gift', () =>
    import('../features/gift/pages/event-test-pages').then((m) => ({ default: m.EventTestDetailPage })),
  ),
  eventTestApply: withTexts('gift', () =>
    import('../features/gift/pages/event-test-pages').then((m) => ({ default: m.EventTestApplyPage })),
  ),
  eventTestOrderHistory: withTexts('gift', () =>
    import('../features/gift/pages/event-test-pages').then((m) => ({ default: m.EventTestOrderHistoryPage })),
  ),
  giftDetail: withTexts('gift', () => import('../features/gift/pages/gift-detail-page')),
  giftApply: withTexts('gift', () => import('../features/gift/pages/gift-apply-page')),
  giftOrderHistory: withTexts('gift', () => import('../features/gift/pages/gift-order-history-page')),
  giftApplyWaiting: withTexts('gift', () => import('../features/gift/pages/gift-apply-waiting-page')),
  giftApplyFail: withTexts('gift', () => import('../features/gift/pages/gift-apply-fail-page')),
  cartList: withTexts('gift', () => import('../features/cart/pages/cart-list-page')),
  giftSati: withTexts('gift', () => import('../features/gift/pages/sati-page')),
  giftProdReady: withTexts('gift', () => import('../features/gift/pages/prod-ready-page')),
  landingMain: () => import('../features/landing/pages/landing-main-page'),
  landingServiceInfo: () => import('../features/landing/pages/service-info-page'),
  landingContact: () => import('../features/landing/pages/contact-page'),
  landingProdListCategory: () => import('../features/landing/pages/prod-list-category-page'),
  landingProdListTheme: () => import('../features/landing/pages/prod-list-theme-page'),
  landingProdDetail: () => import('../features/landing/pages/prod-detail-page'),
} satisfies Record<string, ScreenLoader>;

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
                  audiencePage(paths.deliveryOrder, screens.mDeliveryList, screens.deliveryOrder, () =>
                    import('../features/delivery/pages/order-list-prefetch').then((m) => m.prefetch),
                  ),
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
              backOfficeRoutes,
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
