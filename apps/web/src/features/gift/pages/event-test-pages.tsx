import { useParams } from 'react-router';
import { DirectEntryGate } from '../components/direct-entry-gate';
import { GiftApplyView } from '../components/gift-apply-view';
import { GiftDetailView } from '../components/gift-detail-view';
import { GiftOrderHistoryView } from '../components/gift-order-history-view';
import { toSn } from '../gift-routes';
import { TestGiftMode, testGiftRoutes } from '../gift-test-mode';
import GiftListPage from './gift-list-page';

/**
 * spec §2 test-mode gift screens: the recipient's desktop screens, the same components and rules, on the
 * operators' test API for the event in the URL. Only test orders are written (event_test_order).
 */
function useTestEventSn(): number {
  return toSn(useParams().eventSn);
}

/** /event/test/list/{eventSn} */
export function EventTestListPage() {
  const eventSn = useTestEventSn();
  return (
    <TestGiftMode key={eventSn} eventSn={eventSn}>
      <GiftListPage />
    </TestGiftMode>
  );
}

/** /event/test/detail/{prodSn}/{eventSn}/{selectCnt}/{selectType} */
export function EventTestDetailPage() {
  const eventSn = useTestEventSn();
  return (
    <TestGiftMode key={eventSn} eventSn={eventSn}>
      <GiftDetailView routes={testGiftRoutes(eventSn)} />
    </TestGiftMode>
  );
}

/** /event/test/giftSelect/apply/{eventSn}/{ordSn} */
export function EventTestApplyPage() {
  const eventSn = useTestEventSn();
  return (
    <TestGiftMode key={eventSn} eventSn={eventSn}>
      <DirectEntryGate redirectTo={testGiftRoutes(eventSn).home}>
        <GiftApplyView routes={testGiftRoutes(eventSn)} />
      </DirectEntryGate>
    </TestGiftMode>
  );
}

/** /event/test/giftSelect/orderHistory/{eventSn}/{ordSn}/{estiSn} */
export function EventTestOrderHistoryPage() {
  const eventSn = useTestEventSn();
  return (
    <TestGiftMode key={eventSn} eventSn={eventSn}>
      <GiftOrderHistoryView routes={testGiftRoutes(eventSn)} />
    </TestGiftMode>
  );
}
