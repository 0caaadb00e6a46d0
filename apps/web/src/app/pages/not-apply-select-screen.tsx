import NotApplySelectPage from '../../features/delivery/pages/not-apply-select-page';
import { EventSendDialog } from '../../features/event-send/components/event-send-dialog';

/**
 * /delivery/notApply/{cmpyCd}/{eventSn}: the not-applied list with the event's reminder pop-up, composed here (the
 * pop-up belongs to event sends). Operators and the company's client manager alike: a reminder to the not-applied,
 * all or chosen, without new passwords (the server holds a client manager to exactly that).
 */
export default function NotApplySelectScreen() {
  return (
    <NotApplySelectPage
      remindDialog={(p) => (
        <EventSendDialog
          open
          eventSn={p.eventSn}
          cmpyCd={p.cmpyCd}
          channel={p.channel}
          kind="REMIND"
          unqUserIds={p.unqUserIds}
          targets={['NOT_APPLIED', 'USERS']}
          allowPassword={false}
          onClose={p.onClose}
          onSent={p.onSent}
        />
      )}
    />
  );
}
