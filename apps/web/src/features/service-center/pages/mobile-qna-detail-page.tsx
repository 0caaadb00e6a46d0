import { SERVICE_CENTER_MESSAGES as M } from '@pcs/domain';
import { Link, Navigate, useParams } from 'react-router';
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
          <QnaStatusTag status={q.status} />
          <h1 id="m-qna-detail-title">{q.title}</h1>
          <p className={styles.meta}>{formatDateTime(q.createdAt)}</p>
          <section className={styles.box} aria-label="문의내용">
            <h2>문의내용</h2>
            <p className={styles.boxText}>{q.question}</p>
          </section>
          <section className={styles.box} aria-label="답변">
            <h2>답변</h2>
            <p className={styles.boxText}>{q.answer ?? M.qnaWaitingAnswer}</p>
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
          목록
        </Link>
      </div>
    </article>
  );
}
