import {
  type AnchorHTMLAttributes,
  Component,
  type CSSProperties,
  createContext,
  forwardRef,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import type { RouteObject } from 'react-router';
import { t } from '../../i18n/texts';
import { type Branch, flattenRoutes, type Match, matchBranches } from './match';

/**
 * The part of React Router's browser data router the recipient's light entry uses, with the same names and
 * behaviour, aliased for `react-router` in that build only (vite.recipient.config.ts, decision 041). React Router is
 * about 30 kB gzipped, most of it for fetchers, actions, lazy routes and server rendering the phone's pages never
 * use. Types still come from React Router: the screens are type-checked against it, and the whole app, the landing
 * and the unit tests run the real one. The browser suite runs every recipient page on this module.
 */

export const NavigationType = { Pop: 'POP', Push: 'PUSH', Replace: 'REPLACE' } as const;
type Action = (typeof NavigationType)[keyof typeof NavigationType];

export type LightLocation = {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
};

type PartialPath = { pathname?: string; search?: string; hash?: string };
type To = string | PartialPath;
type NavigateOptions = { replace?: boolean; state?: unknown; preventScrollReset?: boolean };

export type LightRouterState = {
  location: LightLocation;
  matches: Match[];
  historyAction: Action;
  navigation: { state: 'idle' | 'loading'; location?: LightLocation };
  /** False until the first location's loaders have settled (nothing is rendered before). */
  initialized: boolean;
  /** A loader's failure or a path no route matches, shown by the nearest errorElement. */
  error: unknown;
  /** Where ScrollRestoration puts the window after this navigation: a saved position, or null for the default. */
  restoreScrollPosition: number | null;
  preventScrollReset: boolean;
};

type Listener = (state: LightRouterState) => void;

/** What React Router keeps in history.state: the caller's state, the entry's key and its index (use-go-back.ts). */
type HistoryEntry = { usr: unknown; key: string; idx: number };

const SCROLL_STORAGE_KEY = 'react-router-scroll-positions';

const createKey = () => Math.random().toString(36).slice(2, 10);

const readEntry = (): HistoryEntry | null => {
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number') {
    const entry = state as Partial<HistoryEntry>;
    return {
      usr: entry.usr ?? null,
      key: typeof entry.key === 'string' ? entry.key : 'default',
      idx: state.idx,
    };
  }
  return null;
};

const windowLocation = (entry: HistoryEntry | null): LightLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
  state: entry?.usr ?? null,
  key: entry?.key ?? 'default',
});

export const createPath = ({ pathname = '/', search = '', hash = '' }: PartialPath): string =>
  `${pathname}${search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : ''}${
    hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : ''
  }`;

