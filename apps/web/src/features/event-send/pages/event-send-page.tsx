import { Navigate, useParams } from 'react-router';
import styles from '../../../components/back-office/back-office.module.css';
import { PageHeader } from '../../../components/back-office/page-header';
import { paths } from '../../../config/paths';
import { EventSendSection } from '../components/event-send-section';

/**
 * /event/history/send/{cmpyCd}/{eventSn} (ours, operator admins): the event's invitations, reminders and send
 * history on a page of their own, until the event detail screen mounts EventSendSection.
 */
export default function EventSendPage() {
  const { cmpyCd = '', eventSn = '' } = useParams();
  const sn = Number(eventSn);
  if (!cmpyCd || !Number.isInteger(sn) || sn <= 0) return <Navigate to={paths.notFound} replace />;
  return (
    <div className={styles.page}>
      <PageHeader
        title="초대 및 리마인드 발송"
        description={`이벤트 ${sn}의 초대, 리마인드 발송과 발송 이력입니다.`}
      />
      <EventSendSection eventSn={sn} cmpyCd={cmpyCd} />
    </div>
  );
}
