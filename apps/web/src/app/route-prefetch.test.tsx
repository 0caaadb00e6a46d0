import { DELIVERY_FLOW_PATH, FUNNEL_PATH, type LoginUserData, TAX_PATH } from '@pcs/domain';
import { EVENT_SEND_PATH } from '@pcs/domain/contracts/event-send';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CompanyListPage from '../features/company/pages/company-list-page';
import { createQueryClient, queryClient } from '../lib/query-client';
import { useSession } from '../lib/session-store';
import { envelope, stubFetch } from '../test/fetch-stub';
import { renderBackOffice } from '../test/render-back-office';
import { backOfficeRoutes } from './back-office-routes';
import type { RouteHandle } from './route-handle';
import { prefetchRoute } from './route-prefetch';
import { routes } from './routes';

const menu = (...links: string[]) =>
  links.map((urlLink, i) => ({
    menuId: `M${i}`,
    menuNm: urlLink,
    urlLink,
    upperMenuId: null,
    seqNo: i,
    displayYn: 'Y' as const,
  }));

const user = (authCd: string, links: string[]): LoginUserData => ({
  loginUserToken: 't',
  preferredLanguage: null,
  userId: 'someone',
  unqUserId: 'U1',
  userNm: '운영자',
  authCd,
  authNm: '',
  solCd: '1020',
  menuMaster: menu(...links),
  firstLoginYn: 'N',
  pwdExpiredYn: 'N',
  cmpyCd: authCd === '25' ? 'CLI001' : null,
  cmpyNm: null,
  loginDt: '20261126090000',
});

const emptyPage = { list: [], totalCount: 0, page: 0, pageSize: 20 };
const stubApi = () =>
  stubFetch((path) => {
    if (path === API_PATH.multiSolutionCodes) return envelope('2000', { solutionCodeMap: {} });
    if (path === DELIVERY_FLOW_PATH.orderList) return envelope('2000', { ...emptyPage, counts: [] });
    if (path === API_PATH.deliveryManagedFilterOptions)
      return envelope('2000', { companies: [], events: [] });
    if (path === DELIVERY_FLOW_PATH.packers) return envelope('2000', []);
    return envelope('2000', emptyPage);
  });
const calledPaths = (fetch: ReturnType<typeof stubApi>) => fetch.mock.calls.map(([path]) => path);

