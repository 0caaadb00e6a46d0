import type { GiftListRequest } from '@pcs/domain/contracts/gift';

/**
 * Query keys of the gift feature, from one factory so that a mutation can invalidate exactly what it changed
 * (applying a gift changes the event's used count, its order history and the order itself).
 */
export const giftKeys = {
  all: ['gift'] as const,
  events: () => [...giftKeys.all, 'events'] as const,
  lists: () => [...giftKeys.all, 'list'] as const,
  list: (request: Omit<GiftListRequest, 'page'>, page: number | 'infinite') =>
    [...giftKeys.lists(), request, page] as const,
  detail: (eventSn: number, prodSn: number) => [...giftKeys.all, 'detail', eventSn, prodSn] as const,
  orders: () => [...giftKeys.all, 'order'] as const,
  order: (ordSn: number) => [...giftKeys.orders(), ordSn] as const,
  histories: () => [...giftKeys.all, 'history'] as const,
  history: (eventSn: number) => [...giftKeys.histories(), eventSn] as const,
  categories: () => ['category', 'list'] as const,
};
