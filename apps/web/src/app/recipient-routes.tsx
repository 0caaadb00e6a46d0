import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { DirectEntryGate } from '../features/gift/components/direct-entry-gate';
import { withTexts } from '../i18n/texts';
import { AccessGuard } from './guards/access-guard';
import { EntryRedirect } from './guards/entry-redirect';
import { RequireAuth } from './guards/require-auth';
import { LoginLayout } from './layouts/login-layout';
import { MobileLayout } from './layouts/mobile-layout';
import type { ScreenLoader } from './lazy-screen';
import { RouteErrorPage } from './pages/route-error-page';
import { RootShell } from './root-shell';
import { gatedPage, page, prefetchesOf, REDIRECT, redirect, sectionRoot, wholeAppRoute } from './route-parts';

/**
 * The recipient's journey on its own light entry (entry-recipient.tsx, decision 039): the entry redirect at '/',
 * the device check and the logins, and every phone screen (/m/*). None of them needs Ant Design or charts. The
 * branches are the whole app's own (routes.tsx uses them as they are), so a page behaves the same on either entry;
 * any other page reloads into the whole app. The server sends this entry's HTML for exactly the paths in
 * recipient-paths.ts (recipient-routes.test.ts checks the two agree).
 */

// Screen chunks. Module-level constants: LazyScreen caches one lazy component per loader.
export const recipientScreens = {
  checkDevice: withTexts('account', () => import('../features/account/pages/check-device-page')),
  login: withTexts('account', () => import('../features/account/pages/login-page')),
  ssoComplete: withTexts('account', () => import('../features/account/pages/sso-complete-page')),
  mobileLogin: withTexts('account', () => import('../features/account/pages/mobile-login-page')),
  mobileIdLogin: withTexts('account', () => import('../features/account/pages/mobile-id-login-page')),
  sLogin: withTexts('account', () => import('../features/account/pages/s-login-page')),
  findAccount: withTexts('account', () => import('../features/account/pages/find-account-page')),
  signUp: withTexts('account', () => import('../features/account/pages/sign-up-page')),
  vendorApply: withTexts('account', () => import('../features/account/pages/vendor-apply-page')),
  vendorApplySuccess: withTexts(
    'account',
    () => import('../features/account/pages/vendor-apply-success-page'),
  ),
  firstLogin: withTexts('account', () => import('../features/account/pages/first-login-page')),
  changePassword: withTexts('account', () => import('../features/account/pages/change-password-page')),
  mobileFindId: withTexts('account', () => import('../features/account/pages/mobile-find-id-page')),
  mobileFindIdComplete: withTexts(
    'account',
    () => import('../features/account/pages/mobile-find-id-complete-page'),
  ),
  mobileFindPassword: withTexts(
    'account',
    () => import('../features/account/pages/mobile-find-password-page'),
  ),
  myPageDetail: withTexts('account', () => import('../features/account/pages/my-page-detail-page')),
  myPagePassword: withTexts('account', () => import('../features/account/pages/my-page-password-page')),
  myPageTelNo: withTexts('account', () => import('../features/account/pages/tel-no-save-page')),
  myPageLifeEvents: withTexts('account', () => import('../features/account/pages/life-event-request-page')),
  addressBook: withTexts('account', () => import('../features/account/pages/address-book-page')),
  addressEdit: withTexts('account', () => import('../features/account/pages/address-edit-page')),
  notFound: withTexts('common', () => import('./pages/not-found-page')),
  mobileGiftPreview: withTexts('gift', () => import('../features/gift/pages/mobile-gift-preview-page')),
  mobileGiftList: withTexts('gift', () => import('../features/gift/pages/mobile-gift-list-page')),
  mobileGiftDetail: withTexts('gift', () => import('../features/gift/pages/mobile-gift-detail-page')),
  mobileGiftApply: withTexts('gift', () => import('../features/gift/pages/mobile-gift-apply-page')),
  mobileGiftOrderHistory: withTexts(
    'gift',
    () => import('../features/gift/pages/mobile-gift-order-history-page'),
  ),
  mobileGiftApplyWaiting: withTexts(
    'gift',
    () => import('../features/gift/pages/mobile-gift-apply-waiting-page'),
  ),
  mobileGiftApplyFail: withTexts('gift', () => import('../features/gift/pages/mobile-gift-apply-fail-page')),
  mobileCartList: withTexts('gift', () => import('../features/cart/pages/mobile-cart-list-page')),
  mobileGiftSati: withTexts('gift', () => import('../features/gift/pages/mobile-sati-page')),
  mobileProdReady: withTexts('gift', () => import('../features/gift/pages/mobile-prod-ready-page')),
  mDeliveryList: withTexts('delivery', () => import('../features/delivery/mobile/mobile-delivery-list-page')),
  mDeliveryListSearch: withTexts(
    'delivery',
    () => import('../features/delivery/mobile/mobile-delivery-list-page'),
  ),
  mDeliveryDetail: withTexts(
    'delivery',
    () => import('../features/delivery/mobile/mobile-delivery-detail-page'),
  ),
  mDeliverySave: withTexts('delivery', () => import('../features/delivery/mobile/mobile-delivery-save-page')),
  mDeliveryCardMemo: withTexts('delivery', () => import('../features/delivery/mobile/mobile-card-memo-page')),
  mDeliveryOrderCancel: withTexts(
    'delivery',
    () => import('../features/delivery/mobile/mobile-order-cancel-page'),
  ),
  mDeliveryOrderReturn: withTexts(
    'delivery',
    () => import('../features/delivery/mobile/mobile-order-return-page'),
  ),
  mDeliveryOrderReturnEdit: withTexts(
    'delivery',
    () => import('../features/delivery/mobile/mobile-order-return-page'),
  ),
  mReturn: withTexts('delivery', () => import('../features/delivery/mobile/mobile-return-list-page')),
  mReturnListSearch: withTexts(
    'delivery',
    () => import('../features/delivery/mobile/mobile-return-list-page'),
  ),
  mReturnDetail: withTexts('delivery', () => import('../features/delivery/mobile/mobile-return-detail-page')),
  mobileNoticeList: withTexts(
    'service',
    () => import('../features/service-center/pages/mobile-notice-list-page'),
  ),
  mobileNoticeDetail: withTexts(
    'service',
    () => import('../features/service-center/pages/mobile-notice-detail-page'),
  ),
  mobileFaq: withTexts('service', () => import('../features/service-center/pages/mobile-faq-page')),
  mobileQnaList: withTexts('service', () => import('../features/service-center/pages/mobile-qna-list-page')),
  mobileQnaSave: withTexts('service', () => import('../features/service-center/pages/mobile-qna-save-page')),
  mobileQnaDetail: withTexts(
    'service',
    () => import('../features/service-center/pages/mobile-qna-detail-page'),
  ),
} satisfies Record<string, ScreenLoader>;
const screens = recipientScreens;

