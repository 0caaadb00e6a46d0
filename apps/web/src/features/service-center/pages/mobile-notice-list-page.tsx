import { SERVICE_CENTER_LIMITS } from '@pcs/domain';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/texts';
import { formatDate } from '../../../lib/format-date-time';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useInfiniteNotices } from '../api/get-notices';
import { PaperclipIcon } from '../components/paperclip-icon';
import { ServiceTabs } from '../components/service-tabs';
import { useServicePaths } from '../hooks/use-service-paths';
import styles from './mobile-service.module.css';

/**
 * spec §2 /m/serviceCenter/notify: the reader's notices, pinned first, with a search and "더보기". Also
 * /serviceCenter/notify for recipients on a desktop, inside the recipient layout.
 */
export default function MobileNoticeListPage() {
  const t = useT();
  const to = useServicePaths();
  const [searchText, setSearchText] = useState('');
  const list = useInfiniteNotices({ searchType: 'ALL', searchText: searchText || null });
  useErrorAlert(list.error);
  const rows = list.data?.pages.flatMap((p) => p.list) ?? [];

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    setSearchText(typeof text === 'string' ? text.trim() : '');
  };

  return (
    <section className={to.mobile ? styles.page : styles.desktopPage} aria-labelledby="m-notice-title">
      <ServiceTabs />
      <h1 id="m-notice-title" className="pcs-visually-hidden">
        {t('service.tabs.notice')}
      </h1>
      <form className={styles.search} aria-label={t('service.notice.search')} onSubmit={onSearch}>
        <input
          name="q"
          className="pcs-input"
          type="search"
          aria-label={t('service.common.searchText')}
          placeholder={t('service.notice.placeholder')}
          maxLength={SERVICE_CENTER_LIMITS.search}
        />
        <button type="submit" className="pcs-button">
          {t('service.common.search')}
        </button>
      </form>
      {list.isSuccess && rows.length === 0 && <p className={styles.empty}>{t('service.common.empty')}</p>}
      <ul className={styles.list}>
        {rows.map((n) => (
          <li key={n.boardId}>
            <Link to={to.notifyDetail(n.boardId)} className={styles.row}>
              <p className={styles.rowTitle}>
                {n.pinnedYn === 'Y' && <span className={styles.pin}>{t('service.notice.pin')}</span>}
                <span>{n.title}</span>
                {n.fileCount > 0 && (
                  <>
                    <PaperclipIcon />
                    <span className="pcs-visually-hidden">{t('service.notice.hasFiles')}</span>
                  </>
                )}
              </p>
              <p className={styles.meta}>
                {formatDate(n.createdAt)} · {t('service.notice.views', { count: n.viewCnt })}
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
