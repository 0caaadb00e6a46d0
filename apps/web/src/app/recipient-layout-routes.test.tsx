import { isGiftRecipient, isRecipientScreen, RECIPIENT_DESKTOP_AREAS } from '@pcs/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDialogs } from '../lib/dialog';
import { useSession } from '../lib/session-store';
import { envelope, stubFetch } from '../test/fetch-stub';
import { signInAs } from '../test/session';
import { AudienceLayout, AudienceScreen } from './layouts/audience-layout';
import { MobileLayout } from './layouts/mobile-layout';
import { RecipientLayout } from './layouts/recipient-layout';
import { LazyScreen } from './lazy-screen';
import { resetNavigationHistory } from './navigation-history';
import { routes } from './routes';

// The back office stands in as a marker: these tests ask which layout a path gets, not what the back office shows.
vi.mock('./layouts/back-office-layout', () => ({ default: () => <p>BACK OFFICE</p> }));

type Placed = { path: string; layout: string };
const redirectsOnly = (r: RouteObject) => (r.handle as { redirectOnly?: boolean } | undefined)?.redirectOnly;

/** Every routed screen with the nearest layout above it (guards and the root shell are not layouts; redirects skipped). */
function placed(list: RouteObject[], layout = 'none'): Placed[] {
  return list.flatMap((r) => {
    const element = r.element as ReactElement<{ testMode?: boolean; load?: unknown }> | undefined;
    let here = layout;
    if (r.children?.length && element) {
      if (element.type === RecipientLayout) here = element.props.testMode ? 'eventTest' : 'recipient';
      else if (element.type === AudienceLayout) here = 'audience';
      else if (element.type === MobileLayout) here = 'mobile';
      else if (element.type === LazyScreen) here = 'backOffice';
    }
    const self = r.path && !redirectsOnly(r) ? [{ path: r.path, layout: here }] : [];
    return [...self, ...placed(r.children ?? [], here)];
  });
}
/** The router writes '/a/:x'; the domain's rules read a concrete path. */
const sample = (pattern: string) => pattern.replace(/:\w+/g, '1');
const desktop = placed(routes).filter((p) => !p.path.startsWith('/m/') && p.path !== '*');

describe('recipient pages on a desktop never fall back to the back office', () => {
  it("puts every recipient's own screen (isRecipientScreen) under the recipient or the audience layout", () => {
    const mine = desktop.filter((p) => isRecipientScreen(sample(p.path)));
    expect(mine.length).toBeGreaterThan(25);
    for (const p of mine) expect(['recipient', 'audience'], p.path).toContain(p.layout);
    // and the back office holds none of them
    expect(desktop.filter((p) => p.layout === 'backOffice' && isRecipientScreen(sample(p.path)))).toEqual([]);
  });

  it('shares a screen with the back office only where it is a recipient screen', () => {
    for (const p of desktop.filter((x) => x.layout === 'audience' || x.layout === 'recipient'))
      expect(isRecipientScreen(sample(p.path)), p.path).toBe(true);
  });

  it('gives the orders, returns and service centre both a recipient and a staff screen', () => {
    const shared = routes.flatMap(function walk(r): RouteObject[] {
      return [r, ...(r.children ?? []).flatMap(walk)];
    });
    for (const path of [
      '/delivery/order',
      '/delivery/order/:estiSn/:estiItemSn',
      '/delivery/order/save/:estiSn',
      '/delivery/order/orderReturn/:estiSn/:estiItemSn/:payMethod',
      '/delivery/return',
      '/delivery/return/:estiSn/:estiItemSn/:refundSn',
      '/serviceCenter/notify',
      '/serviceCenter/faq',
      '/serviceCenter/qna',
    ])
      expect((shared.find((r) => r.path === path)?.element as ReactElement | undefined)?.type, path).toBe(
        AudienceScreen,
      );
  });
});

/** The recipients' menu as the domain's areas (the API's seed is held to the same areas by its own test). */
const recipientMenu = RECIPIENT_DESKTOP_AREAS.map((urlLink, i) => ({
  menuId: `T${i}`,
  menuNm: urlLink,
  urlLink,
  upperMenuId: null,
  seqNo: i,
  displayYn: 'Y' as const,
}));

function renderAt(path: string) {
  resetNavigationHistory();
  useDialogs.setState({ queue: [] });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the recipient layout at every recipient path, rendered through the route table', () => {
  afterEach(() => useSession.setState({ loginUserData: null }));

  const paths = desktop.filter((p) => isRecipientScreen(sample(p.path))).map((p) => sample(p.path));
  const cases = ['10', '20'].flatMap((authCd) => paths.map((path) => [authCd, path] as const));

  it.each(cases)('role %s at %s: the recipient menu, never the back office', async (authCd, path) => {
    expect(isGiftRecipient(authCd)).toBe(true);
    // Every call fails: the layout must not depend on what the screens load.
    stubFetch(() => envelope('4040', null, '찾을 수 없습니다.', 404));
    signInAs(authCd, { menuMaster: recipientMenu });
    const router = renderAt(path);
    const nav = await screen.findByRole('navigation', { name: '선물 메뉴' });
    // A screen may send the user on (the apply form without a chosen gift goes to the list), never out of their pages.
    expect(isRecipientScreen(router.state.location.pathname)).toBe(true);
    for (const name of ['선물 고르기', '장바구니', '주문·배송 조회', '반품/교환', '1:1 문의', '마이페이지'])
      expect(within(nav).getByRole('link', { name }), name).toBeTruthy();
    expect(screen.queryByText('BACK OFFICE')).toBeNull();
    // The screen itself loaded inside it, not the loading or the failure page.
    // A screen's chunk may take seconds on a busy machine: wait for it, not for the default second.
    await waitFor(() => expect(screen.queryByText('화면을 불러오는 중입니다.')).toBeNull(), {
      timeout: 15_000,
    });
    expect(screen.queryByText('화면을 불러오지 못했습니다.')).toBeNull();
    router.dispose();
  });

  it.each([
    ['25', '/delivery/order'],
    ['25', '/delivery/return'],
    ['30', '/delivery/order'],
    ['05', '/delivery/order'],
    ['99999', '/delivery/return/1/1/1'],
    ['99999', '/serviceCenter/notify'],
  ])('role %s at %s keeps the back office', async (authCd, path) => {
    stubFetch(() => envelope('4040', null, '찾을 수 없습니다.', 404));
    signInAs(authCd, {
      menuMaster: [{ ...recipientMenu[0]!, urlLink: path.split('/').slice(0, 3).join('/') }],
    });
    renderAt(path);
    expect(await screen.findByText('BACK OFFICE')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '선물 메뉴' })).toBeNull();
  });
});
