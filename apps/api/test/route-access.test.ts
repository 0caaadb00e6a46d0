import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  API_PATH,
  AUTH_CD,
  type AuthCd,
  DELIVERY_FLOW_PATH,
  FULFILMENT_ROLES,
  LIFE_EVENT_PATH,
  MANAGER_ROLES,
  OPERATOR_ADMIN,
  RECIPIENT_ROLES,
  rolesOfScreens,
  SCREEN_ACCESS,
  type ScreenName,
  type ScreenRow,
  SUPPLY_ROLES,
  screenRoles,
  TAX_PATH,
  VENDOR_GROUP,
} from '@pcs/domain';
import { CLIENT_BILL_PATH, VENDOR_STL_PATH } from '@pcs/domain/contracts/settlement-paths';
import { beforeAll, describe, expect, it } from 'vitest';
import { guardedRoutes } from '../src/http/auth-guard';
import { setupTestApp } from './helpers/test-app';
import { screenModules, WEB_SRC, webCallGraph } from './helpers/web-screen-calls';

/** Those who order and their manager: their own orders and returns. */
const ORDERING_STAFF: readonly AuthCd[] = ['10', '20', '25'];

// The screen table (route-access.ts) against the API: a screen's calls let in every role the screen lets in, and a
// call lets in no role that none of the screens making it lets in. The calls of a screen are read from the web's
// source (helpers/web-screen-calls.ts); the roles of a call from its guard, as the running app registered it.
const t = setupTestApp();

/**
 * Parts of screens shown to some of the screen's roles only (the page picks one by role): modules, or folders
 * ending in '/', relative to the web's src. Below such a module, the calls are made for those roles only.
 */
const PARTS_FOR_ROLES: readonly { part: string; roles: readonly AuthCd[]; why: string }[] = [
  {
    part: 'features/delivery/flow/lines-list-screen.tsx',
    roles: FULFILMENT_ROLES,
    why: '/delivery/order: the lines to fulfil, for operators, vendors and the part-timer (order-list-page.tsx)',
  },
  {
    part: 'features/delivery/flow/my-orders-desktop.tsx',
    roles: ORDERING_STAFF,
    why: '/delivery/order and /delivery/return: their own orders and returns, for those who neither fulfil nor decide',
  },
  {
    part: 'features/delivery/flow/returns-list-screen.tsx',
    roles: SUPPLY_ROLES,
    why: '/delivery/return: the requests to decide (operators) or to collect and re-ship (vendors)',
  },
  {
    part: 'features/event-docs/components/vendor-purchase-orders.tsx',
    roles: VENDOR_GROUP,
    why: "/delivery/order: a vendor's purchase orders above its lines (order-list-screen.tsx)",
  },
  {
    part: 'features/event-send/components/event-send-section.tsx',
    roles: OPERATOR_ADMIN,
    why: "the event detail's 초대 및 리마인드 card: shown to operators (event-detail-page.tsx)",
  },
  {
    part: 'features/delivery/flow/line-detail-screen.tsx',
    roles: FULFILMENT_ROLES,
    why: '/delivery/order/{estiSn}/{estiItemSn}: a line to fulfil (order-detail-page.tsx); others see their order',
  },
];

/**
 * Calls a shared module names for some roles only, where one module serves several (a list in several modes, a
 * form for create and edit, a dashboard for two audiences). Each is the roles the screens make the call for.
 */
