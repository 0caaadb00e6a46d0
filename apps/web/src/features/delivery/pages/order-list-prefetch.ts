import { FULFILMENT_ROLES, hasRole, isOperatorAdmin } from '@pcs/domain';
import type { ScreenPrefetch } from '../../../lib/screen-prefetch';
import { managedFilterOptionsQuery } from '../api/get-managed-filter-options';
import { packersQuery } from '../api/get-packers';
import { prefetch as prefetchLines } from '../flow/lines-list-prefetch';

/**
 * /delivery/order's first queries for those who fulfil orders: the page of lines its URL asks for and, for an
 * operator, the lists its filters and packer assignment read (companies and events, part-timers), which would
 * otherwise leave only once the lines have arrived and the list has drawn.
 */
export const prefetch: ScreenPrefetch = (args) => {
  prefetchLines(args);
  if (!hasRole(FULFILMENT_ROLES, args.user.authCd) || !isOperatorAdmin(args.user.authCd)) return;
  void args.queryClient.prefetchQuery(managedFilterOptionsQuery());
  void args.queryClient.prefetchQuery(packersQuery());
};
