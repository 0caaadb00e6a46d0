import { paths } from '../config/paths';

/**
 * Screens of spec §2 whose real screen belongs to later work, with the Korean title the shared
 * "화면을 준비하고 있습니다." page shows. The route table (routes.tsx) renders these routes with ScreenPreparingPage;
 * a unit test checks that every entry here is routed and that no working screen is listed.
 * Remove a line when its screen is built.
 */
export const PREPARING_SCREENS: Readonly<Record<string, string>> = {
  // Public or pre-login routes

  // Gift, cart and my page (desktop)
  [paths.giftSati]: '만족도 조사',
  [paths.giftProdReady]: '상품 준비중',

  // Event
  [paths.eventEvaluation]: '이벤트 평가',

  // Delivery

  // Mobile: gift and cart
  [paths.mGiftSati]: '만족도 조사',
  [paths.mProdReady]: '상품 준비중',

  // Mobile: delivery

  // Mobile: returns
};

/** The Korean title of a preparing screen; the pattern must be listed above (checked by the unit test). */
export const preparingTitle = (pattern: string): string => PREPARING_SCREENS[pattern] ?? '';
