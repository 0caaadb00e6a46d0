import { Link, Navigate, useParams } from 'react-router';
import { useT } from '../../../i18n/texts';
import { formatDateTime } from '../../../lib/format-date-time';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useQuestion } from '../api/get-questions';
import { QnaStatusTag } from '../components/qna-status-tag';
import { ServiceTabs } from '../components/service-tabs';
import { useServicePaths } from '../hooks/use-service-paths';
import { parseId } from '../parse-id';
import styles from './mobile-service.module.css';

/**
 * /m/serviceCenter/qna/{qnaSn} (ours: the spec names no one-to-one question screens), and
 * /serviceCenter/qna/detail/{qnaSn} for recipients on a desktop: the user's question and the operator's answer.
 */
export default function MobileQnaDetailPage() {
  const t = useT();
  const to = useServicePaths();
  const qnaSn = parseId(useParams().qnaSn);
  const question = useQuestion(qnaSn);
  useErrorAlert(question.error);
  if (qnaSn === null) return <Navigate to={to.list} replace />;
  const q = question.data;
  return (
    <article
      className={`${to.mobile ? styles.page : styles.desktopPage} ${styles.article}`}
      aria-labelledby="m-qna-detail-title"
    >
      <ServiceTabs />
      {q ? (
        <>
          <QnaStatusTag status={q.status} label={t(`service.qnaStatus.${q.status}`)} />
          <h1 id="m-qna-detail-title">{q.title}</h1>
          <p className={styles.meta}>{formatDateTime(q.createdAt)}</p>
          <section className={styles.box} aria-label={t('service.qna.question')}>
            <h2>{t('service.qna.question')}</h2>
            <p className={styles.boxText}>{q.question}</p>
          </section>
          <section className={styles.box} aria-label={t('service.qna.answer')}>
            <h2>{t('service.qna.answer')}</h2>
            <p className={styles.boxText}>{q.answer ?? t('service.qna.waiting')}</p>
            {q.answeredAt && <p className={styles.meta}>{formatDateTime(q.answeredAt)}</p>}
          </section>
        </>
      ) : (
        <div className="pcs-screen-loading" aria-busy="true">
          <span className="pcs-spinner" />
        </div>
      )}
      <div className={styles.actions}>
        <Link to={to.list} className="pcs-button">
          {t('service.common.list')}
        </Link>
      </div>
    </article>
  );
}
