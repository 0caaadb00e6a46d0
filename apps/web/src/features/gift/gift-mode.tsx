import { API_PATH } from '@pcs/domain/contracts/paths';
import { createContext, useContext } from 'react';
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

export type GiftMode = { api: GiftApi; routes: GiftRoutes | null };
export const GiftModeContext = createContext<GiftMode>({ api: REAL_GIFT_API, routes: null });

export const useGiftApi = (): GiftApi => useContext(GiftModeContext).api;
/** The screens' routes: test mode's when inside TestGiftMode, else the given ones. */
export const useGiftRoutes = (fallback: GiftRoutes): GiftRoutes =>
  useContext(GiftModeContext).routes ?? fallback;
export const useIsTestMode = (): boolean => useContext(GiftModeContext).api.testEventSn !== null;
