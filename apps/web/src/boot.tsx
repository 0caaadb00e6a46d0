import { SESSION_CUTOFF_RELOAD_DELAY_MS } from '@pcs/domain';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import type { createFollowedRouter } from './app/follow-router';
import { preloadScreen, type ScreenLoader } from './app/lazy-screen';
import { followPersonLanguage } from './app/person-language';
import type { RouteHandle } from './app/route-handle';
import { onLanguageChange, startTexts } from './i18n/texts';
import { queryClient } from './lib/query-client';
import { adoptSessionFromOtherTab, startSessionSharing } from './lib/session-share';
import { applySessionCutOff, useSession } from './lib/session-store';
import './styles/global.css';

/**
 * What a server-rendered page brings (landing-start.ts): it seeds the query cache with the replies the page was
 * rendered with and tells whether there is HTML to hydrate.
 */
export type ServerRenderedStart = () => boolean;

/**
 * Starts the app in the browser over a router: the whole app (main.tsx) or a light entry (entry-landing.tsx,
 * entry-recipient.tsx). All run the same start-up rules; only the pages the server renders (the landing's) pass
 * `serverRendered`, so the other light entry does not carry the landing's reply checks.
 */
export function boot(
  createRouter: () => ReturnType<typeof createFollowedRouter>,
  serverRendered?: ServerRenderedStart,
  {
    koreanOnly = false,
    firstScreen = false,
    firstData,
  }: {
    koreanOnly?: boolean;
    firstScreen?: boolean;
    /** With `firstScreen`: the first queries of the route opened (route-prefetch.ts), awaited with its screen. */
    firstData?: () => Promise<unknown>;
  } = {},
): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');

  // spec §4 Session cut-off: a login from before the cut-off (or without a login time) is discarded and the app
  // restarts at '/' after 300 ms; nothing else runs meanwhile.
  if (applySessionCutOff()) {
    window.setTimeout(() => window.location.replace('/'), SESSION_CUTOFF_RELOAD_DELAY_MS);
    return;
  }
  // Another tab logged out: this one leaves too (its guards then go to the login).
  startSessionSharing(() => {
    useSession.getState().signOut(true);
    queryClient.clear();
  });
  // A server-rendered landing page carries the replies it was rendered with: the query cache starts with
  // them and React hydrates the server's HTML instead of rendering anew.
  const hydrate = serverRendered?.() === true;
  // The recipient's texts (decision 055): the layout's and dialogs' in the visitor's language before the first
  // render. The landing stays Korean and never waits: its texts are its own; only a dialog uses the catalogue.
  // A catalogue that cannot be fetched does not keep the page blank: it shows, and the screen's own retry asks again.
  const texts = startTexts(koreanOnly ? 'ko' : undefined).catch(() => undefined);
  if (!koreanOnly)
    void texts.then(() => {
      // Replies carry translated product names and event texts (decision 055): a new language asks for them again.
      onLanguageChange(() => void queryClient.invalidateQueries());
      followPersonLanguage();
    });
  // A tab opened without a session (a product in a new tab) takes the session of a tab that has one before the
  // first route decides where to go.
  void Promise.all([adoptSessionFromOtherTab(), koreanOnly ? null : texts]).then(async () => {
    const router = createRouter();
    // `firstScreen` (the recipient's entry): the first render shows the route's screen, not its loading status, and
    // with the data its first queries asked for, not skeletons a second render replaces: the render before the
    // first paint is the only long one. The server preloads the screen's files with the page and the router started
    // the queries as it matched, so this seldom waits long (at most SCREEN_PRELOAD_WAIT_MS).
    const screen = firstScreen ? screenOf(router) : undefined;
    if (screen) {
      await preloadScreen(screen, firstData?.());
      // The screen's chunk was evaluated in this task: the render gets a task of its own.
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const app = (
      <StrictMode>
        <App createRouter={() => router} />
      </StrictMode>
    );
    if (hydrate && root.firstElementChild) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

/** The screen loader of the route the router opened with (a page route's handle), if it has one of its own. */
function screenOf(router: ReturnType<typeof createFollowedRouter>): ScreenLoader | undefined {
  const handle = router.state.matches.at(-1)?.route.handle as RouteHandle | undefined;
  return handle?.screen && !handle.staffOnly ? (handle.screen as ScreenLoader) : undefined;
}
