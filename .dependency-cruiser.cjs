/** Import directions of STYLE.md, enforced: domain imports nothing of ours; web and api never import each other;
 *  web features never import each other; an API module is reached only through its index.ts (decision 033). */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      severity: 'error',
      from: { path: '^packages/domain' },
      to: { path: '^(apps|bench)/' },
    },
    {
      name: 'domain-no-io',
      severity: 'error',
      from: { path: '^packages/domain' },
      to: { dependencyTypes: ['core'] },
    },
    {
      // The client is what other systems install: it stands on its generated types and openapi-fetch alone. Only its
      // generate script builds the API in-process to read the document.
      name: 'client-is-standalone',
      severity: 'error',
      from: { path: '^packages/client/src' },
      to: { path: '^(apps|bench|packages/domain)/' },
    },
    { name: 'web-not-api', severity: 'error', from: { path: '^apps/web' }, to: { path: '^apps/api' } },
    { name: 'api-not-web', severity: 'error', from: { path: '^apps/api' }, to: { path: '^apps/web' } },
    {
      name: 'features-are-independent',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'shared-web-does-not-import-features',
      severity: 'error',
      from: { path: '^apps/web/src/(components|hooks|lib|config)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      // A module's index.ts is its public surface: another module imports that, never its inner files. Test files
      // (*.test.ts here, and everything under apps/api/test, which is outside `from`) may reach inner files: they
      // test units.
      name: 'api-modules-through-index',
      severity: 'error',
      from: {
        path: '^apps/api/src/modules/([^/]+)/',
        pathNot: '\\.test\\.ts$',
      },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      // The rest of the server (app.ts, server.ts, app-deps.ts, db/, http/, lib/, adapters/), the bench and the scripts
      // reach a module through its index.ts too. Test files are exempt as above.
      name: 'api-outside-modules-through-index',
      severity: 'error',
      from: {
        path: '^(apps/api/src/|bench/|scripts/)',
        pathNot: ['^apps/api/src/modules/', '\\.test\\.ts$'],
      },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: '^apps/api/src/modules/[^/]+/index\\.ts$',
      },
    },
    {
      // A module's own files import each other directly: through its own index they would run in a circle.
      name: 'api-module-not-through-own-index',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/', pathNot: '^apps/api/src/modules/[^/]+/index\\.ts$' },
      to: { path: '^apps/api/src/modules/$1/index\\.ts$' },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist|dist-ssr|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { conditionNames: ['source', 'import', 'default'], exportsFields: ['exports'] },
  },
};
