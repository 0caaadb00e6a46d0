import type { Page } from '@playwright/test';

/**
 * Keyboard-only browser journeys (WCAG 2.1.1, 2.4.3, 2.4.7): what has focus, and Tab / Shift+Tab steps that fail
 * when the element they reach shows no focus indicator.
 */

export type Focused = {
  /** What a person would call it: its label, aria-label, text or placeholder. */
  name: string;
  tag: string;
  id: string;
  href: string;
  /** An outline or a ring is drawn around it. */
  visible: boolean;
  inDialog: string | null;
};

export const focused = (page: Page): Promise<Focused | null> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1;
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    // antd draws a field's focus on the box around its input (border in the focus colour and a glow), not on the input.
    const box = el.closest('.ant-input-affix-wrapper, .ant-input-number, .ant-picker, .ant-select');
    const boxRing = box !== null && getComputedStyle(box).boxShadow !== 'none';
    const labels = (el as HTMLInputElement).labels;
    const name =
      el.getAttribute('aria-label') ??
      (labels?.[0]?.textContent || null) ??
      (el.textContent?.trim() || null) ??
      el.getAttribute('placeholder') ??
      '';
    const dialog = el.closest('[role="dialog"], [role="alertdialog"]');
    return {
      name: name.replace(/\s+/g, ' ').trim(),
      tag: el.tagName.toLowerCase(),
      id: el.id,
      href: el.getAttribute('href') ?? '',
      visible: outline || ring || boxRing,
      inDialog: dialog
        ? (dialog.getAttribute('aria-label') ??
          document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ??
          '')
        : null,
    };
  });

const describeStop = (f: Focused) =>
  `${f.tag}${f.id ? `#${f.id}` : ''} "${f.name.slice(0, 40)}"${f.href ? ` ${f.href}` : ''}`;

/** Presses a key and fails when the element it focuses shows no focus indicator. */
export async function press(page: Page, key: string): Promise<Focused | null> {
  await page.keyboard.press(key);
  const now = await focused(page);
  if (now && !now.visible) throw new Error(`no focus indicator on ${describeStop(now)}`);
  return now;
}

/** Tabs (or Shift+Tabs) until the focused element matches; every stop on the way must show its focus. */
export async function tabTo(
  page: Page,
  matches: (f: Focused) => boolean,
  { back = false, max = 150 }: { back?: boolean; max?: number } = {},
): Promise<Focused> {
  const seen: string[] = [];
  for (let i = 0; i < max; i += 1) {
    const now = await press(page, back ? 'Shift+Tab' : 'Tab');
    if (!now) continue;
    if (matches(now)) return now;
    seen.push(describeStop(now));
  }
  throw new Error(`Tab never reached the element; passed:\n${seen.join('\n')}`);
}

export const named = (name: string | RegExp) => (f: Focused) =>
  typeof name === 'string' ? f.name === name : name.test(f.name);
export const withId = (id: string) => (f: Focused) => f.id === id;

/** Replaces a text field's value by keyboard: select all, then type. */
export async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  if (text) await page.keyboard.type(text);
}
