import { API_PATH } from '@pcs/domain/contracts/paths';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { paths } from '../../config/paths';
import { createQueryClient } from '../../lib/query-client';
import { type GiftApi, type GiftMode, GiftModeContext } from './gift-mode';
import type { GiftRoutes } from './gift-routes';

// Test mode (spec §2 test-mode gift screens) lives apart from the gift screens: only the operators' test pages
// import it, so the recipient's screens never name the operators' test calls (the screen-table test reads imports).

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