/** Resolves a `to` against the current location: absolute paths as they are, `?…` and `#…` on the current page. */
export function resolveTo(to: To, from: PartialPath): Required<PartialPath> {
  if (typeof to !== 'string') {
    return {
      pathname: to.pathname ?? from.pathname ?? '/',
      search: to.search ?? (to.pathname === undefined ? (from.search ?? '') : ''),
      hash: to.hash ?? '',
    };
  }
  const url = new URL(to, `http://x${createPath({ pathname: from.pathname, search: from.search })}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export type LightRouter = ReturnType<typeof createBrowserRouter>;

export function createBrowserRouter(routes: RouteObject[]) {
  const branches: Branch[] = flattenRoutes(routes);
  const listeners = new Set<Listener>();
  const positions = readScrollPositions();

  let entry = readEntry();
  if (!entry) {
    // The first entry of the session: index 0, as React Router marks it.
    entry = { usr: null, key: 'default', idx: 0 };
    window.history.replaceState({ ...(window.history.state ?? {}), ...entry }, '');
  }
  let index = entry.idx;
  const first = windowLocation(entry);
  const firstMatches = matchBranches(branches, first.pathname);
  const hasLoaders = (matches: Match[] | null) => (matches ?? []).some((m) => m.route.loader);

  let state: LightRouterState = {
    location: first,
    matches: firstMatches ?? [],
    historyAction: NavigationType.Pop,
    navigation: { state: 'idle' },
    initialized: !hasLoaders(firstMatches),
    error: firstMatches ? null : notFound(first.pathname),
    restoreScrollPosition: positions[first.key] ?? null,
    preventScrollReset: false,
  };
  let pending: AbortController | null = null;

  const update = (next: Partial<LightRouterState>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener(state);
  };

  /** Runs the target's loaders, then (unless a newer navigation took over) writes history and shows it. */
  const go = async (
    location: LightLocation,
    action: Action,
    writeHistory: () => void,
    preventScrollReset = false,
  ): Promise<void> => {
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    const matches = matchBranches(branches, location.pathname);
    let error: unknown = matches ? null : notFound(location.pathname);
    if (hasLoaders(matches)) {
      update({ navigation: { state: 'loading', location } });
      const request = new Request(new URL(createPath(location), window.location.origin).href, {
        signal: controller.signal,
      });
      try {
        await Promise.all(
          (matches ?? [])
            .filter((m) => m.route.loader)
            .map((m) => {
              const loader = m.route.loader as (args: {
                request: Request;
                params: Match['params'];
                context: undefined;
              }) => unknown;
              return loader({ request, params: m.params, context: undefined });
            }),
        );
      } catch (failure) {
        error = failure;
      }
    } else {
      // Like React Router, a navigation completes after the caller's code has run, never inside it.
      await Promise.resolve();
    }
    if (controller.signal.aborted) return;
    pending = null;
    positions[state.location.key] = window.scrollY;
    writeHistory();
    update({
      location,
      matches: matches ?? [],
      historyAction: action,
      navigation: { state: 'idle' },
      initialized: true,
      error,
      restoreScrollPosition: action === NavigationType.Pop ? (positions[location.key] ?? null) : null,
      preventScrollReset,
    });
  };

  const onPopState = () => {
    const popped = readEntry();
    index = popped?.idx ?? 0;
    void go(windowLocation(popped), NavigationType.Pop, () => {});
  };
  window.addEventListener('popstate', onPopState);
  // Positions survive a reload of the page, as React Router keeps them.
  const onPageHide = () => {
    positions[state.location.key] = window.scrollY;
    try {
      sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(positions));
    } catch {
      // Storage full or refused: positions are a convenience.
    }
  };
  window.addEventListener('pagehide', onPageHide);

  const router = {
    get state() {
      return state;
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to: To | number, options: NavigateOptions = {}): Promise<void> {
      if (typeof to === 'number') {
        window.history.go(to);
        return Promise.resolve();
      }
      const path = resolveTo(to, state.location);
      const replace = options.replace === true;
      const location: LightLocation = { ...path, state: options.state ?? null, key: createKey() };
      const href = createPath(path);
      return go(
        location,
        replace ? NavigationType.Replace : NavigationType.Push,
        () => {
          if (!replace) index += 1;
          const record: HistoryEntry = { usr: location.state, key: location.key, idx: index };
          if (replace) window.history.replaceState(record, '', href);
          else window.history.pushState(record, '', href);
        },
        options.preventScrollReset === true,
      );
    },
    dispose() {
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('pagehide', onPageHide);
      pending?.abort();
      listeners.clear();
    },
  };
  if (!state.initialized) void go(first, NavigationType.Pop, () => {});
  return router;
}

function readScrollPositions(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}');
    if (saved && typeof saved === 'object') {
      return Object.fromEntries(
        Object.entries(saved).filter((e): e is [string, number] => typeof e[1] === 'number'),
      );
    }
  } catch {
    // Unreadable: start without saved positions.
  }
  return {};
}

/** React Router's answer when no route matches a path: a 404 for the errorElement. */
function notFound(pathname: string) {
  return { status: 404, statusText: 'Not Found', internal: true, data: `No route matches URL "${pathname}"` };
}

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

// ---- Rendering ----------------------------------------------------------------------------------------------------

type RouterContextValue = { router: LightRouter; state: LightRouterState };
const RouterContext = createContext<RouterContextValue | null>(null);
type RouteContextValue = { outlet: ReactNode; match: Match | null; error: unknown };
const RouteContext = createContext<RouteContextValue>({ outlet: null, match: null, error: null });

function useRouter(): RouterContextValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('A router hook was used outside <RouterProvider>.');
  return value;
}

export function RouterProvider({ router }: { router: LightRouter }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    setState(router.state);
    return router.subscribe(setState);
  }, [router]);
  const value = useMemo(() => ({ router, state }), [router, state]);
  if (!state.initialized) return null;
  return <RouterContext.Provider value={value}>{renderMatches(state)}</RouterContext.Provider>;
}

/** Each match's element (or an Outlet), its child as the outlet, wrapped in a boundary where it has an errorElement. */
function renderMatches(state: LightRouterState): ReactNode {
  const { matches, error, location } = state;
  // A loader's or a path's error shows at the deepest route with an errorElement; without one, a plain notice.
  const errorAt = error ? matches.findLastIndex((m) => m.route.errorElement != null) : -1;
  if (error && errorAt < 0)
    return <p role="alert">{t(isNotFound(error) ? 'common.notFound.title' : 'common.error.title')}</p>;
  let outlet: ReactNode = null;
  for (let i = error ? errorAt : matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i] as Match;
    const failed = i === errorAt;
    let element: ReactNode = (
      <RouteContext.Provider value={{ outlet, match, error: failed ? error : null }}>
        {failed ? match.route.errorElement : (match.route.element ?? <Outlet />)}
      </RouteContext.Provider>
    );
    if (match.route.errorElement != null && !failed) {
      element = (
        <RouteErrorBoundary location={location} match={match}>
          {element}
        </RouteErrorBoundary>
      );
    }
    outlet = element;
  }
  return outlet;
}

type BoundaryProps = { location: LightLocation; match: Match; children: ReactNode };
type BoundaryState = { error: unknown; caught: boolean; location: LightLocation };

/** A route's errorElement for errors thrown while rendering below it; a new location clears it, as in React Router. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, caught: false, location: this.props.location };

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.location !== state.location) return { error: null, caught: false, location: props.location };
    return null;
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, caught: true };
  }

  override render() {
    if (!this.state.caught) return this.props.children;
    return (
      <RouteContext.Provider value={{ outlet: null, match: this.props.match, error: this.state.error }}>
        {this.props.match.route.errorElement}
      </RouteContext.Provider>
    );
  }
}

export function Outlet(): ReactNode {
  return useContext(RouteContext).outlet;
}

export function useRouteError(): unknown {
  return useContext(RouteContext).error;
}

export function useLocation(): LightLocation {
  return useRouter().state.location;
}

export function useNavigationType(): Action {
  return useRouter().state.historyAction;
}

export function useParams(): Match['params'] {
  const { state } = useRouter();
  return state.matches[state.matches.length - 1]?.params ?? {};
}

type NavigateFunction = {
  (to: To, options?: NavigateOptions): Promise<void>;
  (delta: number): Promise<void>;
};

export function useNavigate(): NavigateFunction {
  const { router } = useRouter();
  // Stable, and read at call time: a light entry wraps router.navigate (route-parts.tsx createLightRouter).
  return useCallback(
    ((to: To | number, options?: NavigateOptions) =>
      typeof to === 'number' ? router.navigate(to) : router.navigate(to, options)) as NavigateFunction,
    [router],
  );
}

type SearchInit = string | URLSearchParams | Record<string, string | string[]> | [string, string][];

export function createSearchParams(init: SearchInit = ''): URLSearchParams {
  if (typeof init === 'string' || init instanceof URLSearchParams || Array.isArray(init))
    return new URLSearchParams(init);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(init)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  }
  return params;
}

export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const setSearchParams = useCallback(
    (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const params = createSearchParams(typeof next === 'function' ? next(searchParams) : next);
      void navigate(`?${params}`, options);
    },
    [navigate, searchParams],
  );
  return [searchParams, setSearchParams];
}

export function Navigate({ to, replace, state }: { to: To } & NavigateOptions): null {
  const navigate = useNavigate();
  const target = JSON.stringify(to);
  useEffect(() => {
    void navigate(JSON.parse(target) as To, { replace, state });
  }, [navigate, target, replace, state]);
  return null;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  reloadDocument?: boolean;
};

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, preventScrollReset, reloadDocument, onClick, target, ...rest },
  ref,
) {
  const { router, state: routerState } = useRouter();
  const external =
    typeof to === 'string' &&
    EXTERNAL.test(to) &&
    new URL(to, window.location.href).origin !== window.location.origin;
  const path = external ? null : resolveTo(to, routerState.location);
  const href = path ? createPath(path) : (to as string);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      !path ||
      reloadDocument ||
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    // A link to the page already shown replaces its entry, as React Router's does.
    const same = createPath(routerState.location) === href;
    void router.navigate(path, { replace: replace ?? same, state, preventScrollReset });
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
});

type NavLinkRenderProps = { isActive: boolean; isPending: boolean; isTransitioning: boolean };
type NavLinkProps = Omit<LinkProps, 'className' | 'style' | 'children'> & {
  end?: boolean;
  caseSensitive?: boolean;
  className?: string | ((props: NavLinkRenderProps) => string | undefined);
  style?: CSSProperties | ((props: NavLinkRenderProps) => CSSProperties | undefined);
  children?: ReactNode | ((props: NavLinkRenderProps) => ReactNode);
};

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { end = false, caseSensitive = false, className, style, children, to, ...rest },
  ref,
) {
  const location = useLocation();
  const toPathname = resolveTo(to, location).pathname;
  const here = caseSensitive ? location.pathname : location.pathname.toLowerCase();
  const target = caseSensitive ? toPathname : toPathname.toLowerCase();
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = here === target || (!end && here.startsWith(target) && here.charAt(slashAt) === '/');
  const props: NavLinkRenderProps = { isActive, isPending: false, isTransitioning: false };
  const classes =
    typeof className === 'function'
      ? className(props)
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined;
  return (
    <Link
      {...rest}
      ref={ref}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={classes}
      style={typeof style === 'function' ? style(props) : style}
    >
      {typeof children === 'function' ? children(props) : children}
    </Link>
  );
});

/**
 * React Router's scroll handling: back and forward return to where that entry was left, a link to a #fragment
 * scrolls to it, any other navigation starts at the top.
 */
export function ScrollRestoration(): null {
  const { state } = useRouter();
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);
  const { location, restoreScrollPosition, preventScrollReset } = state;
  useLayoutEffect(() => {
    if (typeof restoreScrollPosition === 'number') {
      window.scrollTo(0, restoreScrollPosition);
      return;
    }
    if (location.hash) {
      const id = decodeURIComponent(location.hash.slice(1));
      const element = document.getElementById(id);
      if (element) {
        element.scrollIntoView();
        return;
      }
    }
    if (!preventScrollReset) window.scrollTo(0, 0);
  }, [location, restoreScrollPosition, preventScrollReset]);
  return null;
}
