import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * zod without its JSON Schema generator, for the recipient entry's build (decision 039). zod's classic schemas
 * reference the generator from every schema (`.toJSONSchema()`, `~standard.jsonSchema`), so it stays in the bundle
 * although the web app never makes a JSON Schema (the API's OpenAPI document is made on the server): about 7 kB of
 * the 25 kB of zod gzipped. Its two modules are replaced by ones with the same exports that throw when called.
 */
export function zodWithoutJsonSchema(): Plugin {
  const generator = /[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/;
  return {
    name: 'pcs-zod-without-json-schema',
    apply: 'build',
    load(id) {
      if (!generator.test(id)) return null;
      const source = readFileSync(id, 'utf8');
      const names = [...source.matchAll(/^export (?:const|function|let|class) (\w+)/gm)].map(
        (m) => m[1] as string,
      );
      const renamed = [...source.matchAll(/^export \{ (\w+) as (\w+) \}/gm)].map(
        (m) => `export { ${m[1]} as ${m[2]} };`,
      );
      const fail =
        "throw new Error('JSON Schema generation is left out of this build (vite.light-build.ts)');";
      // The create*Method helpers run when a schema's `~standard` is read: they return the failing method instead.
      const stub = (name: string) =>
        name.startsWith('create')
          ? `export function ${name}() { return () => { ${fail} }; }`
          : `export function ${name}() { ${fail} }`;
      return [...names.map(stub), ...renamed].join('\n');
    },
  };
}

/**
 * Fails a light entry's build when a module of the back office's libraries (Ant Design and its rc-* parts, charts,
 * the rich-text editor) gets into it: a screen of the recipient's journey that imports one would otherwise only show
 * up as a heavier first load.
 */
export function forbidBackOfficeLibraries(): Plugin {
  const forbidden =
    /[\\/]node_modules[\\/](antd|@ant-design|echarts|zrender|rc-[^\\/]+|@rc-component|@tiptap|prosemirror-[^\\/]+)[\\/]/;
  return {
    name: 'pcs-forbid-back-office-libraries',
    apply: 'build',
    generateBundle(_options, bundle) {
      const found = new Set<string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          const lib = forbidden.exec(id)?.[1];
          if (lib) found.add(`${lib} (in ${chunk.fileName})`);
        }
      }
      if (found.size > 0) this.error(`a light entry must not bundle: ${[...found].join(', ')}`);
    },
  };
}
