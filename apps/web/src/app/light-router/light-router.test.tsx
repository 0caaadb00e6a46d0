import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { RECIPIENT_PATHS } from '../recipient-paths';
import { recipientRoutes } from '../recipient-routes';
import {
  createBrowserRouter,
  type LightRouter,
  Link,
  Navigate,
  NavigationType,
  NavLink,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRouteError,
  useSearchParams,
} from './light-router';
import { flattenRoutes, matchBranches } from './match';

/** A concrete path for a pattern: every parameter filled, the splat given two segments. */
const sample = (pattern: string, value = 'Ab%20c') => pattern.replace(/:\w+/g, value).replace(/\*$/, 'x/y');

describe('matching, against React Router', () => {
  const branches = flattenRoutes(recipientRoutes);
  const samples = [
    ...Object.values(paths).flatMap((entry) => {
      const pattern = typeof entry === 'string' ? entry : entry.pattern;
      return [sample(pattern), `${sample(pattern, '7')}/`, sample(pattern, '7').toUpperCase()];
    }),
    ...RECIPIENT_PATHS.map((p) => sample(typeof p === 'string' ? p : String(p))),
    '/',
    '//',
    '/m/serviceCenter/qna/save',
    '/m/serviceCenter/qna/12',
    '/m/return/list/search',
    '/m/return/1/2/3',
    '/m/delivery/list/search',
    '/no/such/page',
    '/m/gift/list/%E2%82%AC',
  ];

  it.each(samples)('%s gets the same routes and params as React Router', (pathname) => {
    const theirs = matchRoutes(recipientRoutes, pathname);
    const ours = matchBranches(branches, pathname);
    expect(ours?.map((m) => m.route)).toEqual(theirs?.map((m) => m.route));
    const deepest = (list: { params: Record<string, string | undefined> }[] | null | undefined) =>
      list?.[list.length - 1]?.params;
    expect(deepest(ours)).toEqual(deepest(theirs));
  });

  it('ranks a static segment above a parameter whatever the order of the table', () => {
    const table: RouteObject[] = [{ path: '/q/:id' }, { path: '/q/save' }, { path: '*' }];
    const found = matchBranches(flattenRoutes(table), '/q/save');
    expect(found?.[0]?.route.path).toBe('/q/save');
    expect(matchBranches(flattenRoutes(table), '/q/9')?.[0]?.params).toEqual({ id: '9' });
    expect(matchBranches(flattenRoutes(table), '/z/9')?.[0]?.params).toEqual({ '*': 'z/9' });
    expect(matchBranches(flattenRoutes([{ path: '/q/:id' }]), '/z')).toBeNull();
  });
});

// ---- The router in a page ----------------------------------------------------------------------------------------

let router: LightRouter | null = null;

function show(table: RouteObject[], at = '/'): LightRouter {
  window.history.replaceState(null, '', at);
  router = createBrowserRouter(table);
  render(<RouterProvider router={router} />);
  return router;
}

const flush = () => act(async () => {});

function Where() {
  const location = useLocation();
  const params = useParams();
  const type = useNavigationType();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.search}|{JSON.stringify(params)}|{type}|{JSON.stringify(location.state)}
    </p>
  );
}

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  router?.dispose();
  router = null;
});

