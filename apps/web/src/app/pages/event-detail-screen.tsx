import EventDetailPage from '../../features/event/pages/event-detail-page';
import { EventDocsSection } from '../../features/event-docs/components/event-docs-section';
import { EventSendSection } from '../../features/event-send/components/event-send-section';

/** The event detail with its messages, documents and everything of the event set-up, composed here. */
export default function EventDetailScreen() {
  return (
    <EventDetailPage
      messages={(e) => <EventSendSection eventSn={e.eventSn} cmpyCd={e.cmpyCd} />}
      docs={(e) => <EventDocsSection eventSn={e.eventSn} operator={e.operator} />}
    />
  );
}
