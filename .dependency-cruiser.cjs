/** Import directions of STYLE.md, enforced: domain imports nothing of ours; web and api never import each other;
 *  web features never import each other. */
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
