import { landingConfig } from '../../config/landing';

/** spec §1: the gift-service host shows only the landing layout. */
export const isGiftServiceHost = (
  // A server render has no window: it renders the default host's landing (the browser re-renders on the gift host).
  host: string = typeof window === 'undefined' ? '' : window.location.host,
): boolean => host.toLowerCase() === landingConfig.giftServiceHost.toLowerCase();

/**
 * spec §1: a visitor arriving from the configured portal is sent to the gift-service landing host (same path), or
 * null when no redirect applies.
 */
export function portalRedirectUrl(
  referrer: string,
  location: { host: string; protocol: string; pathname: string; search: string },
): string | null {
  if (!referrer || !landingConfig.portalReferrerPattern.test(referrer)) return null;
  if (isGiftServiceHost(location.host)) return null;
  return `${location.protocol}//${landingConfig.giftServiceHost}${location.pathname}${location.search}`;
}