/** The whole app's router matching `href` and telling prefetchRoute, as follow-router.ts does. */
const open = (href: string) => {
  const url = new URL(href, 'http://localhost');
  prefetchRoute(matchRoutes(routes, url.pathname)?.at(-1), url);
};
/** A prefetch runs after its module has loaded: long enough for one that was going to ask. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('a back-office route starts its screen’s first queries as it matches', () => {
  afterEach(() => {
    queryClient.clear();
  });

  it('names a loadable prefetch on the list screens, the dashboards and the event screens', async () => {
    const withPrefetch = (backOfficeRoutes.children ?? []).filter(
      (r) => (r.handle as RouteHandle | undefined)?.prefetch,
    );
    expect(withPrefetch.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/company/list', '/dashBoard/etners', '/event/detail/:cmpyCd/:eventSn']),
    );
    for (const route of withPrefetch)
      expect(typeof (await (route.handle as RouteHandle).prefetch?.()), route.path).toBe('function');
  });

  it('asks for /company/list with the key and fetcher of the screen: the screen then finds it and asks nothing', async () => {
    const fetch = stubApi();
    const handle = matchRoutes(backOfficeRoutes.children ?? [], '/company/list')?.at(-1)?.route
      .handle as RouteHandle;
    const prefetch = await handle.prefetch?.();
    // The app's own defaults (what is fresh and for how long), as the route and the screen share them.
    const client = createQueryClient();
    prefetch?.({ queryClient: client, params: {}, search: new URLSearchParams(), user: user('99999', []) });
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(calledPaths(fetch).filter((p) => p === API_PATH.companyList)).toHaveLength(1);
    const asked = fetch.mock.calls.length;

    renderBackOffice(<CompanyListPage />, { route: '/company/list', queryClient: client });
    expect(await screen.findByRole('heading', { name: '회사 관리' })).toBeTruthy();
    await settle();
    // The list and both code lists of its filters came from the cache: the screen made no call of its own.
    expect(calledPaths(fetch).slice(asked)).toEqual([]);
  });

  it('starts the data of a screen the user may open, in the order the guards check', async () => {
    const fetch = stubApi();
    useSession.setState({ loginUserData: user('99999', ['/company/list']), firstLogin: false });
    open('/company/list?searchText=%ED%95%9C%EB%B9%9B');
    await vi.waitFor(() => expect(calledPaths(fetch)).toContain(API_PATH.companyList));
    const [, init] = fetch.mock.calls.find(([p]) => p === API_PATH.companyList) ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ searchText: '한빛', page: 0 });
  });

  it('starts nothing for a route the guards would refuse, nor for nobody signed in', async () => {
    const fetch = stubApi();
    open('/company/list');
    // Not in the user's menu.
    useSession.setState({ loginUserData: user('99999', ['/user/list']), firstLogin: false });
    open('/company/list');
    // In the menu but not the role's (spec §6 route guard: operator admins only).
    useSession.setState({ loginUserData: user('25', ['/company/list']), firstLogin: false });
    open('/company/list');
    // Before the first-login form is done.
    useSession.setState({ loginUserData: user('99999', ['/company/list']), firstLogin: true });
    open('/company/list');
    await settle();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('starts the staff’s list on a route both audiences open, and nothing for a recipient', async () => {
    const fetch = stubApi();
    useSession.setState({ loginUserData: user('20', ['/delivery/order']), firstLogin: false });
    open('/delivery/order');
    await settle();
    expect(fetch).not.toHaveBeenCalled();

    useSession.setState({ loginUserData: user('99999', ['/delivery/order']), firstLogin: false });
    open('/delivery/order');
    // The lines, and beside them the lists the operator's filters and packer assignment read.
    await vi.waitFor(() =>
      expect(calledPaths(fetch)).toEqual(
        expect.arrayContaining([
          DELIVERY_FLOW_PATH.orderList,
          API_PATH.deliveryManagedFilterOptions,
          DELIVERY_FLOW_PATH.packers,
        ]),
      ),
    );
  });

  it('starts the event detail’s blocks beside the event, not after it has drawn', async () => {
    // Replies that never come: what matters is what left, and with which request.
    const fetch = vi.fn((_path: string, _init: RequestInit) => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);
    const match = matchRoutes(backOfficeRoutes.children ?? [], '/event/detail/CLI001/7')?.at(-1);
    const handle = match?.route.handle as RouteHandle | undefined;
    const prefetch = await handle?.prefetch?.();
    prefetch?.({
      queryClient: createQueryClient(),
      params: match?.params ?? {},
      search: new URLSearchParams(),
      user: user('99999', []),
    });
    const body = (path: string) => {
      const [, init] = fetch.mock.calls.find(([p]) => p === path) ?? [];
      return JSON.parse(String(init?.body));
    };
    await vi.waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(7));
    expect(body(API_PATH.eventManageDetail)).toEqual({ eventSn: 7 });
    expect(body(TAX_PATH.summary)).toEqual({ eventSn: 7 });
    expect(body(FUNNEL_PATH.event)).toEqual({ eventSn: 7 });
    expect(body(FUNNEL_PATH.recipients)).toEqual({ eventSn: 7, filter: null, page: 0 });
    expect(body(EVENT_SEND_PATH.history)).toMatchObject({ eventSn: 7, page: 0 });
    expect(body(EVENT_SEND_PATH.messages)).toMatchObject({
      eventSn: 7,
      eventSendSn: null,
      status: null,
      page: 0,
    });
    expect(body(API_PATH.eventVendorList)).toEqual({ eventSn: 7 });
  });
});
