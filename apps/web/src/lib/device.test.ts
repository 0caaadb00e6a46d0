import { describe, expect, it } from 'vitest';
import { detectDisplayMode, isMobilePath, MOBILE_MEDIA_QUERY } from './device';

const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';

describe('detectDisplayMode (spec §2 /checkDevice)', () => {
  it('is MOBILE for a phone user agent, whatever the width', () => {
    expect(detectDisplayMode(IPHONE, 1024)).toBe('MOBILE');
  });
  it('is MOBILE for a viewport of 768 px or less', () => {
    expect(detectDisplayMode(DESKTOP, 768)).toBe('MOBILE');
    expect(detectDisplayMode(DESKTOP, 769)).toBe('PC');
  });
  it('treats an iPad reporting itself as a Mac (touch points) as MOBILE', () => {
    expect(detectDisplayMode(IPAD_AS_MAC, 1366, 5)).toBe('MOBILE');
    expect(detectDisplayMode(IPAD_AS_MAC, 1366, 0)).toBe('PC');
  });
});

describe('the mobile cut-off', () => {
  it('is one width, 768 px, for the media query too', () => {
    expect(MOBILE_MEDIA_QUERY).toBe('(max-width: 768px)');
  });
  it('treats /m and /m/* as mobile screens', () => {
    expect(isMobilePath('/m')).toBe(true);
    expect(isMobilePath('/m/gift/preview')).toBe(true);
    expect(isMobilePath('/main')).toBe(false);
    expect(isMobilePath('/gift/list')).toBe(false);
  });
});