/**
 * The phone screens whose first queries start when their route matches (route-prefetch.ts, decision 050): on a first
 * load the recipient's entry renders once they have come (boot's `firstScreen`), so the first paint shows the data,
 * not skeletons that a second render replaces.
 */
const withPrefetches = prefetchesOf(recipientScreens, {
  mobileGiftPreview: () =>
    import('../features/gift/pages/mobile-gift-preview-prefetch').then((m) => m.prefetch),
  mobileGiftList: () => import('../features/gift/pages/mobile-gift-list-prefetch').then((m) => m.prefetch),
  mobileGiftDetail: () =>
    import('../features/gift/pages/mobile-gift-detail-prefetch').then((m) => m.prefetch),
  mobileGiftOrderHistory: () =>
    import('../features/gift/pages/mobile-gift-order-history-prefetch').then((m) => m.prefetch),
  mDeliveryList: () =>
    import('../features/delivery/mobile/mobile-delivery-list-prefetch').then((m) => m.prefetch),
  mDeliveryListSearch: () =>
    import('../features/delivery/mobile/mobile-delivery-list-prefetch').then((m) => m.prefetch),
});

/** Entry rules at '/' (spec §2). */
export const entryRoutes: RouteObject[] = [
  { path: paths.home, element: <EntryRedirect />, handle: REDIRECT },
  redirect(paths.systemNotice, paths.home),
];

/** The phone's section roots (spec §2 "Section roots redirect by role"; they sit behind the login). */
export const mobileSectionRoots: RouteObject[] = [
  sectionRoot(paths.mGift),
  sectionRoot(paths.mDelivery),
  sectionRoot(paths.mServiceCenter),
];

/** Public or pre-login routes: device check, login and account. */
export const loginRoutes: RouteObject = {
  element: <LoginLayout />,
  children: [
    page(paths.checkDevice, screens.checkDevice),
    page(paths.login, screens.login),
    page(paths.ssoComplete, screens.ssoComplete),
    page(paths.sLogin, screens.sLogin),
    page(paths.findAccount, screens.findAccount),
    page(paths.signUp, screens.signUp),
    page(paths.vendorApplyForm, screens.vendorApply),
    page(paths.vendorApplySuccess, screens.vendorApplySuccess),
    page(paths.firstLoginForm, screens.firstLogin),
    page(paths.changePassword, screens.changePassword),
    page(paths.notFound, screens.notFound),
  ],
};

