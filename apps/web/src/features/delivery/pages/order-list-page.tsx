import { LinesListScreen } from '../flow/lines-list-screen';

/** spec §2 /delivery/order: operators, vendors (own goods) and part-timers (their packing). */
export default function OrderListPage() {
  return <LinesListScreen view="order" />;
}
