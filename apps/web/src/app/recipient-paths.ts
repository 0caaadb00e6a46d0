import { paths, patternOf } from '../config/paths';

/**
 * The paths the server answers with the recipient entry's page (recipient.html, decision 039): every route of
 * recipient-routes.tsx, as router patterns ('/a/:x'). Plain data without React, so the build (vite.landing.config.ts)
 * writes it to dist/.vite/recipient-paths.json for the server. A path here that the recipient table did not route
 * would reload forever (its catch-all reloads into the server's page for the path): recipient-routes.test.ts checks
 * the list and the table agree.
 */
export const RECIPIENT_PATHS: readonly string[] = [
  paths.home,
  paths.systemNotice,
  paths.mGift,
  paths.mDelivery,
  paths.mServiceCenter,
  // Device check, login and account
  paths.checkDevice,
  paths.login,
  paths.ssoComplete,
  paths.sLogin,
  paths.findAccount,
  paths.signUp,
  paths.vendorApplyForm,
  paths.vendorApplySuccess,
  paths.firstLoginForm,
  paths.changePassword,
  paths.notFound,
  // Mobile: login and account
  paths.mLogin,
  paths.mSLogin,
  paths.mIdLogin,
  paths.mFirstLoginForm,
  paths.mChangePassword,
  paths.mFindId,
  paths.mFindIdComplete,
  paths.mFindPassword,
  paths.mEmailCertification,
  paths.mResetPassword,
  paths.mSignUp,
  // Mobile: signed in
  paths.mGiftPreview,
  paths.mGiftList,
  paths.mGiftDetail,
  paths.mGiftSati,
  paths.mProdReady,
  paths.mGiftApply,
  paths.mGiftApplyFail,
  paths.mGiftApplyWaiting,
  paths.mGiftOrderHistory,
  paths.mCartList,
  paths.mMyPageDetail,
  paths.mMyPagePwdSave,
  paths.mMyPageTelNoSave,
  paths.mMyPageAddr,
  paths.mMyPageAddrDetail,
  paths.mMyPageLifeEvents,
  paths.mDeliveryList,
  paths.mDeliveryListSearch,
  paths.mDeliveryDetail,
  paths.mDeliverySave,
  paths.mDeliveryCardMemo,
  paths.mDeliveryOrderCancel,
  paths.mDeliveryOrderReturn,
  paths.mDeliveryOrderReturnEdit,
  paths.mReturn,
  paths.mReturnListSearch,
  paths.mReturnDetail,
  paths.mNotify,
  paths.mNotifyDetail,
  paths.mFaq,
  paths.mQnaList,
  paths.mQnaSave,
  paths.mQnaDetail,
].map(patternOf);
