import { describe, expect, it } from 'vitest';
import { landingConfig } from '../../config/landing';
import { isGiftServiceHost, portalRedirectUrl } from './host-variant';

const here = { host: 'www.pcs.local', protocol: 'https:', pathname: '/intro/main', search: '?a=1' };

describe('gift-service host variant (spec §1)', () => {
  it('recognises the configured host', () => {
    expect(isGiftServiceHost(landingConfig.giftServiceHost)).toBe(true);
    expect(isGiftServiceHost('www.pcs.local')).toBe(false);
  });

  it('redirects portal visitors to the gift host, keeping the path', () => {
    expect(portalRedirectUrl('https://m.portal.pcs.local/news', here)).toBe(
      `https://${landingConfig.giftServiceHost}/intro/main?a=1`,
    );
    expect(portalRedirectUrl('https://portal.pcs.local', here)).not.toBeNull();
    expect(portalRedirectUrl('https://evilportal.pcs.local.example/', here)).toBeNull();
    expect(portalRedirectUrl('', here)).toBeNull();
    expect(portalRedirectUrl('https://google.com/', here)).toBeNull();
    expect(
      portalRedirectUrl('https://portal.pcs.local/', { ...here, host: landingConfig.giftServiceHost }),
    ).toBeNull();
  });
});
