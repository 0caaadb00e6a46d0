/**
 * Server rendering of the public landing pages (issue 16). Built by `vite build --ssr` into dist-ssr/ and loaded by
 * the API server (modules/landing/landing-pages.ts), which renders /intro/* with the catalogue replies it embeds in
 * the page; main.tsx then hydrates the same tree with the same replies. Only the route table and the screens render
 * here: nothing reads the browser's storage or window during a render (guards and effects run in the browser).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './app/routes';
import { DialogHost } from './components/ui/dialog-host';
import { type EmbeddedLandingData, seedEmbeddedReplies } from './features/landing/api/embedded-replies';
import { firstBannerImage } from './features/landing/components/landing-banner';
import { setRenderedMobile } from './hooks/use-is-mobile';
import { createQueryClient } from './lib/query-client';

export { EMBEDDED_DATA_ELEMENT_ID, EMBEDDED_PATHS } from './features/landing/api/embedded-replies';
export type { EmbeddedLandingData };

const handler = createStaticHandler(routes);

/**
 * The landing pages the server renders, with the screen module each shows (its key in the client build's manifest:
 * the server links that chunk's CSS and code in the page's head). Not the contact page or the product lists: they
 * start from what this visitor chose or searched (the browser's storage), which no server knows.
 */
export const LANDING_SCREEN_MODULES: Record<string, string> = {
  '/intro/main': 'src/features/landing/pages/landing-main-page.tsx',
  '/intro/service': 'src/features/landing/pages/service-info-page.tsx',
};

/** Extra head tags of a landing page: /intro/main preloads its first banner picture, its largest paint. */
export function landingHead(pathname: string, mobile: boolean): string {
  if (pathname !== '/intro/main') return '';
  return `<link rel="preload" as="image" href="${firstBannerImage(mobile)}" fetchpriority="high">`;
}

/** A Suspense boundary React could not complete (pending or client-rendered). */
const PENDING_BOUNDARY = /<!--\$[?!]-->/;

/** One render at a time: the mobile guess is module state that the hydrating browser also reads (use-is-mobile). */
let queue: Promise<unknown> = Promise.resolve();

/** The HTML inside #root for `url` (a full URL), rendered with `data`; null when the route is not a page here. */
export function renderLanding(url: string, data: EmbeddedLandingData): Promise<string | null> {
  const run = queue.then(() => render(url, data));
  queue = run.catch(() => null);
  return run;
}

async function render(url: string, data: EmbeddedLandingData): Promise<string | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  if (context.statusCode !== 200) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createQueryClient();
  seedEmbeddedReplies(client, data);
  setRenderedMobile(data.mobile);
  try {
    // The same providers as app/providers.tsx (the router inside, DialogHost beside it), so hydration matches.
    const tree = (
      <QueryClientProvider client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
        <DialogHost />
      </QueryClientProvider>
    );
    let html = renderToString(tree);
    if (PENDING_BOUNDARY.test(html)) {
      // A lazy screen not loaded yet: a prerender waits for it (its output streams the boundary in with inline
      // scripts, which the CSP forbids), after which the screen renders at once and whole.
      const { prelude } = await prerenderToNodeStream(tree);
      for await (const _ of prelude);
      html = renderToString(tree);
    }
    return PENDING_BOUNDARY.test(html) ? null : html;
  } finally {
    setRenderedMobile(false);
    client.clear();
  }
}
