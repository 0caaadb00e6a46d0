/**
 * Server rendering of the public landing pages. Built by `vite build -c vite.landing.config.ts --ssr` into
 * dist-ssr/ (on Preact, like the landing's browser entry) and loaded by the API server
 * (modules/landing/landing-pages.ts), which renders /intro/main and /intro/service with the catalogue replies it
 * embeds in the page; entry-landing.tsx then hydrates the same tree (app/landing-routes.tsx) with the same replies.
 * Nothing reads the browser's storage or window during a render (guards and effects run in the browser).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { landingRoutes } from './app/landing-routes';
import { DialogHost } from './components/ui/dialog-host';
import { type EmbeddedLandingData, seedEmbeddedReplies } from './features/landing/api/embedded-replies';
import { firstBannerImage } from './features/landing/components/landing-banner';
import { setRenderedMobile } from './hooks/use-is-mobile';
import { createQueryClient } from './lib/query-client';

export { EMBEDDED_DATA_ELEMENT_ID, EMBEDDED_PATHS } from './features/landing/api/embedded-replies';
export type { EmbeddedLandingData };

const handler = createStaticHandler(landingRoutes);

/**
 * The landing pages the server renders. Not the contact page or the product lists: they start from what this visitor
 * chose or searched (the browser's storage), which no server knows.
 */
export const LANDING_PAGES: readonly string[] = ['/intro/main', '/intro/service'];

/** The browser entry that hydrates them: its key in dist/.vite/landing-manifest.json (vite.landing.config.ts). */
export const LANDING_ENTRY = 'src/entry-landing.tsx';

/** Extra head tags of a landing page: /intro/main preloads its first banner picture, its largest paint. */
export function landingHead(pathname: string, mobile: boolean): string {
  if (pathname !== '/intro/main') return '';
  return `<link rel="preload" as="image" href="${firstBannerImage(mobile)}" fetchpriority="high">`;
}

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
    // The landing screens are imported directly (no lazy boundary): one synchronous pass renders them whole.
    return renderToString(tree);
  } finally {
    setRenderedMobile(false);
    client.clear();
  }
}