/** Mobile: login and account (public). */
export const mobilePublicRoutes: RouteObject = {
  element: <MobileLayout />,
  children: [
    page(paths.mLogin, screens.mobileLogin),
    page(paths.mSLogin, screens.sLogin),
    page(paths.mIdLogin, screens.mobileIdLogin),
    page(paths.mFirstLoginForm, screens.firstLogin),
    page(paths.mChangePassword, screens.changePassword),
    page(paths.mFindId, screens.mobileFindId),
    page(paths.mFindIdComplete, screens.mobileFindIdComplete),
    page(paths.mFindPassword, screens.mobileFindPassword),
    page(paths.mEmailCertification, screens.mobileFindPassword),
    page(paths.mResetPassword, screens.mobileFindPassword),
    page(paths.mSignUp, screens.signUp),
  ],
};

/** Mobile: signed-in screens (no menu check on mobile, spec §6). */
export const mobileMemberRoutes: RouteObject = {
  element: <RequireAuth />,
  children: [
    {
      element: <AccessGuard mobile />,
      children: [
        {
          element: <MobileLayout member />,
          children: withPrefetches([
            // Gift and cart
            page(paths.mGiftPreview, screens.mobileGiftPreview),
            page(paths.mGiftList, screens.mobileGiftList),
            page(paths.mGiftDetail, screens.mobileGiftDetail),
            page(paths.mGiftSati, screens.mobileGiftSati),
            page(paths.mProdReady, screens.mobileProdReady),
            gatedPage(paths.mGiftApply, screens.mobileGiftApply, (screen) => (
              <DirectEntryGate redirectTo={paths.mGiftPreview}>{screen}</DirectEntryGate>
            )),
            page(paths.mGiftApplyFail, screens.mobileGiftApplyFail),
            page(paths.mGiftApplyWaiting, screens.mobileGiftApplyWaiting),
            page(paths.mGiftOrderHistory, screens.mobileGiftOrderHistory),
            page(paths.mCartList, screens.mobileCartList),
            // My page
            page(paths.mMyPageDetail, screens.myPageDetail),
            page(paths.mMyPagePwdSave, screens.myPagePassword),
            page(paths.mMyPageTelNoSave, screens.myPageTelNo),
            page(paths.mMyPageAddr, screens.addressBook),
            page(paths.mMyPageAddrDetail, screens.addressEdit),
            page(paths.mMyPageLifeEvents, screens.myPageLifeEvents),
            // Delivery
            page(paths.mDeliveryList, screens.mDeliveryList),
            page(paths.mDeliveryListSearch, screens.mDeliveryListSearch),
            page(paths.mDeliveryDetail, screens.mDeliveryDetail),
            page(paths.mDeliverySave, screens.mDeliverySave),
            page(paths.mDeliveryCardMemo, screens.mDeliveryCardMemo),
            page(paths.mDeliveryOrderCancel, screens.mDeliveryOrderCancel),
            page(paths.mDeliveryOrderReturn, screens.mDeliveryOrderReturn),
            page(paths.mDeliveryOrderReturnEdit, screens.mDeliveryOrderReturnEdit),
            // Returns
            page(paths.mReturn, screens.mReturn),
            page(paths.mReturnListSearch, screens.mReturnListSearch),
            page(paths.mReturnDetail, screens.mReturnDetail),
            // Service centre
            page(paths.mNotify, screens.mobileNoticeList),
            page(paths.mNotifyDetail, screens.mobileNoticeDetail),
            page(paths.mFaq, screens.mobileFaq),
            page(paths.mQnaList, screens.mobileQnaList),
            page(paths.mQnaSave, screens.mobileQnaSave),
            page(paths.mQnaDetail, screens.mobileQnaDetail),
          ]),
        },
      ],
    },
  ],
};

/** The recipient entry's whole table: the branches above under the same root shell, and the whole app for the rest. */
export const recipientRoutes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteErrorPage />,
    children: [
      ...entryRoutes,
      { element: <RequireAuth />, children: mobileSectionRoots },
      loginRoutes,
      mobilePublicRoutes,
      mobileMemberRoutes,
      wholeAppRoute,
    ],
  },
];
