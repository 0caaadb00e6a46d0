import { describe, expect, it } from 'vitest';
import { findControlCharacter, hasControlCharacter } from './text-input';

describe('control characters in text input', () => {
  it('refuses NUL and other control characters but keeps tab and line breaks', () => {
    expect(hasControlCharacter('a\u0000b')).toBe(true);
    expect(hasControlCharacter('a\u001bb')).toBe(true);
    expect(hasControlCharacter('a\u007fb')).toBe(true);
    expect(hasControlCharacter('줄 하나\n줄 둘\r\n\t들여쓰기')).toBe(false);
  });

  it('names the first field that holds one, nested or in a key', () => {
    expect(findControlCharacter({ a: 'ok', b: { c: ['x', 'y\u0000'] } }, 'body')).toBe('body.b.c.1');
    expect(findControlCharacter({ 'k\u0000': 1 }, 'query')).toBe('query');
    expect(findControlCharacter({ a: 1, b: null, c: true }, 'body')).toBeNull();
    expect(findControlCharacter('plain', 'params')).toBeNull();
  });
});
