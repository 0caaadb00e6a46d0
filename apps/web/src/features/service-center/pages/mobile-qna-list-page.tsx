import { Link } from 'react-router';
import { useT } from '../../../i18n/texts';
import { formatDate } from '../../../lib/format-date-time';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useInfiniteQuestions } from '../api/get-questions';
import { QnaStatusTag } from '../components/qna-status-tag';
import { ServiceTabs } from '../components/service-tabs';
import { useServicePaths } from '../hooks/use-service-paths';
import styles from './mobile-service.module.css';

/**
 * /m/serviceCenter/qna (ours: the spec names no one-to-one question screens), and /serviceCenter/qna for recipients on
 * a desktop: the user's one-to-one questions with their state, and "문의하기".
 */
export default function MobileQnaListPage() {
  const t = useT();
  const to = useServicePaths();
  const list = useInfiniteQuestions();
  useErrorAlert(list.error);
  const rows = list.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section className={to.mobile ? styles.page : styles.desktopPage} aria-labelledby="m-qna-title">
      <ServiceTabs />
      <div className={styles.head}>
        <h1 id="m-qna-title" className={styles.title}>
          {t('service.tabs.qna')}
        </h1>
        <Link to={to.save} className="pcs-button pcs-button--primary">
          {t('service.qna.ask')}
        </Link>
      </div>
      {list.isSuccess && rows.length === 0 && <p className={styles.empty}>{t('service.common.empty')}</p>}
      <ul className={styles.list}>
        {rows.map((q) => (
          <li key={q.qnaSn}>
            <Link to={to.detail(q.qnaSn)} className={styles.row}>
              <p className={styles.rowTitle}>
                <span>{q.title}</span>
              </p>
              <p className={styles.meta}>
                <QnaStatusTag status={q.status} label={t(`service.qnaStatus.${q.status}`)} />{' '}
                {formatDate(q.createdAt)}
              </p>
            </Link>
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <button
          type="button"
          className={`pcs-button pcs-button--block ${styles.more}`}
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {t('service.common.more')}
        </button>
      )}
    </section>
  );
}
