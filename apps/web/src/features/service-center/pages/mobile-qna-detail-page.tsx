import { SERVICE_CENTER_MESSAGES as M } from '@pcs/domain';
import { Link, Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date-time';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useQuestion } from '../api/get-questions';
import { MobileServiceTabs } from '../components/mobile-service-tabs';
import { QnaStatusTag } from '../components/qna-status-tag';
import { parseId } from '../parse-id';
import styles from './mobile-service.module.css';

/** /m/serviceCenter/qna/{qnaSn} (ours, issue 15): the user's question and the operator's answer. */
export default function MobileQnaDetailPage() {
  const qnaSn = parseId(useParams().qnaSn);
  const question = useQuestion(qnaSn);
  useErrorAlert(question.error);
  if (qnaSn === null) return <Navigate to={paths.mQnaList} replace />;
  const q = question.data;
  return (
    <article className={`${styles.page} ${styles.article}`} aria-labelledby="m-qna-detail-title">
      <MobileServiceTabs />
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
        <Link to={paths.mQnaList} className="pcs-button">
          목록
        </Link>
      </div>
    </article>
  );
}
