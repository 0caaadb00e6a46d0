import { describe, expect, it } from 'vitest';
import { checkRouteGuard, isMenuAllowed } from './access';
import { invitationLink } from './event-send';
import { orderNoticeLink } from './order-notices';
import {
  type EntryInput,
  isGiftRecipient,
  isRecipientScreen,
  isSectionRoot,
  mobileEquivalent,
  resolveEntry,
  resumablePath,
  sectionRootRedirect,
  UNKNOWN_PATH_TARGET,
} from './routing';

const loggedIn = (over: Partial<EntryInput> = {}): EntryInput => ({
  loggedIn: true,
  query: {},
  firstLogin: false,
  pwdExpired: false,
  solCd: '1020',
  authCd: '10',
  returnPath: null,
  isMobile: false,
  ...over,
});

describe('resolveEntry (spec §2 entry rules at /)', () => {
  it('1. not logged in goes to /checkDevice carrying utopia and loginUserToken', () => {
    const out = (query: EntryInput['query']) => resolveEntry({ ...loggedIn(), loggedIn: false, query });
    expect(out({})).toEqual({ kind: 'redirect', to: '/checkDevice' });
    expect(out({ utopia: 'x' })).toEqual({ kind: 'redirect', to: '/checkDevice?utopia=x' });
    expect(out({ loginUserToken: 'tok' })).toEqual({
      kind: 'redirect',
      to: '/checkDevice?loginUserToken=tok',
    });
    expect(out({ loginUserToken: 'tok', utopia: 'a b', other: 'dropped' })).toEqual({
      kind: 'redirect',
      to: '/checkDevice?utopia=a%20b&loginUserToken=tok',
    });
    expect(out({ utopia: '', loginUserToken: undefined })).toEqual({ kind: 'redirect', to: '/checkDevice' });
  });

  it('not logged in wins over every later rule', () => {
    expect(resolveEntry(loggedIn({ loggedIn: false, firstLogin: true, solCd: null }))).toEqual({
      kind: 'redirect',
      to: '/checkDevice',
    });
  });

  it('2. first login goes to the first-login form, then password expiry to change-password (desktop and mobile)', () => {
    expect(resolveEntry(loggedIn({ firstLogin: true, pwdExpired: true }))).toEqual({
      kind: 'redirect',
      to: '/firstLoginForm',
    });
    expect(resolveEntry(loggedIn({ firstLogin: true, isMobile: true }))).toEqual({
      kind: 'redirect',
      to: '/m/firstLoginForm',
    });
    expect(resolveEntry(loggedIn({ pwdExpired: true }))).toEqual({ kind: 'redirect', to: '/changePassword' });
    expect(resolveEntry(loggedIn({ pwdExpired: true, isMobile: true }))).toEqual({
      kind: 'redirect',
      to: '/m/changePassword',
    });
  });

  it('2 comes before the solution check', () => {
    expect(resolveEntry(loggedIn({ firstLogin: true, solCd: '3010' }))).toEqual({
      kind: 'redirect',
      to: '/firstLoginForm',
    });
  });

  it('3. the solution list must contain 1020', () => {
    const alert = {
      kind: 'alert',
      message: '해당 서비스에 대한 권한이 없습니다. 관리자에게 문의해주세요.',
      to: null,
    };
    expect(resolveEntry(loggedIn({ solCd: null }))).toEqual(alert);
    expect(resolveEntry(loggedIn({ solCd: '' }))).toEqual(alert);
    expect(resolveEntry(loggedIn({ solCd: '3010,10200' }))).toEqual(alert);
    expect(resolveEntry(loggedIn({ solCd: '3010,1020', returnPath: '/company/list' }))).toEqual({
      kind: 'redirect',
      to: '/company/list',
    });
    expect(resolveEntry(loggedIn({ solCd: '1020' }))).toEqual({ kind: 'redirect', to: '/gift/list' });
  });

  it('4. a saved return path resumes; /delivery/list goes to the order list', () => {
    expect(resolveEntry(loggedIn({ returnPath: '/goods/detail/7' }))).toEqual({
      kind: 'redirect',
      to: '/goods/detail/7',
    });
    expect(resolveEntry(loggedIn({ returnPath: '/delivery/list' }))).toEqual({
      kind: 'redirect',
      to: '/delivery/order',
    });
    expect(resolveEntry(loggedIn({ returnPath: '/delivery/list?page=2', isMobile: true }))).toEqual({
      kind: 'redirect',
      to: '/delivery/order?page=2',
    });
  });

  it('4. unsafe or looping return paths are ignored', () => {
    for (const returnPath of ['//evil.example', 'https://evil.example', '/', '', '/\\evil']) {
      expect(resolveEntry(loggedIn({ returnPath }))).toEqual({ kind: 'redirect', to: '/gift/list' });
    }
    expect(resumablePath(null)).toBeNull();
  });

  it("4. a message's link is kept through the first-login and password forms, then resumed", () => {
    const base = 'https://gift.example.com';
    const order = { estiSn: 5, estiItemSn: 6 };
    const links = [
      orderNoticeLink(base, 'ADDRESS_NEEDED', 'SMS', order),
      orderNoticeLink(base, 'DEFAULT_GIFT', 'ALIMTALK', order),
      orderNoticeLink(base, 'ADDRESS_NEEDED', 'MAIL', order),
      orderNoticeLink(base, 'CHOICE_REOPENED', 'SMS', order),
      orderNoticeLink(base, 'CHOICE_REOPENED', 'MAIL', order),
    ].map((link) => link.slice(base.length));
    expect(links).toContain('/m/delivery/save/5');
    for (const returnPath of links) {
      const isMobile = returnPath.startsWith('/m/');
      const m = isMobile ? '/m' : '';
      // The forms come first and leave the return path in place for the entry rules after them.
      expect(resolveEntry(loggedIn({ returnPath, isMobile, firstLogin: true }))).toEqual({
        kind: 'redirect',
        to: `${m}/firstLoginForm`,
      });
      expect(resolveEntry(loggedIn({ returnPath, isMobile, pwdExpired: true }))).toEqual({
        kind: 'redirect',
        to: `${m}/changePassword`,
      });
      expect(resolveEntry(loggedIn({ returnPath, isMobile, authCd: '20' }))).toEqual({
        kind: 'redirect',
        to: returnPath,
      });
    }
    // The invitation itself points at the device check, which is not a page to come back to.
    expect(invitationLink(base)).toBe(`${base}/checkDevice`);
  });

  it('5. mobile goes to the gift preview, whatever the role', () => {
    for (const authCd of ['10', '15', '25', '30']) {
      expect(resolveEntry(loggedIn({ authCd, isMobile: true }))).toEqual({
        kind: 'redirect',
        to: '/m/gift/preview',
      });
    }
  });

  it('5. each role goes to its home', () => {
    const home = (authCd: string) => resolveEntry(loggedIn({ authCd }));
    expect(home('10')).toEqual({ kind: 'redirect', to: '/gift/list' });
    expect(home('20')).toEqual({ kind: 'redirect', to: '/gift/list' });
    expect(home('15')).toEqual({ kind: 'redirect', to: '/dashBoard/etners' });
    expect(home('99999')).toEqual({ kind: 'redirect', to: '/dashBoard/etners' });
    expect(home('25')).toEqual({ kind: 'redirect', to: '/dashBoard/client' });
    expect(home('05')).toEqual({ kind: 'redirect', to: '/delivery' });
    expect(home('30')).toEqual({ kind: 'redirect', to: '/delivery' });
    expect(home('35')).toEqual({ kind: 'redirect', to: '/delivery' });
  });

  it('5. an unresolvable role alerts 권한을 특정할 수 없습니다. and goes to /checkDevice (spec §6), on mobile too', () => {
    const alert = { kind: 'alert', message: '권한을 특정할 수 없습니다.', to: '/checkDevice' };
    expect(resolveEntry(loggedIn({ authCd: null }))).toEqual(alert);
    expect(resolveEntry(loggedIn({ authCd: '77' }))).toEqual(alert);
    expect(resolveEntry(loggedIn({ authCd: '', isMobile: true }))).toEqual(alert);
  });
});

