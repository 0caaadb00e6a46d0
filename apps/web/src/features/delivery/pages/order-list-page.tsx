import { FULFILMENT_ROLES, hasRole } from '@pcs/domain';
import type { ReactNode } from 'react';
import { useSession } from '../../../lib/session-store';
import { LinesListScreen } from '../flow/lines-list-screen';
import { MyOrdersDesktop } from '../flow/my-orders-desktop';

/**
 * spec §2 /delivery/order: for operators, vendors (own goods) and part-timers (their packing) the orders to fulfil;
 * for everyone else (their menu calls it 주문·배송 조회) their own orders. `intro` sits inside the fulfilment list,
 * under its title and filters.
 */
export default function OrderListPage({ intro }: { intro?: ReactNode }) {
  const authCd = useSession((s) => s.loginUserData?.authCd ?? '');
  const fulfils = hasRole(FULFILMENT_ROLES, authCd);
  return fulfils ? <LinesListScreen view="order" intro={intro} /> : <MyOrdersDesktop />;
}
