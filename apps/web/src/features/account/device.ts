import type { DisplayMode } from '../../lib/session-store';

/** Phones and tablets by user agent (iPadOS reports itself as a Mac with touch; see detectDisplayMode). */
const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|BlackBerry|IEMobile|Opera Mini|webOS/i;

/** Widest viewport still treated as a phone-sized screen (spec §2 /checkDevice). */
export const MOBILE_VIEWPORT_MAX = 768;

/** spec §2 /checkDevice: a mobile user agent, or a viewport at most 768 px wide, is MOBILE; anything else PC. */
export function detectDisplayMode(userAgent: string, viewportWidth: number, maxTouchPoints = 0): DisplayMode {
  const iPadAsMac = /Macintosh/.test(userAgent) && maxTouchPoints > 1;
  if (MOBILE_UA.test(userAgent) || iPadAsMac) return 'MOBILE';
  return viewportWidth <= MOBILE_VIEWPORT_MAX ? 'MOBILE' : 'PC';
}
