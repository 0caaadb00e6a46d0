import type { ManagedListRequest } from '@pcs/domain/contracts/delivery';

/** Query keys of the delivery area, from one factory so invalidations cannot miss a spelling. */
export const deliveryKeys = {
  all: ['delivery'] as const,
  managedLists: () => [...deliveryKeys.all, 'managedList'] as const,
  managedList: (request: ManagedListRequest) => [...deliveryKeys.managedLists(), request] as const,
  managedDetail: (estiSn: number, estiItemSn: number) =>
    [...deliveryKeys.all, 'managedDetail', estiSn, estiItemSn] as const,
  managedFilterOptions: () => [...deliveryKeys.all, 'managedFilterOptions'] as const,
};
