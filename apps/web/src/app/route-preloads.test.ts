import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type ChunkFacts,
  pageRoutes,
  routePreloads,
  screenLoaders,
  screenPrefetches,
  screenTextAreas,
} from '../../vite.route-preloads';

const chunk = (fileName: string, facts: Partial<ChunkFacts> = {}): ChunkFacts => ({
  fileName,
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  moduleIds: [],
  imports: [],
  css: [],
  ...facts,
});

describe('routePreloads (decision 050)', () => {
  const chunks = [
    chunk('assets/index.js', { isEntry: true, imports: ['assets/runtime.js'], css: ['assets/index.css'] }),
    chunk('assets/runtime.js'),
    chunk('assets/layout.js', {
      isDynamicEntry: true,
      facadeModuleId: '/src/layout.tsx',
      moduleIds: ['/src/layout.tsx'],
      imports: ['assets/antd.js', 'assets/runtime.js'],
      css: ['assets/layout.css'],
    }),
    chunk('assets/antd.js', { imports: ['assets/runtime.js'] }),
    chunk('assets/list.js', {
      isDynamicEntry: true,
      facadeModuleId: '/src/list.tsx',
      moduleIds: ['/src/list.tsx', '/src/tab.tsx'],
      imports: ['assets/antd.js', 'assets/table.js'],
    }),
    chunk('assets/table.js', { css: ['assets/table.css', 'assets/index.css'] }),
  ];

  it("lists a route's chunks in order with their static imports, then their CSS, once each, without the entry's", () => {
    expect(
      routePreloads(chunks, [{ pattern: '/a/:x', modules: ['/src/layout.tsx', '/src/list.tsx'] }]),
    ).toEqual({
      '/a/:x': [
        'assets/layout.js',
        'assets/antd.js',
        'assets/list.js',
        'assets/table.js',
        'assets/layout.css',
        'assets/table.css',
      ],
    });
  });

  it('finds a module folded into another chunk, and fails on one no chunk holds', () => {
    expect(routePreloads(chunks, [{ pattern: '/t', modules: ['/src/tab.tsx'] }])['/t']).toEqual([
      'assets/list.js',
      'assets/antd.js',
      'assets/table.js',
      'assets/table.css',
    ]);
    expect(() => routePreloads(chunks, [{ pattern: '/n', modules: ['/src/none.tsx'] }])).toThrow(
      /no chunk holds/,
    );
  });
});

describe('pageRoutes', () => {
  it('pairs each page() with its path pattern and screen module, after the layout', () => {
    const source = `
  companyList: () => import('../features/company/pages/company-list-page'),
    page(paths.companyList, screens.companyList),`;
    const loaders = screenLoaders('/w/src/app/back-office-routes.tsx', source);
    expect(pageRoutes(source, loaders, ['/w/layout.tsx'])).toEqual([
      {
        pattern: '/company/list',
        modules: ['/w/layout.tsx', '/w/src/features/company/pages/company-list-page.tsx'],
      },
    ]);
  });

  it('fails on a page() it does not understand or a screen without a loader', () => {
    expect(() => pageRoutes('page(paths.companyList, screens.x, NAME)', new Map())).toThrow(/not understood/);
    expect(() => pageRoutes('page(paths.companyList, screens.x)', new Map())).toThrow(/no screen module/);
  });

  it("puts a screen's catalogues first, and gives a gated page the preloads of the page its gate sends to", () => {
    const source = `
  mobileGiftPreview: withTexts('gift', () => import('../features/gift/pages/mobile-gift-preview-page')),
  mobileGiftApply: withTexts('gift', () => import('../features/gift/pages/mobile-gift-apply-page')),
            page(paths.mGiftPreview, screens.mobileGiftPreview),
            gatedPage(paths.mGiftApply, screens.mobileGiftApply, (screen) => (
              <DirectEntryGate redirectTo={paths.mGiftPreview}>{screen}</DirectEntryGate>
            )),`;
    const areas = screenTextAreas(source);
    expect(areas.get('mobileGiftApply')).toBe('gift');
    const routes = pageRoutes(source, screenLoaders('/w/src/app/recipient-routes.tsx', source), [], (s) => [
      `/ko/${areas.get(s)}.po`,
    ]);
    const preview = ['/ko/gift.po', '/w/src/features/gift/pages/mobile-gift-preview-page.tsx'];
    expect(routes).toEqual([
      { pattern: '/m/gift/preview', modules: preview },
      { pattern: '/m/gift/giftSelect/apply/:ordSn', modules: preview },
    ]);
    expect(() => pageRoutes('gatedPage(paths.mGiftApply, screens.x, wrap)', new Map())).toThrow(/redirectTo/);
  });

  it('understands every recipient page, the gated final info with the preview', () => {
    const file = path.join(process.cwd(), 'apps/web/src/app/recipient-routes.tsx');
    const source = readFileSync(file, 'utf8');
    const areas = screenTextAreas(source);
    const routes = pageRoutes(source, screenLoaders(file, source), [], (s) => [`${areas.get(s)}`]);
    const preview = routes.find((r) => r.pattern === '/m/gift/preview');
    expect(preview?.modules[0]).toBe('gift');
    expect(routes.find((r) => r.pattern === '/m/gift/giftSelect/apply/:ordSn')).toEqual({
      pattern: '/m/gift/giftSelect/apply/:ordSn',
      modules: preview?.modules,
    });
    expect(routes.find((r) => r.pattern === '/m/delivery/list')?.modules[0]).toBe('delivery');
  });

  it('finds the prefetch module of each screen that names one, on one line or two, in the route files', () => {
    const source = `
  companyList: () => import('../features/company/pages/company-list-prefetch').then((m) => m.prefetch),
  eventSettingSave: () =>
    import('../features/event/pages/event-detail-prefetch').then((m) => m.prefetchSetting),
  companyDetail: () => import('../features/company/pages/company-detail-page'),`;
    const found = screenPrefetches('/w/src/app/back-office-routes.tsx', source);
    expect([...found.keys()]).toEqual(['companyList', 'eventSettingSave']);
    // A .ts module (no such file here, so the .tsx guess).
    expect(found.get('companyList')).toBe('/w/src/features/company/pages/company-list-prefetch.tsx');

    const file = path.join(process.cwd(), 'apps/web/src/app/recipient-routes.tsx');
    const recipient = screenPrefetches(file, readFileSync(file, 'utf8'));
    expect(recipient.get('mobileGiftList')).toBe(
      path.join(process.cwd(), 'apps/web/src/features/gift/pages/mobile-gift-list-prefetch.ts'),
    );
    expect([...recipient.keys()]).toEqual(
      expect.arrayContaining(['mobileGiftPreview', 'mobileGiftDetail', 'mDeliveryList']),
    );
    const office = path.join(process.cwd(), 'apps/web/src/app/back-office-routes.tsx');
    expect(screenPrefetches(office, readFileSync(office, 'utf8')).size).toBeGreaterThan(15);
  });

  it('understands every back-office page, each under the layout', () => {
    // The test's cwd is the repository's root (as in config/theme.test.ts).
    const file = path.join(process.cwd(), 'apps/web/src/app/back-office-routes.tsx');
    const source = readFileSync(file, 'utf8');
    const routes = pageRoutes(source, screenLoaders(file, source), ['layout']);
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.map((r) => r.pattern)).toContain('/occasion/save/:cmpyCd/:ruleSn');
    for (const r of routes) expect(r.modules[0]).toBe('layout');
  });
});
