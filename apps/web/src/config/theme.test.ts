import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLOR, FONT_FAMILY } from './theme';

const normalize = (stack: string) =>
  stack
    .split(',')
    .map((f) => f.trim().replace(/^['"]|['"]$/g, ''))
    .join(',');

describe('one font stack', () => {
  it('global.css declares the same --pcs-font as FONT_FAMILY (antd and charts)', () => {
    const css = readFileSync(path.join(process.cwd(), 'apps/web/src/styles/global.css'), 'utf8');
    const declared = /--pcs-font:\s*([^;]+);/.exec(css)?.[1]?.replace(/\s+/g, ' ');
    expect(declared && normalize(declared)).toBe(normalize(FONT_FAMILY));
  });
});

/** WCAG 2.1 relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

describe('one set of colour tokens', () => {
  const css = readFileSync(path.join(process.cwd(), 'apps/web/src/styles/global.css'), 'utf8');

  it('global.css declares every COLOR token with the same value', () => {
    for (const [name, value] of Object.entries(COLOR)) {
      const declared = new RegExp(`--pcs-${kebab(name)}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
      expect(declared, name).toBe(value);
    }
  });

  it('keeps the spec active sort colour as the brand mark', () => {
    expect(COLOR.brand).toBe('#fe5f40');
  });

  it('gives text 4.5:1 or more on white and on the page grey, and white text 4.5:1 on the strong brand', () => {
    for (const token of [
      'brandStrong',
      'brandStronger',
      'text',
      'textSub',
      'danger',
      'success',
      'info',
    ] as const) {
      expect(contrast(COLOR[token], '#ffffff'), token).toBeGreaterThanOrEqual(4.5);
      expect(contrast(COLOR[token], COLOR.bg), token).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(COLOR.textMuted, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(COLOR.brandStrong, COLOR.brandTint)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(COLOR.focus, COLOR.bg)).toBeGreaterThanOrEqual(3);
    // The brand orange itself is not a text colour: the reason for brandStrong.
    expect(contrast(COLOR.brand, '#ffffff')).toBeLessThan(4.5);
  });
});
