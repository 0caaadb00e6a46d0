/** Set once a page of the light entry has loaded: the next document takes the web font from the start. */
export const WEB_FONT_FLAG = 'pcs-webfont';

/**
 * The recipient's light entry and the web font (decision 041). Pretendard's slices for a Korean page are about
 * 300 kB, four times the page's JavaScript; on a phone's first visit they shared the network with the page's data
 * and product images and held its main content back by about 1.5 s. So a first visit shows the phone's own Korean
 * font throughout (no swap, so nothing moves), and marks the browser once the page has loaded; every later document
 * loads Pretendard at start, as the whole app does. The landing takes it the same way (its slices' layout was its
 * slowest work on a first load).
 */
export function startWebFont(): void {
  let ready = false;
  try {
    ready = localStorage.getItem(WEB_FONT_FLAG) === '1';
  } catch {
    // Storage refused: the phone's font it is.
  }
  if (ready) {
    void import('../styles/fonts.css');
    return;
  }
  const mark = () => {
    try {
      localStorage.setItem(WEB_FONT_FLAG, '1');
    } catch {
      // Storage full or refused: the next visit starts without the web font too.
    }
  };
  if (document.readyState === 'complete') mark();
  else window.addEventListener('load', mark, { once: true });
}
