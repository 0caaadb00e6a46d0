import { distinctPages, mergePage, remainingChoices } from '@pcs/domain';
import type { GiftListItem } from '@pcs/domain/contracts/gift';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { MOBILE_PER_ROW, ProductGrid, ProductGridSkeleton } from '../../../components/ui/product-grid';
import { SortBar } from '../../../components/ui/sort-bar';
import { useFormats, useT } from '../../../i18n/texts';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useCategories } from '../api/get-categories';
import { useGiftEvents } from '../api/get-gift-events';
import { useInfiniteGiftList } from '../api/get-gift-list';
import { CategoryChips } from '../components/category-chips';
import { EventHeader, EventHeaderSkeleton } from '../components/event-header';
import { EAGER_GIFT_CARDS, GiftCard, GiftCardSkeleton } from '../components/gift-card';
import { useSortBarTexts } from '../components/list-texts';
import { EmptyState, ErrorRetry } from '../components/status-views';
import { UsedAllNotice } from '../components/used-all-notice';
import { fresherEvent } from '../fresher-event';
import { MOBILE_GIFT_ROUTES, toSn } from '../gift-routes';
import { toListFilters, useGiftListParams } from '../hooks/use-gift-list-params';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';
import { useScrollRestore } from '../hooks/use-scroll-restore';
import styles from './mobile-gift-list-page.module.css';

const routes = MOBILE_GIFT_ROUTES;

/** /m/gift/list/:eventSn: one event's gifts, two per row, loading further pages as the recipient scrolls. */
export default function MobileGiftListPage() {
  const t = useT();
  const f = useFormats();
  const sortTexts = useSortBarTexts();
  const eventSn = toSn(useParams().eventSn);
  const { search } = useLocation();
  const { params, ...actions } = useGiftListParams({ replace: true });
  const categories = useCategories();
  const events = useGiftEvents();
  const list = useInfiniteGiftList(toListFilters(eventSn, params));
  useErrorAlert(list.error);
  useErrorAlert(categories.error);

  // spec §4: page 1 replaces the list, later pages append.
  const items = useMemo(
    () =>
      distinctPages(list.data?.pages ?? []).reduce<GiftListItem[]>(
        (acc, page, i) => mergePage(acc, page.prodInfoList, i + 1),
        [],
      ),
    [list.data],
  );
  const first = list.data?.pages[0];
  const totalCount = first?.totalCount ?? 0;

  useInfiniteScroll({
    loaded: items.length,
    lastPageCount: list.data?.pages.at(-1)?.prodInfoList.length ?? 0,
    enabled: list.hasNextPage && !list.isFetchingNextPage && !list.isError,
    onLoadMore: () => void list.fetchNextPage(),
  });
  useScrollRestore(`m-list-${eventSn}${search}`, items.length > 0);

  if (!eventSn) return <EmptyState title={t('gift.list.noEvent')} />;

  // The events call is asked again when the screen regains focus; the newer copy holds the current used count.
  const event = fresherEvent(
    { event: events.data?.eventList.find((e) => e.eventSn === eventSn), updatedAt: events.dataUpdatedAt },
    { event: first?.event, updatedAt: list.dataUpdatedAt },
  );
  const gridSkeleton = (
    <ProductGridSkeleton
      perRow={MOBILE_PER_ROW}
      count={MOBILE_PER_ROW * 2}
      renderCell={GiftCardSkeleton}
      label={t('gift.list.loadingProducts')}
    />
  );
  // Until the event and its first gifts arrive, the screen shows their skeletons alone; the chips and sort bar come
  // with the real content, so nothing moves when the event's header (its greeting's length unknown until then) takes
  // its place. The keys make the two states separate elements rather than one element whose children shift.
  if (!event && list.isPending) {
    return (
      <div className={styles.page} key="loading">
        <EventHeaderSkeleton />
        <div className={styles.products}>{gridSkeleton}</div>
      </div>
    );
  }
  return (
    <div className={styles.page} key="ready">
      {event && <EventHeader event={event} compact />}
      {event && remainingChoices(event) <= 0 && <UsedAllNotice eventSn={eventSn} routes={routes} />}
      <CategoryChips
        categories={categories.data ?? []}
        value={params.category}
        onChange={actions.setCategory}
        strip
      />
      <SortBar
        sort={{ orderbyNew: params.orderbyNew, checkOrderByPrice: params.checkOrderByPrice }}
        onToggle={actions.toggle}
        band={params.band}
        onBand={actions.setBand}
        texts={sortTexts}
        compact
      />
      <section aria-label={t('gift.list.products')} aria-busy={list.isFetching} className={styles.products}>
        {list.isPending ? (
          gridSkeleton
        ) : list.isError && items.length === 0 ? (
          <ErrorRetry error={list.error} onRetry={() => void list.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState title={t('gift.list.empty')} />
        ) : (
          <>
            {event && (
              <ProductGrid
                items={items}
                perRow={MOBILE_PER_ROW}
                renderItem={(item, i) => (
                  <GiftCard item={item} event={event} routes={routes} eager={i < EAGER_GIFT_CARDS} />
                )}
              />
            )}
            <div className={styles.more} aria-live="polite">
              {list.isFetchingNextPage ? (
                <span>{t('gift.list.loadingMore')}</span>
              ) : list.isError ? (
                <button type="button" className={styles.retry} onClick={() => void list.fetchNextPage()}>
                  {t('gift.list.retryMore')}
                </button>
              ) : list.hasNextPage ? (
                <button type="button" className={styles.retry} onClick={() => void list.fetchNextPage()}>
                  {t('gift.list.showMore')}
                </button>
              ) : (
                <span>{t('gift.list.allSeen', { total: f.number(totalCount) })}</span>
              )}
            </div>
          </>
        )}
      </section>
    </div>
  );
}