describe('the light router in a page', () => {
  it('renders nested routes through Outlet and follows links, pushing and replacing history entries', async () => {
    const r = show(
      [
        {
          element: (
            <main>
              <Outlet />
            </main>
          ),
          children: [
            {
              path: '/a',
              element: (
                <>
                  <Where />
                  <Link to="/b/7?x=1" state={{ from: 'a' }}>
                    to b
                  </Link>
                </>
              ),
            },
            { path: '/b/:id', element: <Where /> },
          ],
        },
      ],
      '/a',
    );
    await flush();
    expect(screen.getByTestId('where').textContent).toBe('/a|{}|POP|null');
    expect(window.history.state.idx).toBe(0);

    fireEvent.click(screen.getByText('to b'));
    await flush();
    expect(screen.getByTestId('where').textContent).toBe('/b/7?x=1|{"id":"7"}|PUSH|{"from":"a"}');
    expect(window.location.pathname).toBe('/b/7');
    expect(window.history.state).toMatchObject({ idx: 1, usr: { from: 'a' } });

    await act(() => r.navigate('/a', { replace: true }));
    expect(screen.getByTestId('where').textContent).toBe('/a|{}|REPLACE|null');
    expect(window.history.state.idx).toBe(1);
  });

  it('lets a modified click through to the browser', async () => {
    show([
      { path: '/', element: <Link to="/b">b</Link> },
      { path: '/b', element: <p>B</p> },
    ]);
    await flush();
    // Seen after React's handler: whether the link took the click; then kept from jsdom, which cannot navigate.
    const taken: boolean[] = [];
    const record = (e: Event) => {
      taken.push(e.defaultPrevented);
      e.preventDefault();
    };
    window.addEventListener('click', record);
    try {
      fireEvent.click(screen.getByText('b'), { ctrlKey: true });
      fireEvent.click(screen.getByText('b'));
      await flush();
    } finally {
      window.removeEventListener('click', record);
    }
    expect(taken).toEqual([false, true]);
    expect(window.location.pathname).toBe('/b');
    expect(screen.getByText('B')).toBeTruthy();
  });

  it('goes back on popstate as a POP navigation', async () => {
    const r = show([
      { path: '/', element: <Where /> },
      { path: '/two', element: <Where /> },
    ]);
    await act(() => r.navigate('/two'));
    window.history.replaceState({ usr: null, key: 'k0', idx: 0 }, '', '/');
    await act(async () => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByTestId('where').textContent).toBe(`/|{}|${NavigationType.Pop}|null`);
  });

  it('waits for a loader before showing the page, and drops a navigation a newer one replaced', async () => {
    let release: () => void = () => {};
    const seen: string[] = [];
    const r = show([
      { path: '/', element: <Where /> },
      {
        path: '/slow',
        loader: ({ request }) => {
          seen.push(new URL(request.url).pathname);
          return new Promise<null>((resolve) => {
            release = () => resolve(null);
          });
        },
        element: <p>SLOW</p>,
      },
      { path: '/fast', element: <Where /> },
    ]);
    const states: string[] = [];
    r.subscribe((s) => states.push(s.navigation.state));
    const slow = r.navigate('/slow');
    await flush();
    expect(seen).toEqual(['/slow']);
    expect(r.state.navigation.state).toBe('loading');
    expect(window.location.pathname).toBe('/');
    await act(() => r.navigate('/fast'));
    release();
    await act(() => slow);
    expect(screen.queryByText('SLOW')).toBeNull();
    expect(window.location.pathname).toBe('/fast');
    expect(states).toContain('loading');
    expect(r.state.navigation.state).toBe('idle');
  });

  it('reads and writes the search through useSearchParams', async () => {
    function Search() {
      const [params, setParams] = useSearchParams();
      return (
        <button
          type="button"
          onClick={() => setParams({ page: String(Number(params.get('page') ?? 1) + 1) })}
        >
          page {params.get('page') ?? 1}
        </button>
      );
    }
    show([{ path: '/list', element: <Search /> }], '/list?page=2');
    await flush();
    fireEvent.click(screen.getByText('page 2'));
    await flush();
    expect(screen.getByText('page 3')).toBeTruthy();
    expect(window.location.search).toBe('?page=3');
  });

  it('marks the active NavLink as React Router does', async () => {
    show(
      [
        {
          path: '/m/qna/*',
          element: (
            <>
              <NavLink to="/m/qna" className={({ isActive }) => (isActive ? 'on' : 'off')}>
                qna
              </NavLink>
              <NavLink to="/m/qna" end className="tab">
                exact
              </NavLink>
              <NavLink to="/m/faq">faq</NavLink>
            </>
          ),
        },
      ],
      '/m/qna/12',
    );
    await flush();
    expect(screen.getByText('qna').className).toBe('on');
    expect(screen.getByText('qna').getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('exact').className).toBe('tab');
    expect(screen.getByText('faq').getAttribute('aria-current')).toBeNull();
  });

  it('redirects with Navigate and useNavigate, keeping a stable navigate function', async () => {
    const identities = new Set<unknown>();
    function Go() {
      const navigate = useNavigate();
      identities.add(navigate);
      const [n, setN] = useState(0);
      return (
        <button
          type="button"
          onClick={() => {
            setN(n + 1);
            void navigate('/done', { state: 1 });
          }}
        >
          go {n}
        </button>
      );
    }
    show([
      { path: '/', element: <Navigate to="/go" replace /> },
      { path: '/go', element: <Go /> },
      { path: '/done', element: <Where /> },
    ]);
    await flush();
    await flush();
    expect(window.location.pathname).toBe('/go');
    expect(window.history.state.idx).toBe(0);
    fireEvent.click(screen.getByText('go 0'));
    await flush();
    expect(screen.getByTestId('where').textContent).toBe('/done|{}|PUSH|1');
    expect(identities.size).toBe(1);
  });

  it('shows the nearest errorElement for a screen that throws, and clears it on the next page', async () => {
    function Boom(): never {
      throw new Error('boom');
    }
    function Failed() {
      const error = useRouteError();
      return <p>failed: {error instanceof Error ? error.message : 'no'}</p>;
    }
    const quiet = console.error;
    console.error = () => {};
    try {
      const r = show(
        [
          {
            element: <Outlet />,
            errorElement: <Failed />,
            children: [
              { path: '/boom', element: <Boom /> },
              { path: '/ok', element: <p>OK</p> },
            ],
          },
        ],
        '/boom',
      );
      await flush();
      expect(screen.getByText('failed: boom')).toBeTruthy();
      await act(() => r.navigate('/ok'));
      expect(screen.getByText('OK')).toBeTruthy();
    } finally {
      console.error = quiet;
    }
  });

  it('says the page is not found when no route matches and no errorElement is there to say it', async () => {
    show([{ path: '/', element: <p>home</p> }], '/elsewhere');
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('페이지를 찾을 수 없습니다.');
  });

  it('starts a new page at the top and returns to where the page was left on back', async () => {
    const scrolls: number[] = [];
    const scrollTo = window.scrollTo;
    window.scrollTo = ((_x: number, y: number) => {
      scrolls.push(y);
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    }) as typeof window.scrollTo;
    try {
      const r = show([
        {
          element: (
            <>
              <Outlet />
              <ScrollRestoration />
            </>
          ),
          children: [
            { path: '/', element: <p>list</p> },
            { path: '/detail', element: <p>detail</p> },
          ],
        },
      ]);
      await flush();
      const listEntry = window.history.state;
      Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
      await act(() => r.navigate('/detail'));
      expect(scrolls.at(-1)).toBe(0);
      window.history.replaceState(listEntry, '', '/');
      await act(async () => {
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      expect(scrolls.at(-1)).toBe(640);
      expect(window.history.scrollRestoration).toBe('manual');
    } finally {
      window.scrollTo = scrollTo;
    }
  });
});