describe('sectionRootRedirect (spec §2 section roots redirect by role)', () => {
  it('/company: 15 and 99999 to the operator list, 25 to the client manage-group list', () => {
    expect(sectionRootRedirect('/company', '15')).toBe('/company/list');
    expect(sectionRootRedirect('/company', '99999')).toBe('/company/list');
    expect(sectionRootRedirect('/company', '25')).toBe('/company/clientManageGroup/list');
    expect(sectionRootRedirect('/company', '10')).toBeNull();
  });

  it('/company/manageGroup: 15 and 99999 to the operator group list, 25 to the client manage-group list', () => {
    expect(sectionRootRedirect('/company/manageGroup', '15')).toBe('/company/manageGroup/list');
    expect(sectionRootRedirect('/company/manageGroup', '99999')).toBe('/company/manageGroup/list');
    expect(sectionRootRedirect('/company/manageGroup', '25')).toBe('/company/clientManageGroup/list');
    expect(sectionRootRedirect('/company/manageGroup', '20')).toBeNull();
  });

  it('/delivery: 15 and 99999 to the managed list, others to the order list', () => {
    expect(sectionRootRedirect('/delivery', '15')).toBe('/delivery/managedList');
    expect(sectionRootRedirect('/delivery', '99999')).toBe('/delivery/managedList');
    for (const authCd of ['05', '10', '20', '25', '30', '35', 'unknown']) {
      expect(sectionRootRedirect('/delivery', authCd)).toBe('/delivery/order');
    }
  });

  it('/user: 15 and 99999 to the operator user list, 25 to the client user list', () => {
    expect(sectionRootRedirect('/user', '15')).toBe('/user/list');
    expect(sectionRootRedirect('/user', '99999')).toBe('/user/list');
    expect(sectionRootRedirect('/user', '25')).toBe('/user/clientManage/list');
    expect(sectionRootRedirect('/user', '10')).toBeNull();
  });

  it('/goods: 15 and 99999 to the operator goods list, 30 and 35 to the vendor list', () => {
    expect(sectionRootRedirect('/goods', '15')).toBe('/goods/list');
    expect(sectionRootRedirect('/goods', '99999')).toBe('/goods/list');
    expect(sectionRootRedirect('/goods', '30')).toBe('/goods/vendor/list');
    expect(sectionRootRedirect('/goods', '35')).toBe('/goods/vendor/list');
    expect(sectionRootRedirect('/goods', '20')).toBeNull();
    expect(isSectionRoot('/goods')).toBe(true);
  });

  it('role-independent roots', () => {
    const cases: [string, string][] = [
      ['/gift', '/gift/list'],
      ['/event', '/event/history'],
      ['/serviceCenter', '/serviceCenter/notify'],
      ['/m/gift', '/m/gift/preview'],
      ['/m/delivery', '/m/delivery/list'],
      ['/m/serviceCenter', '/m/serviceCenter/notify'],
      ['/system/notice', '/'],
    ];
    for (const [from, to] of cases) {
      for (const authCd of ['10', '25', '30']) expect(sectionRootRedirect(from, authCd)).toBe(to);
    }
  });

  it('a trailing slash or query still matches; other paths have no rule', () => {
    expect(sectionRootRedirect('/gift/', '10')).toBe('/gift/list');
    expect(sectionRootRedirect('/event?x=1', '10')).toBe('/event/history');
    expect(sectionRootRedirect('/gift/list', '10')).toBeNull();
    expect(sectionRootRedirect('/company/list', '15')).toBeNull();
    expect(isSectionRoot('/company/list')).toBe(false);
  });

  it('unknown paths go to /notFound', () => {
    expect(UNKNOWN_PATH_TARGET).toBe('/notFound');
  });
});

