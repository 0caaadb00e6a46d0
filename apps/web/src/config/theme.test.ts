import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILY } from './theme';

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
