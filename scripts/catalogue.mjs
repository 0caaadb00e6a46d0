#!/usr/bin/env node
/**
 * Writes texts into the recipient's PO catalogues (apps/web/src/locales/{language}/{area}.po, decision 055) from a
 * JSON file { "<id>": { "ko": "...", "en": "...", ... } }: each id is added or replaced in every language's file of
 * the area, the others are kept, and the files stay sorted by id so a change reads as a small diff.
 *   node scripts/catalogue.mjs <area> <texts.json>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const LANGUAGES = ['ko', 'en', 'vi', 'zh-Hans', 'ne', 'km'];
const [area, source] = process.argv.slice(2);
if (!area || !source) {
  console.error('usage: node scripts/catalogue.mjs <area> <texts.json>');
  process.exit(2);
}
const texts = JSON.parse(readFileSync(source, 'utf8'));

const unquote = (s) => JSON.parse(s);
const quote = (s) => JSON.stringify(s);

/** The entries of a PO file written by this script: msgid/msgstr pairs, one line each. */
function readPo(text) {
  const entries = new Map();
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const id = /^msgid (".*")$/.exec(lines[i]);
    const str = id && /^msgstr (".*")$/.exec(lines[i + 1] ?? '');
    if (id && str && unquote(id[1]) !== '') entries.set(unquote(id[1]), unquote(str[1]));
  }
  return entries;
}

for (const language of LANGUAGES) {
  const file = fileURLToPath(new URL(`../apps/web/src/locales/${language}/${area}.po`, import.meta.url));
  let current = new Map();
  try {
    current = readPo(readFileSync(file, 'utf8'));
  } catch {
    // A new area: the file is written below.
  }
  for (const [id, byLanguage] of Object.entries(texts)) {
    const text = byLanguage[language];
    if (typeof text !== 'string' || text === '') {
      console.error(`${id}: no ${language} text`);
      process.exit(1);
    }
    current.set(id, text);
  }
  const head = `msgid ""\nmsgstr ""\n"Language: ${language}\\n"\n"Content-Type: text/plain; charset=utf-8\\n"\n`;
  const body = [...current.keys()]
    .sort()
    .map((id) => `\nmsgid ${quote(id)}\nmsgstr ${quote(current.get(id))}\n`)
    .join('');
  writeFileSync(file, head + body);
}
process.stdout.write(
  `${Object.keys(texts).length} texts written to ${area} in ${LANGUAGES.length} languages\n`,
);
