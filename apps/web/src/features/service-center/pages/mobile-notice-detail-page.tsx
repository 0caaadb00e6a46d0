import { Link, Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date-time';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useNotice } from '../api/get-notice';
import { AttachmentList } from '../components/attachment-list';
import { MobileServiceTabs } from '../components/mobile-service-tabs';
import { NoticeHtml } from '../components/notice-html';
import { parseId } from '../parse-id';
import styles from './mobile-service.module.css';

/** spec §2 /m/serviceCenter/notify/{boardId}: one notice and its attachments (downloaded with the session). */
export default function MobileNoticeDetailPage() {
  const boardId = parseId(useParams().boardId);
  const notice = useNotice(boardId);
  useErrorAlert(notice.error);
  if (boardId === null) return <Navigate to={paths.mNotify} replace />;
  const n = notice.data;
  return (
    <article className={`${styles.page} ${styles.article}`} aria-labelledby="m-notice-detail-title">
      <MobileServiceTabs />
      {n ? (
        <>
          {n.pinnedYn === 'Y' && <span className={styles.pin}>공지</span>}
          <h1 id="m-notice-detail-title">{n.title}</h1>
          <p className={styles.meta}>
            {formatDateTime(n.createdAt)} · 조회 {n.viewCnt}
          </p>
          <div className={styles.body}>
            <NoticeHtml html={n.contentHtml} />
          </div>
          <AttachmentList files={n.files} />
        </>
      ) : (
        <div className="pcs-screen-loading" aria-busy="true">
          <span className="pcs-spinner" />
        </div>
      )}
      <div className={styles.actions}>
        <Link to={paths.mNotify} className="pcs-button">
          목록
        </Link>
      </div>
    </article>
  );
}
