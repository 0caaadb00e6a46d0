/// <reference types="vite/client" />
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { AuthCd } from '@pcs/domain';

/**
 * Which API calls each web screen makes, read from the web's source: a screen's module and every module it imports
 * (statically or lazily), with the call paths they name through the domain's path registries (API_PATH,
 * CLIENT_BILL_PATH, ...). A screen that imports a module reaches every call that module names, so the map can only
 * over-report; the access test lists the few calls a screen makes for some of its roles only.
 */
export const WEB_SRC = resolve(__dirname, '../../../web/src');
const ROUTE_FILES = ['app/routes.tsx', 'app/recipient-routes.tsx', 'app/back-office-routes.tsx'].map((f) =>
  join(WEB_SRC, f),
);

/** Every module of the domain: a registry the index does not re-export (settlement-paths.ts) counts too. */
const DOMAIN_MODULES = import.meta.glob<Record<string, unknown>>(
  ['../../../../packages/domain/src/**/*.ts', '!../../../../packages/domain/src/**/*.test.ts'],
  { eager: true },
);

/** Registry export name -> key -> call path, for every domain object whose values are '/v1/...' paths. */
function registries(): Map<string, Map<string, string>> {
  const found = new Map<string, Map<string, string>>();
  const exported = Object.values(DOMAIN_MODULES).flatMap((m) => Object.entries(m));
  for (const [name, value] of exported) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    const entries = Object.entries(value as Record<string, unknown>).filter(
      (e): e is [string, string] => typeof e[1] === 'string' && e[1].startsWith('/v1/'),
    );
    if (entries.length > 0) found.set(name, new Map(entries));
  }
  return found;
}

function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  return null;
}

type ModuleFacts = { imports: string[]; calls: string[] };

export function webCallGraph() {
  const registry = registries();
  const facts = new Map<string, ModuleFacts>();

  const read = (file: string): ModuleFacts => {
    const known = facts.get(file);
    if (known) return known;
    const text = readFileSync(file, 'utf8');
    const imports = [...text.matchAll(/(?:from\s+|import\()\s*'(\.{1,2}\/[^']+)'/g)]
      .map((m) => resolveModule(file, m[1]!))
      .filter((f): f is string => f !== null);
    // Local names of the registries this module imports from the domain ('DELIVERY_FLOW_PATH as P' -> P).
    const locals = new Map<string, string>();
    for (const block of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@pcs\/domain[^']*'/g))
      for (const part of block[1]!.split(',')) {
        const [exported, local] = part
          .replace(/\btype\b/, '')
          .trim()
          .split(/\s+as\s+/);
        if (exported && registry.has(exported)) locals.set((local ?? exported).trim(), exported);
      }
    const calls: string[] = [];
    for (const [local, exported] of locals)
      for (const m of text.matchAll(new RegExp(`\\b${local}\\.(\\w+)`, 'g'))) {
        const path = registry.get(exported)!.get(m[1]!);
        if (path) calls.push(path);
      }
    const result = { imports, calls };
    facts.set(file, result);
    return result;
  };

  /**
   * Every call a module and the modules it reaches name, with the roles that reach it: `parts` narrows the roles
   * below a module a screen renders for some of its roles only (relative to the web's src folder).
   */
  const callsOf = (
    entry: string,
    roles: readonly AuthCd[],
    parts: ReadonlyMap<string, readonly AuthCd[]>,
  ): Map<string, Set<AuthCd>> => {
    const seen = new Set<string>();
    const calls = new Map<string, Set<AuthCd>>();
    const stack: [string, readonly AuthCd[]][] = [[entry, roles]];
    while (stack.length > 0) {
      const [file, reaching] = stack.pop()!;
      const part = parts.get(relative(WEB_SRC, file));
      const narrowed = part ? reaching.filter((r) => part.includes(r)) : reaching;
      const key = `${file}|${narrowed.join(',')}`;
      if (narrowed.length === 0 || seen.has(key)) continue;
      seen.add(key);
      const { imports, calls: named } = read(file);
      for (const c of named) {
        const set = calls.get(c) ?? new Set<AuthCd>();
        for (const r of narrowed) set.add(r);
        calls.set(c, set);
      }
      for (const next of imports) stack.push([next, narrowed]);
    }
    return calls;
  };

  return { callsOf, registry };
}

/** A route's screen modules: one for most, two for a path both audiences open (recipient, then staff). */
export type ScreenModules = { path: string; recipient?: string; staff?: string; only?: string };

/** path name (the key of `paths`) -> its screen module(s), read from the web's route files. */
export function screenModules(): Map<string, ScreenModules> {
  const loaders = new Map<string, string>();
  const bindings = new Map<string, ScreenModules>();
  for (const file of ROUTE_FILES) {
    const text = readFileSync(file, 'utf8');
    // A recipient screen's loader also brings its texts: withTexts('gift', () => import('...')).
    for (const m of text.matchAll(/(\w+):\s*(?:withTexts\(\s*'\w+',\s*)?\(\)\s*=>\s*import\('([^']+)'\)/g)) {
      // A screen's route prefetch (back-office-routes.tsx) shares its name but is not the screen.
      if (/-prefetch$/.test(m[2]!)) continue;
      const target = resolveModule(file, m[2]!);
      if (target) loaders.set(m[1]!, target);
    }
  }
  const loader = (name: string) => {
    const file = loaders.get(name);
    if (!file) throw new Error(`no loader named ${name} in the web's route files`);
    return file;
  };
  for (const file of ROUTE_FILES) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\b(?:page|gatedPage)\(\s*paths\.(\w+),\s*screens\.(\w+)/g))
      bindings.set(m[1]!, { path: m[1]!, only: loader(m[2]!) });
    for (const m of text.matchAll(/\baudiencePage\(\s*paths\.(\w+),\s*screens\.(\w+),\s*screens\.(\w+)/g))
      bindings.set(m[1]!, { path: m[1]!, recipient: loader(m[2]!), staff: loader(m[3]!) });
  }
  return bindings;
}