const CALLS_FOR_ROLES: readonly { calls: readonly string[]; roles: readonly AuthCd[]; why: string }[] = [
  {
    calls: [TAX_PATH.changePurpose, TAX_PATH.saveStatuteRule],
    roles: OPERATOR_ADMIN,
    why: "the client manager reads the ledger and the statutory rules; changing a gift's purpose and the statute rows is the operator's (decision 051)",
  },
  {
    calls: [LIFE_EVENT_PATH.myList, LIFE_EVENT_PATH.myRequest, LIFE_EVENT_PATH.myWithdraw],
    roles: RECIPIENT_ROLES,
    why: "the my page's 경조사 신청 tab: shown to the employees who receive gifts (my-page-tabs.ts)",
  },
  {
    calls: [API_PATH.groupCreate, API_PATH.userCreate, API_PATH.userApprove, API_PATH.userReject],
    roles: OPERATOR_ADMIN,
    why: "the operator's new group and user buttons and sign-up decisions; the client manager's screens share the rest",
  },
  {
    calls: [API_PATH.goodsApprove, API_PATH.goodsReject],
    roles: OPERATOR_ADMIN,
    why: "the goods list and detail are shared; approving is the operator's",
  },
  {
    calls: [API_PATH.goodsSubmit, API_PATH.eventVendorEvents],
    roles: VENDOR_GROUP,
    why: "submitting goods for approval and a vendor's events with purchase orders are the vendor's",
  },
  {
    calls: [
      API_PATH.eventRecipientTemplate,
      API_PATH.eventRecipientImport,
      API_PATH.eventRecipientAdd,
      API_PATH.eventRecipientRemove,
      API_PATH.eventManageStatus,
      API_PATH.eventVendorMail,
      API_PATH.eventVendorList,
    ],
    roles: OPERATOR_ADMIN,
    why: 'the event detail is read by the client manager; changing recipients, state and vendor mail is the operator’s',
  },
  {
    calls: [API_PATH.eventPurchaseOrderPdf, API_PATH.eventPurchaseOrderXlsx],
    roles: SUPPLY_ROLES,
    why: 'purchase orders: the operator for every vendor (event detail), a vendor its own (order list)',
  },
  {
    calls: [API_PATH.eventInvoicePdf],
    roles: MANAGER_ROLES,
    why: "the event's 거래명세서: the operators and the client manager",
  },
  {
    calls: [
      DELIVERY_FLOW_PATH.applyList,
      DELIVERY_FLOW_PATH.releaseList,
      DELIVERY_FLOW_PATH.packers,
      DELIVERY_FLOW_PATH.assignPacker,
      DELIVERY_FLOW_PATH.bulkAction,
      DELIVERY_FLOW_PATH.returnManagedList,
      DELIVERY_FLOW_PATH.returnReopen,
      API_PATH.deliveryManagedFilterOptions,
    ],
    roles: OPERATOR_ADMIN,
    why: "the lines and returns lists serve several views; the apply, release and managed views are the operator's",
  },
  {
    calls: [DELIVERY_FLOW_PATH.returnDetail, DELIVERY_FLOW_PATH.returnAction],
    roles: SUPPLY_ROLES,
    why: "a return request's handling screen: operators decide, vendors collect and re-ship; the orderer has their own",
  },
  {
    calls: [API_PATH.faqSave, API_PATH.faqDelete, API_PATH.noticeDelete, API_PATH.qnaAnswer],
    roles: OPERATOR_ADMIN,
    why: 'everyone reads the boards and asks; writing, deleting and answering are the operator’s',
  },
  {
    calls: [API_PATH.dashboardEtners, API_PATH.dashboardEtnersExcel, API_PATH.dashboardCompanies],
    roles: rolesOfScreens('dashBoardEtners'),
    why: 'one dashboard screen serves both audiences; these are the operator’s',
  },
  {
    calls: [API_PATH.dashboardClient, API_PATH.dashboardClientExcel],
    roles: rolesOfScreens('dashBoardClient'),
    why: 'one dashboard screen serves both audiences; these are the client manager’s',
  },
  {
    calls: [
      CLIENT_BILL_PATH.confirm,
      CLIENT_BILL_PATH.confirmMonth,
      CLIENT_BILL_PATH.issue,
      CLIENT_BILL_PATH.paid,
      CLIENT_BILL_PATH.cancelInvoice,
    ],
    roles: OPERATOR_ADMIN,
    why: 'the client manager reads their bill; confirming (one month or every company’s), issuing and recording payment are the operator’s',
  },
  {
    calls: [VENDOR_STL_PATH.confirm],
    roles: VENDOR_GROUP,
    why: 'a vendor agrees to its own statement',
  },
  {
    calls: [VENDOR_STL_PATH.paid],
    roles: OPERATOR_ADMIN,
    why: 'the operator records the transfer',
  },
];

/**
 * Calls that let in a role none of their screens does, each with why: a capability the API offers beyond the
 * screens. Listed so the next one is a decision, not an accident.
 */
const BEYOND_SCREENS: readonly { calls: readonly string[]; roles: readonly AuthCd[]; why: string }[] = [
  {
    calls: [API_PATH.goodsDetailList, API_PATH.goodsCatalogPdf],
    roles: [AUTH_CD.clientManager],
    why: "the gift catalogue of the client manager's own event, asked with its eventSn (goods-detail-list.ts checks it)",
  },
];

const callScope = new Map(
  CALLS_FOR_ROLES.flatMap(({ calls, roles }) => calls.map((c) => [c, roles] as const)),
);
const beyond = new Map(BEYOND_SCREENS.flatMap(({ calls, roles }) => calls.map((c) => [c, roles] as const)));

