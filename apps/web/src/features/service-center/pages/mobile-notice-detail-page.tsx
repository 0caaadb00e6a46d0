import { Link, Navigate, useParams } from 'react-router';
import { useT } from '../../../i18n/texts';
import { formatDateTime } from '../../../lib/format-date-time';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useNotice } from '../api/get-notice';
import { AttachmentList } from '../components/attachment-list';
import { NoticeHtml } from '../components/notice-html';
import { ServiceTabs } from '../components/service-tabs';
import { useServicePaths } from '../hooks/use-service-paths';
import { parseId } from '../parse-id';
import styles from './mobile-service.module.css';

/**
 * spec §2 /m/serviceCenter/notify/{boardId}: one notice and its attachments (downloaded with the session). Also
 * /serviceCenter/notify/detail/{boardId} for recipients on a desktop.
 */
export default function MobileNoticeDetailPage() {
  const t = useT();
  const to = useServicePaths();
  const boardId = parseId(useParams().boardId);
  const notice = useNotice(boardId);
  useErrorAlert(notice.error);
  if (boardId === null) return <Navigate to={to.notify} replace />;
  const n = notice.data;
  return (
    <article
      className={`${to.mobile ? styles.page : styles.desktopPage} ${styles.article}`}
      aria-labelledby="m-notice-detail-title"
    >
      <ServiceTabs />
      {n ? (
        <>
          {n.pinnedYn === 'Y' && <span className={styles.pin}>{t('service.notice.pin')}</span>}
          <h1 id="m-notice-detail-title">{n.title}</h1>
          <p className={styles.meta}>
            {formatDateTime(n.createdAt)} · {t('service.notice.views', { count: n.viewCnt })}
          </p>
          <div className={styles.body}>
            <NoticeHtml html={n.contentHtml} />
          </div>
          <AttachmentList
            files={n.files}
            texts={{
              label: t('service.files.label'),
              title: (count) => t('service.files.title', { count }),
              download: t('service.files.download'),
            }}
          />
        </>
      ) : (
        <div className="pcs-screen-loading" aria-busy="true">
          <span className="pcs-spinner" />
        </div>
      )}
      <div className={styles.actions}>
        <Link to={to.notify} className="pcs-button">
          {t('service.common.list')}
        </Link>
      </div>
    </article>
  );
}