describe('mobileEquivalent (spec §2 mobile devices use the /m equivalents)', () => {
  it('maps account screens', () => {
    expect(mobileEquivalent('/login')).toBe('/m/login');
    expect(mobileEquivalent('/sLogin')).toBe('/m/sLogin');
    expect(mobileEquivalent('/firstLoginForm')).toBe('/m/firstLoginForm');
    expect(mobileEquivalent('/changePassword')).toBe('/m/changePassword');
    expect(mobileEquivalent('/signUp')).toBe('/m/signUp');
    expect(mobileEquivalent('/findAccount')).toBe('/m/findId');
  });

  it('maps the gift list to the preview and swaps prodSn/eventSn on the detail', () => {
    expect(mobileEquivalent('/gift')).toBe('/m/gift/preview');
    expect(mobileEquivalent('/gift/list')).toBe('/m/gift/preview');
    expect(mobileEquivalent('/gift/detail/11/22/3/01')).toBe('/m/gift/detail/22/11/3/01');
  });

  it('maps the gift selection screens keeping their parameters', () => {
    expect(mobileEquivalent('/gift/giftSelect/apply/5')).toBe('/m/gift/giftSelect/apply/5');
    expect(mobileEquivalent('/gift/giftSelect/apply/fail/5')).toBe('/m/gift/giftSelect/apply/fail/5');
    expect(mobileEquivalent('/gift/giftSelect/apply/waiting/5/OID9')).toBe(
      '/m/gift/giftSelect/apply/waiting/5/OID9',
    );
    expect(mobileEquivalent('/gift/giftSelect/orderHistory/1/2/3')).toBe(
      '/m/gift/giftSelect/orderHistory/1/2/3',
    );
    expect(mobileEquivalent('/gift/sati')).toBe('/m/gift/sati');
    expect(mobileEquivalent('/gift/prod-ready')).toBe('/m/prod-ready');
  });

  it('maps cart, my page and the service centre', () => {
    expect(mobileEquivalent('/cart/list')).toBe('/m/cart/list');
    expect(mobileEquivalent('/myPage/detail/2')).toBe('/m/myPage/detail');
    expect(mobileEquivalent('/serviceCenter')).toBe('/m/serviceCenter/notify');
    expect(mobileEquivalent('/serviceCenter/notify')).toBe('/m/serviceCenter/notify');
    expect(mobileEquivalent('/serviceCenter/notify/detail/77')).toBe('/m/serviceCenter/notify/77');
    expect(mobileEquivalent('/serviceCenter/faq')).toBe('/m/serviceCenter/faq');
  });

  it("maps the recipient's desktop order forms to the phone's", () => {
    expect(mobileEquivalent('/delivery/order/save/5')).toBe('/m/delivery/save/5');
    expect(mobileEquivalent('/delivery/order/cardMemo/2/5')).toBe('/m/delivery/cardMemo/2/5');
    expect(mobileEquivalent('/delivery/order/orderCancel/5')).toBe('/m/delivery/orderCancel/5');
    expect(mobileEquivalent('/delivery/order/orderReturn/5/9/NONE')).toBe('/m/delivery/orderReturn/5/9/NONE');
    expect(mobileEquivalent('/delivery/order/orderReturn/5/9/NONE/R/3/edit')).toBe(
      '/m/delivery/orderReturn/5/9/NONE/R/3/edit',
    );
    // The list and a line's detail are the fulfilment screens of vendors and part-timers too: no phone redirect.
    expect(mobileEquivalent('/delivery/order')).toBeNull();
    expect(mobileEquivalent('/delivery/order/5/9')).toBeNull();
  });

  it('keeps the query string and encodes parameters again', () => {
    expect(mobileEquivalent('/login?utopia=x')).toBe('/m/login?utopia=x');
    expect(mobileEquivalent('/gift/giftSelect/apply/waiting/5/a%2Fb')).toBe(
      '/m/gift/giftSelect/apply/waiting/5/a%2Fb',
    );
  });

  it('returns null when there is no equivalent', () => {
    for (const path of [
      '/',
      '/m/login',
      '/company/list',
      '/intro/main',
      '/gift/detail/1/2',
      '/checkDevice',
    ]) {
      expect(mobileEquivalent(path)).toBeNull();
    }
  });
});

