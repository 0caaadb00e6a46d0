import EventDetailPage from '../../features/event/pages/event-detail-page';
import { EventSendSection } from '../../features/event-send/components/event-send-section';

/** The event detail with its invitations, reminders and send history (issues 11 and 14 composed here). */
export default function EventDetailScreen() {
  return <EventDetailPage messages={(e) => <EventSendSection eventSn={e.eventSn} cmpyCd={e.cmpyCd} />} />;
}
