import { API_PATH } from '@pcs/domain/contracts/paths';
import { QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { paths } from '../../config/paths';
import { createQueryClient } from '../../lib/query-client';
import type { GiftRoutes } from './gift-routes';

/**
 * Where the gift screens send their calls. The real journey uses the recipient's gift API; test mode (spec §2
 * test-mode gift screens) the operators' test API with the same bodies and replies, for one event, which
 * writes only test orders. The screens are the same code either way.
 */
export type GiftApi = {
  eventList: string;
  list: string;
  detail: string;
  select: string;
  apply: string;
  orderHistory: string;
  orderDetail: string;
  /** The event under test (test mode), sent with the event-list call. */
  testEventSn: number | null;
};

export const REAL_GIFT_API: GiftApi = {
  eventList: API_PATH.giftEventList,
  list: API_PATH.giftList,
  detail: API_PATH.giftDetail,
  select: API_PATH.giftSelect,
  apply: API_PATH.giftApply,
  orderHistory: API_PATH.giftOrderHistory,
  orderDetail: API_PATH.giftOrderDetail,
  testEventSn: null,
};

export const testGiftApi = (eventSn: number): GiftApi => ({
  eventList: API_PATH.eventTestEventList,
  list: API_PATH.eventTestGiftList,
  detail: API_PATH.eventTestGiftDetail,
  select: API_PATH.eventTestSelect,
  apply: API_PATH.eventTestApply,
  orderHistory: API_PATH.eventTestOrderHistory,
  orderDetail: API_PATH.eventTestOrderDetail,
  testEventSn: eventSn,
});

/** The test-mode screens of spec §2: the desktop journey's screens under /event/test/... for one event. */
export const testGiftRoutes = (eventSn: number): GiftRoutes => ({
  variant: 'pc',
  home: paths.eventTestList(eventSn),
  detail: (p) => paths.eventTestDetail(p.prodSn, p.eventSn, p.selectCnt, p.selectType),
  apply: (ordSn) => paths.eventTestApply(eventSn, ordSn),
  orderHistory: (p) => paths.eventTestOrderHistory(p.eventSn, p.ordSn, p.estiSn),
  list: () => paths.eventTestList(eventSn),
  // Test mode never pays and has no cart (test orders live in their own table): these lead back to its list.
  waiting: () => paths.eventTestList(eventSn),
  fail: () => paths.eventTestList(eventSn),
  cart: paths.eventTestList(eventSn),
});

type GiftMode = { api: GiftApi; routes: GiftRoutes | null };
const GiftModeContext = createContext<GiftMode>({ api: REAL_GIFT_API, routes: null });

export const useGiftApi = (): GiftApi => useContext(GiftModeContext).api;
/** The screens' routes: test mode's when inside TestGiftMode, else the given ones. */
export const useGiftRoutes = (fallback: GiftRoutes): GiftRoutes =>
  useContext(GiftModeContext).routes ?? fallback;
export const useIsTestMode = (): boolean => useContext(GiftModeContext).api.testEventSn !== null;

/**
 * Test mode for one event: the test API and routes, and a query cache of its own so that nothing a test shows or
 * invalidates mixes with the operator's real data.
 */
export function TestGiftMode({ eventSn, children }: { eventSn: number; children: ReactNode }) {
  const [client] = useState(createQueryClient);
  const [mode] = useState<GiftMode>(() => ({ api: testGiftApi(eventSn), routes: testGiftRoutes(eventSn) }));
  return (
    <QueryClientProvider client={client}>
      <GiftModeContext.Provider value={mode}>{children}</GiftModeContext.Provider>
    </QueryClientProvider>
  );
}
