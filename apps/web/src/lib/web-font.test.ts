import { afterEach, describe, expect, it, vi } from 'vitest';

const fontsLoaded = vi.hoisted(() => vi.fn());
vi.mock('../styles/fonts.css', () => {
  fontsLoaded();
  return {};
});

afterEach(() => {
  localStorage.clear();
  fontsLoaded.mockClear();
  vi.resetModules();
});

describe('startWebFont (decision 041)', () => {
  it('marks the browser once a first visit has loaded, without loading the font', async () => {
    const { startWebFont, WEB_FONT_FLAG } = await import('./web-font');
    const listen = vi.spyOn(window, 'addEventListener');
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    startWebFont();
    expect(localStorage.getItem(WEB_FONT_FLAG)).toBeNull();
    expect(listen).toHaveBeenCalledWith('load', expect.any(Function), { once: true });
    window.dispatchEvent(new Event('load'));
    expect(localStorage.getItem(WEB_FONT_FLAG)).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fontsLoaded).not.toHaveBeenCalled();
    listen.mockRestore();
  });

  it('marks at once when the page has already loaded', async () => {
    const { startWebFont, WEB_FONT_FLAG } = await import('./web-font');
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    startWebFont();
    expect(localStorage.getItem(WEB_FONT_FLAG)).toBe('1');
  });

  it('waits for nothing on a later visit: the font is asked for at start', async () => {
    const { startWebFont, WEB_FONT_FLAG } = await import('./web-font');
    localStorage.setItem(WEB_FONT_FLAG, '1');
    const listen = vi.spyOn(window, 'addEventListener');
    startWebFont();
    expect(listen).not.toHaveBeenCalledWith('load', expect.any(Function), { once: true });
    await vi.waitFor(() => expect(fontsLoaded).toHaveBeenCalledTimes(1));
    listen.mockRestore();
  });
});