/** PARTS_FOR_ROLES by file: a folder part covers every module below it. */
function expandParts(): Map<string, readonly AuthCd[]> {
  const byFile = new Map<string, readonly AuthCd[]>();
  for (const { part, roles } of PARTS_FOR_ROLES) {
    const target = join(WEB_SRC, part);
    if (!existsSync(target)) throw new Error(`PARTS_FOR_ROLES names ${part}, which the web no longer has`);
    const files = part.endsWith('/')
      ? readdirSync(target, { recursive: true, encoding: 'utf8' })
          .filter((f) => /\.tsx?$/.test(f))
          .map((f) => part + f)
      : [part];
    for (const f of files) byFile.set(f, roles);
  }
  return byFile;
}

type Finding = string;
let callRoles: Map<string, readonly AuthCd[]>;
let usesByCall: Map<string, { screen: ScreenName; roles: readonly AuthCd[] }[]>;

beforeAll(() => {
  callRoles = new Map(guardedRoutes(t.app).map((r) => [r.url, r.roles]));
  const { callsOf } = webCallGraph();
  const partsByFile = expandParts();
  usesByCall = new Map();
  for (const [name, modules] of screenModules()) {
    const row: ScreenRow | undefined = SCREEN_ACCESS[name as ScreenName];
    if (!row || row.access === 'public') continue;
    const roles = screenRoles(row.access);
    const parts: [string | undefined, readonly AuthCd[]][] = modules.only
      ? [[modules.only, roles]]
      : [
          [modules.recipient, roles.filter((r) => RECIPIENT_ROLES.includes(r))],
          [modules.staff, roles.filter((r) => !RECIPIENT_ROLES.includes(r))],
        ];
    for (const [file, partRoles] of parts) {
      if (!file || partRoles.length === 0) continue;
      for (const [call, reaching] of callsOf(file, partRoles, partsByFile)) {
        const scoped = callScope.get(call);
        const callerRoles = [...reaching].filter((r) => !scoped || scoped.includes(r));
        if (callerRoles.length === 0) continue;
        const list = usesByCall.get(call) ?? [];
        list.push({ screen: name as ScreenName, roles: callerRoles });
        usesByCall.set(call, list);
      }
    }
  }
});

describe('screen table and API guards', () => {
  it('reads a screen module for every screen the table has that is not a redirect', () => {
    const bound = screenModules();
    const missing = (Object.entries(SCREEN_ACCESS) as [ScreenName, ScreenRow][])
      .filter(([name, row]) => !row.redirect && name !== 'home' && !bound.has(name))
      .map(([name]) => name);
    expect(missing).toEqual([]);
    expect(usesByCall.size).toBeGreaterThan(100);
  });

  it("lets every role a screen lets in through that screen's calls", () => {
    const findings: Finding[] = [];
    for (const [call, uses] of usesByCall) {
      const allowed = callRoles.get(call);
      if (!allowed) continue; // an unguarded call (public)
      for (const use of uses) {
        const refused = use.roles.filter((r) => !allowed.includes(r));
        if (refused.length > 0) findings.push(`${use.screen} -> ${call} refuses ${refused.join(',')}`);
      }
    }
    expect(findings).toEqual([]);
  });

  it('lets no role through a screen call that no screen making it lets in', () => {
    const findings: Finding[] = [];
    for (const [call, uses] of usesByCall) {
      const allowed = callRoles.get(call);
      if (!allowed) continue;
      const byScreens = new Set([...uses.flatMap((u) => u.roles), ...(beyond.get(call) ?? [])]);
      const extra = allowed.filter((r) => !byScreens.has(r));
      if (extra.length > 0)
        findings.push(
          `${call} lets in ${extra.join(',')}; its screens: ${[...new Set(uses.map((u) => u.screen))].join(',')}`,
        );
    }
    expect(findings).toEqual([]);
  });

  it('keeps its lists of parts, scoped calls and calls beyond the screens honest', () => {
    const findings: Finding[] = [];
    for (const { calls, roles } of [...CALLS_FOR_ROLES, ...BEYOND_SCREENS])
      for (const call of calls) {
        const allowed = callRoles.get(call);
        if (!allowed) findings.push(`${call} is not a guarded call`);
        else if (roles.some((r) => !allowed.includes(r)))
          findings.push(`${call} refuses some of ${roles.join(',')}`);
      }
    for (const { calls } of CALLS_FOR_ROLES)
      for (const call of calls) if (!usesByCall.has(call)) findings.push(`no screen makes ${call}`);
    expect(findings).toEqual([]);
  });
});
