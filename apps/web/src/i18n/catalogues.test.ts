import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  ADDRESS_BOOK_MESSAGES,
  LANGUAGES,
  type Language,
  REFUND_GBN_LABEL,
  RETURN_FEE_METHOD_LABEL,
  RETURN_FEE_PAYER_LABEL,
  RETURN_REASONS,
  RETURN_STATE_LABEL,
  recipientErrorText,
  refundGbnName,
  returnFeeMethodName,
  returnFeePayerName,
  returnReasonName,
  returnStateName,
} from '@pcs/domain';
import { describe, expect, it } from 'vitest';
import { LOCALES, TEXT_AREAS } from '../../lingui.config';

/** Decision 055: every language has every text of every area, each compiles, and each takes the same values. */
// happy-dom's URL is not file-aware: paths from the repository root, where vitest runs.
const SRC = join(process.cwd(), 'apps/web/src');
const LOCALES_DIR = join(SRC, 'locales');

function readCatalogue(language: string, area: string): Map<string, string> {
  const text = readFileSync(join(LOCALES_DIR, language, `${area}.po`), 'utf8');
  const entries = new Map<string, string>();
  const pairs = text.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm);
  for (const [, id, str] of pairs) {
    const key = JSON.parse(id ?? '""') as string;
    if (key !== '') entries.set(key, JSON.parse(str ?? '""') as string);
  }
  return entries;
}

/** The names of the values a message takes ({name}, {count, plural, ...}). */
function valueNames(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (Array.isArray(token)) {
        if (typeof token[0] === 'string') names.add(token[0]);
        for (const part of token.slice(1))
          if (part && typeof part === 'object') Object.values(part).forEach(walk);
      }
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

describe('recipient catalogues', () => {
  it('are kept for exactly the journey languages', () => {
    expect(LOCALES).toEqual([...LANGUAGES]);
    for (const language of LANGUAGES)
      expect(readdirSync(join(LOCALES_DIR, language)).sort()).toEqual(
        TEXT_AREAS.map((area) => `${area}.po`).sort(),
      );
  });

  for (const area of TEXT_AREAS) {
    const korean = readCatalogue('ko', area);
    for (const language of LANGUAGES.filter((l) => l !== 'ko')) {
      it(`${language}/${area} has every Korean text, no other, none empty, each taking the Korean one's values`, () => {
        const other = readCatalogue(language, area);
        expect([...other.keys()].sort()).toEqual([...korean.keys()].sort());
        for (const [id, text] of other) {
          expect(text, id).not.toBe('');
          expect(valueNames(text), `${language} ${id}`).toEqual(valueNames(korean.get(id) ?? ''));
        }
      });
    }
  }

  it('hold every id the sources ask for (t(...) with a literal id)', () => {
    const known = new Set(TEXT_AREAS.flatMap((area) => [...readCatalogue('ko', area).keys()]));
    const missing: string[] = [];
    const visit = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) visit(path);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          const source = readFileSync(path, 'utf8');
          for (const [, id] of source.matchAll(/\bt\('([a-z][\w.]*)'/g))
            if (id && !known.has(id)) missing.push(`${relative(SRC, path)}: ${id}`);
        }
      }
    };
    visit(SRC);
    expect(missing).toEqual([]);
  });
});

/**
 * The phone pages name return states, kinds, reasons and fee terms in their pickers from the catalogue, and print the
 * same names as the API sends them (the domain's tables): the two say the same in every language.
 */
describe('names the pages pick from and the API sends', () => {
  const KINDS: [string, Readonly<Record<string, string>>, (code: string, language: Language) => string][] = [
    ['returnState', RETURN_STATE_LABEL, returnStateName],
    ['refundGbn', REFUND_GBN_LABEL, refundGbnName],
    ['returnReason', RETURN_REASONS, returnReasonName],
    ['returnFeePayer', RETURN_FEE_PAYER_LABEL, returnFeePayerName],
    ['returnFeeMethod', RETURN_FEE_METHOD_LABEL, returnFeeMethodName],
  ];
  for (const language of LANGUAGES)
    it(`agree in ${language}`, () => {
      const catalogue = readCatalogue(language, 'delivery');
      for (const [kind, korean, nameOf] of KINDS)
        for (const code of Object.keys(korean))
          expect(catalogue.get(`delivery.${kind}.${code}`), `${kind} ${code}`).toBe(nameOf(code, language));
    });
});

/** The address book's refusals: the form's own check (catalogue) and the API's (recipient-errors) say the same. */
describe('address book refusals the page shows and the API sends', () => {
  for (const language of LANGUAGES)
    it(`agree in ${language}`, () => {
      const catalogue = readCatalogue(language, 'account');
      for (const [key, korean] of Object.entries(ADDRESS_BOOK_MESSAGES)) {
        const id = `account.address.error.${key}`;
        if (catalogue.has(id)) expect(recipientErrorText(korean, language), key).toBe(catalogue.get(id));
      }
    });
});
