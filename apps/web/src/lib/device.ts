import type { DisplayMode } from './session-store';

/** Phones and tablets by user agent (iPadOS reports itself as a Mac with touch; see detectDisplayMode). */
const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|BlackBerry|IEMobile|Opera Mini|webOS/i;

/** Widest viewport still treated as a phone-sized screen (spec §2 /checkDevice): the one mobile cut-off of the app.
 *  The stylesheets' mobile media queries use the same width, (max-width: 768px). */
export const MOBILE_VIEWPORT_MAX = 768;

/** The media query of that cut-off. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_VIEWPORT_MAX}px)`;

/** A /m/* path is a mobile screen whatever the device. */
export const isMobilePath = (pathname: string): boolean => pathname === '/m' || pathname.startsWith('/m/');

/** spec §2 /checkDevice: a mobile user agent, or a viewport at most 768 px wide, is MOBILE; anything else PC. */
export function detectDisplayMode(userAgent: string, viewportWidth: number, maxTouchPoints = 0): DisplayMode {
  const iPadAsMac = /Macintosh/.test(userAgent) && maxTouchPoints > 1;
  if (MOBILE_UA.test(userAgent) || iPadAsMac) return 'MOBILE';
  return viewportWidth <= MOBILE_VIEWPORT_MAX ? 'MOBILE' : 'PC';
}
