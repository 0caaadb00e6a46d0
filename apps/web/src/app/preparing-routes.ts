/**
 * Screens of spec §2 whose real screen belongs to later work, with the Korean title the shared
 * "화면을 준비하고 있습니다." page shows. The route table (routes.tsx) renders these routes with ScreenPreparingPage;
 * a unit test checks that every entry here is routed and that no working screen is listed.
 * Remove a line when its screen is built. Every screen of spec §2 is built now; the table stays for screens to come.
 */
export const PREPARING_SCREENS: Readonly<Record<string, string>> = {};

/** The Korean title of a preparing screen; the pattern must be listed above (checked by the unit test). */
export const preparingTitle = (pattern: string): string => PREPARING_SCREENS[pattern] ?? '';
