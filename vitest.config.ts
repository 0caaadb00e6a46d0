import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { recipientCatalogues } from './apps/web/vite.catalogues';

/** Shared by the domain, web and api projects: a test that logs console.error fails. */
const FAIL_ON_CONSOLE_ERROR = './vitest.setup.ts';

const apiProject = (name: string, env: Record<string, string>): TestProjectInlineConfiguration => ({
  resolve: { conditions: ['source'] },
  test: {
    name,
    include: ['apps/api/test/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // One worker imports the app once for all files (each file still gets its own app and database).
    isolate: false,
    // Migrates one template per run; each file copies it (apps/api/test/helpers/global-database.ts).
    globalSetup: ['apps/api/test/helpers/global-database.ts'],
    setupFiles: [FAIL_ON_CONSOLE_ERROR],
    env,
  },
});

// Projects: pure domain rules, web units and components, the API on embedded PGlite, and the same API suite on a real
// PostgreSQL when TEST_DATABASE_URL is set (each test file gets its own database there).
export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    projects: [
      {
        resolve: { conditions: ['source'] },
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          // Pure functions with no module state: one worker imports them once for all files.
          isolate: false,
          setupFiles: [FAIL_ON_CONSOLE_ERROR],
        },
      },
      apiProject('api', { PCS_TEST_BACKEND: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL
        ? [apiProject('api-postgres', { PCS_TEST_BACKEND: 'postgres' })]
        : []),
      {
        resolve: { conditions: ['source'] },
        // The recipient's catalogues are imported as PO files (decision 055).
        plugins: [recipientCatalogues()],
        // Web units and component tests (*.test.tsx, Testing Library) in a happy-dom document.
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          // One worker imports React, Ant Design and happy-dom once for all files (a third of the time it took with a
          // fresh module graph per file); Testing Library unmounts after each test, and the two files that mock a
          // module (vi.mock) import what they mock after the mock, as vitest hoists it.
          isolate: false,
          // Ant Design screens rendered whole take seconds on a loaded 2-core machine: vitest's 5 s is too tight.
          testTimeout: 20_000,
          setupFiles: [FAIL_ON_CONSOLE_ERROR, './apps/web/src/test/setup-dom.ts'],
        },
      },
    ],
  },
});
