/**
 * The two devices the spec's screens are made for, named once for the suite's projects and for the `open` fixture
 * (a journey that moves between a desktop and a phone).
 */
export const DESKTOP_DEVICE = {
  viewport: { width: 1440, height: 900 },
  isMobile: false,
  hasTouch: false,
} as const;

export const PHONE_DEVICE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
} as const;

export type Device = 'desktop' | 'phone';
export const DEVICES: Record<Device, typeof DESKTOP_DEVICE | typeof PHONE_DEVICE> = {
  desktop: DESKTOP_DEVICE,
  phone: PHONE_DEVICE,
};