describe("isRecipientScreen (a gift recipient's own desktop screens, in the recipient layout)", () => {
  /** The menu the recipients' roles are given (demo reference data, EMP set): the links they may follow. */
  const recipientMenu = [
    { urlLink: '/gift/list' },
    { urlLink: '/gift/giftSelect' },
    { urlLink: '/cart/list' },
    { urlLink: '/delivery/order' },
    { urlLink: '/delivery/return' },
    { urlLink: '/serviceCenter/notify' },
    { urlLink: '/serviceCenter/faq' },
    { urlLink: '/serviceCenter/qna' },
  ];
  const recipientPaths = [
    '/gift/list',
    '/gift/detail/1/2/1/01',
    '/gift/giftSelect/orderHistory/2/3/4',
    '/gift/sati',
    '/cart/list',
    '/myPage/detail/0',
    '/myPage/userInfo/save',
    '/delivery/order',
    '/delivery/order/5/9',
    '/delivery/order/save/5',
    '/delivery/order/cardMemo/2/5',
    '/delivery/order/orderCancel/5',
    '/delivery/order/orderReturn/5/9/NONE',
    '/delivery/order/orderReturn/5/9/NONE/R/3/edit',
    '/delivery/return',
    '/delivery/return/5/9/3',
    '/serviceCenter/notify',
    '/serviceCenter/notify/detail/7',
    '/serviceCenter/faq',
    '/serviceCenter/qna',
    '/serviceCenter/qna/save',
    '/serviceCenter/qna/detail/4',
  ];

  it("takes the recipients' pages, with their order and return forms", () => {
    for (const path of recipientPaths) expect(isRecipientScreen(path), path).toBe(true);
    expect(isRecipientScreen('/delivery/order?stateCd=01')).toBe(true);
  });

  it('lets a recipient reach every one of them through the menu and the route guards (spec §6)', () => {
    for (const authCd of ['10', '20']) {
      expect(isGiftRecipient(authCd)).toBe(true);
      for (const path of recipientPaths) {
        expect(isMenuAllowed(path, recipientMenu, false), path).toBe(true);
        expect(checkRouteGuard(path, authCd).allowed, path).toBe(true);
      }
    }
  });

  it('leaves the back-office screens out, also those whose path starts the same', () => {
    for (const path of [
      '/delivery',
      '/delivery/returnManaged',
      '/delivery/returnManaged/5/9/3',
      '/delivery/managedList',
      '/delivery/release',
      '/delivery/orders',
      '/serviceCenter/notify/save/1',
      '/serviceCenter/faq/save/Y/3',
      '/serviceCenter/inquiry',
      '/event/test/list/1',
      '/dashBoard/client',
      '/company/list',
      '/m/delivery/list',
    ])
      expect(isRecipientScreen(path), path).toBe(false);
  });

  it('is for the roles whose home is the gift list only', () => {
    for (const authCd of ['05', '15', '25', '30', '35', '99999', '', null])
      expect(isGiftRecipient(authCd)).toBe(false);
  });
});
