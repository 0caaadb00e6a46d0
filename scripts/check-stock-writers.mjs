// Fails when a file outside the stock owner writes event or option stock or a recipient's allowance (decision 045).
//   node scripts/check-stock-writers.mjs          exits 1 naming file:line of every writer outside the owner
//   node scripts/check-stock-writers.mjs --list   lists every writer, the owner's too, with the count (exit 0)
// dependency-cruiser sees imports, not SQL: this reads the server's TypeScript for the two ways a write is spelled.
// - SQL text: `set [alias.]stock_qty =` (or `, used_cnt =` later in a set list) in an `update` of event_product,
//   product_option or event_recipient, or in an `insert into` one of them `... on conflict do update set`.
// - drizzle: `.update(eventProduct | productOption | eventRecipient).set(...)` whose object names stockQty, usedCnt
//   or allowedCnt (an argument that is not an object literal counts too: the check cannot see inside it), and
//   `.insert(<one of them>)...onConflictDoUpdate({ set: ... })` likewise.
// Inserts of new rows are not writes of what is left: they set the first count (the row did not exist to be taken).
// Run by `npm run lint`; tested in apps/api/test/stock-writers-check.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The owner: the only place allowed to write these columns. */
export const OWNER_DIR = 'apps/api/src/modules/stock/';
const SCANNED_DIR = 'apps/api/src';

const SQL_TABLES = new Set(['event_product', 'product_option', 'event_recipient']);
const SQL_COLUMNS = 'stock_qty|used_cnt|allowed_cnt';
const DRIZZLE_TABLES = 'eventProduct|productOption|eventRecipient';
const DRIZZLE_KEYS = /\b(stockQty|usedCnt|allowedCnt)\b/;

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/** The text of the parenthesised argument list starting at `open` (the index of "("), or null when unbalanced. */
function argumentAt(text, open) {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') {
      depth--;
      if (depth === 0) return text.slice(open + 1, i);
    }
  }
  return null;
}

/** The table of an SQL assignment ending at `index`: the nearest `update <t>` before it, or the upsert's insert. */
function sqlTableBefore(text, index) {
  const before = text.slice(0, index);
  const updates = [...before.matchAll(/\bupdate\s+(\w+)/gi)];
  const last = updates.at(-1);
  if (!last) return null;
  if (last[1].toLowerCase() !== 'set') return last[1].toLowerCase();
  const inserts = [...before.matchAll(/\binsert\s+into\s+(\w+)/gi)];
  return inserts.at(-1)?.[1].toLowerCase() ?? null;
}

/** Every write of the owned columns in one file's text: { line, what }. */
export function findWriters(text) {
  const found = [];
  const assignment = new RegExp(`(?:\\bset|,)\\s+(?:\\w+\\.)?(${SQL_COLUMNS})\\s*=(?!=)`, 'gi');
  for (const m of text.matchAll(assignment)) {
    const table = sqlTableBefore(text, m.index + m[0].length);
    // A table the check cannot name counts: better a question in review than a writer nobody sees.
    if (table === null || SQL_TABLES.has(table))
      found.push({ line: lineOf(text, m.index), what: `${table ?? '?'}.${m[1].toLowerCase()} (SQL)` });
  }
  const update = new RegExp(`\\.update\\(\\s*(${DRIZZLE_TABLES})\\s*\\)\\s*\\.set\\(`, 'g');
  for (const m of text.matchAll(update)) {
    const arg = argumentAt(text, m.index + m[0].length - 1) ?? '';
    const key = DRIZZLE_KEYS.exec(arg)?.[1];
    const opaque = !arg.trim().startsWith('{') || /\.\.\./.test(arg);
    if (key || opaque)
      found.push({
        line: lineOf(text, m.index),
        what: `${m[1]}.${key ?? '(set of an object the check cannot read)'}`,
      });
  }
  const upsert = new RegExp(`\\.insert\\(\\s*(${DRIZZLE_TABLES})\\s*\\)`, 'g');
  for (const m of text.matchAll(upsert)) {
    // The insert's own chain: up to the statement's end (the next `;` or a blank line), where an upsert would be.
    const rest = text.slice(m.index);
    const end = rest.search(/;|\n\s*\n/);
    const chain = end === -1 ? rest : rest.slice(0, end);
    const at = chain.indexOf('.onConflictDoUpdate(');
    if (at === -1) continue;
    const arg = argumentAt(chain, at + '.onConflictDoUpdate'.length) ?? '';
    const set = /\bset\s*:\s*([\s\S]*)/.exec(arg)?.[1] ?? '';
    const key = DRIZZLE_KEYS.exec(set)?.[1];
    if (key) found.push({ line: lineOf(text, m.index + at), what: `${m[1]}.${key} (upsert)` });
  }
  return found.sort((a, b) => a.line - b.line);
}

function sourceFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'migrations') out.push(...sourceFiles(full));
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** Every writer under `base`/apps/api/src: { file (relative, with /), line, what, owner }. */
export function scanStockWriters(base = root) {
  const writers = [];
  for (const full of sourceFiles(path.join(base, SCANNED_DIR))) {
    const file = path.relative(base, full).split(path.sep).join('/');
    for (const w of findWriters(readFileSync(full, 'utf8')))
      writers.push({ file, ...w, owner: file.startsWith(OWNER_DIR) });
  }
  return writers.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const writers = scanStockWriters();
  if (process.argv.includes('--list')) {
    for (const w of writers)
      console.info(`${w.file}:${w.line}  ${w.what}${w.owner ? '' : '  <- outside the owner'}`);
    const outside = writers.filter((w) => !w.owner).length;
    console.info(`${writers.length} writers, ${outside} outside ${OWNER_DIR}`);
  } else {
    const outside = writers.filter((w) => !w.owner);
    if (outside.length > 0) {
      console.error(
        `Stock and allowances are written only by ${OWNER_DIR} (decision 045); call its functions instead:`,
      );
      for (const w of outside) console.error(`  ${w.file}:${w.line}  ${w.what}`);
      process.exit(1);
    }
  }
}
