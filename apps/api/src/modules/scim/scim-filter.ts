import { scimBadRequest } from './scim-error';

/** One `<attribute> eq "<value>"` term of a filter; the attribute as written (matched case-insensitively). */
export type EqTerm = { attribute: string; value: string };

/**
 * The filters Entra ID and Okta send (decision 038): `eq` terms joined by `and`, values in double quotes (with \"
 * and \\ escapes) or true/false. Anything else is 400 invalidFilter. Attribute names are lower-cased for lookup.
 */
export function parseEqFilter(filter: string, allowed: readonly string[]): EqTerm[] {
  const tokens = tokenize(filter);
  const terms: EqTerm[] = [];
  let i = 0;
  const invalid = () =>
    scimBadRequest('invalidFilter', 'Only "<attribute> eq <value>" terms joined by "and" are supported');
  while (i < tokens.length) {
    const attr = tokens[i];
    const op = tokens[i + 1];
    const value = tokens[i + 2];
    if (attr?.kind !== 'word' || !op || op.kind !== 'word' || op.text.toLowerCase() !== 'eq' || !value)
      throw invalid();
    if (value.kind === 'word' && !/^(true|false)$/i.test(value.text)) throw invalid();
    const attribute = attr.text.toLowerCase();
    if (!allowed.includes(attribute))
      throw scimBadRequest('invalidFilter', `Filtering on "${attr.text.slice(0, 80)}" is not supported`);
    terms.push({ attribute, value: value.kind === 'word' ? value.text.toLowerCase() : value.text });
    i += 3;
    if (i < tokens.length) {
      const joiner = tokens[i];
      if (joiner?.kind !== 'word' || joiner.text.toLowerCase() !== 'and' || i + 1 >= tokens.length)
        throw invalid();
      i += 1;
    }
  }
  if (terms.length === 0) throw invalid();
  return terms;
}

type Token = { kind: 'word' | 'string'; text: string };

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input[i] as string;
    if (/\s/.test(ch)) {
      i += 1;
    } else if (ch === '"') {
      let text = '';
      i += 1;
      for (;;) {
        if (i >= input.length) throw scimBadRequest('invalidFilter', 'Unterminated string in filter');
        const c = input[i] as string;
        if (c === '\\') {
          text += input[i + 1] ?? '';
          i += 2;
        } else if (c === '"') {
          i += 1;
          break;
        } else {
          text += c;
          i += 1;
        }
      }
      tokens.push({ kind: 'string', text });
    } else if (/[A-Za-z0-9_.:$-]/.test(ch)) {
      let text = '';
      while (i < input.length && /[A-Za-z0-9_.:$-]/.test(input[i] as string)) {
        text += input[i];
        i += 1;
      }
      tokens.push({ kind: 'word', text });
    } else {
      // Brackets, parentheses and other operators (or, not, [..]) are beyond what is supported.
      throw scimBadRequest('invalidFilter', 'Unsupported filter syntax');
    }
  }
  return tokens;
}
