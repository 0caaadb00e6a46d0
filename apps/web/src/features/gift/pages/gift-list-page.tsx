import {
  clampPage,
  EVENT_STATUS,
  PAGE_SIZE,
  PRODUCTS_PER_ROW,
  remainingChoices,
  totalPages,
} from '@pcs/domain';
import type { RecipientEvent } from '@pcs/domain/contracts/gift';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { Pager } from '../../../components/ui/pager';
import { ProductGrid, ProductGridSkeleton } from '../../../components/ui/product-grid';
import { SortBar } from '../../../components/ui/sort-bar';
import { paths } from '../../../config/paths';
import { RichText } from '../../../i18n/marked-text';
import { useFormats, useT } from '../../../i18n/texts';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useCategories } from '../api/get-categories';
import { useGiftEvents } from '../api/get-gift-events';
import { useGiftList } from '../api/get-gift-list';
import { CategoryChips } from '../components/category-chips';
import { EventHeader } from '../components/event-header';
import { EventTabs } from '../components/event-tabs';
import { EAGER_GIFT_CARDS, GiftCard, GiftCardSkeleton } from '../components/gift-card';
import { usePagerTexts, useSortBarTexts } from '../components/list-texts';
import { SearchBox } from '../components/search-box';
import { EmptyState, EmptyText, ErrorRetry, LoadingLines } from '../components/status-views';
import { UsedAllNotice } from '../components/used-all-notice';
import { fresherEvent } from '../fresher-event';
import { useGiftRoutes } from '../gift-mode';
import { PC_GIFT_ROUTES, toSn } from '../gift-routes';
import { toListFilters, useGiftListParams } from '../hooks/use-gift-list-params';
import styles from './gift-list-page.module.css';

/** /gift/list: the recipient's open events, and the gifts of the chosen one with filters, sort and pager. */
export default function GiftListPage() {
  const t = useT();
  const events = useGiftEvents();
  const { params, searchParams, setEvent, ...actions } = useGiftListParams();
  useErrorAlert(events.error);

  const openEvents = events.data?.eventList.filter((e) => e.openYn === 'Y') ?? [];
  const wanted = toSn(searchParams.get('eventSn') ?? undefined);
  const event = openEvents.find((e) => e.eventSn === wanted) ?? openEvents[0];

  if (events.isPending) {
    return (
      <div className={styles.page}>
        <LoadingLines lines={3} />
        <ProductGridSkeleton
          perRow={PRODUCTS_PER_ROW}
          count={PRODUCTS_PER_ROW * 2}
          renderCell={GiftCardSkeleton}
          label={t('gift.list.loadingProducts')}
        />
      </div>
    );
  }
  if (events.isError) {
    return (
      <div className={styles.page}>
        <ErrorRetry error={events.error} onRetry={() => void events.refetch()} />
      </div>
    );
  }
  // An event that is not open yet (or about to be): its open time and greeting, not an empty list.
  if (!event && (events.data?.eventList.some((e) => e.eventStatCd !== EVENT_STATUS.closed) ?? false))
    return <Navigate to={paths.giftProdReady} replace />;
  if (!event) {
    return (
      <div className={styles.page}>
        <EmptyState title={t('gift.preview.empty')}>
          <EmptyText>{t('gift.list.noEventHelp')}</EmptyText>
        </EmptyState>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {openEvents.length > 1 && (
        <EventTabs events={openEvents} current={event.eventSn} onChange={(sn) => setEvent(sn)} />
      )}
      <EventProducts
        key={event.eventSn}
        event={event}
        eventUpdatedAt={events.dataUpdatedAt}
        params={params}
        actions={actions}
      />
    </div>
  );
}

type Actions = Omit<ReturnType<typeof useGiftListParams>, 'params' | 'searchParams' | 'setEvent'>;

function EventProducts({
  event: listedEvent,
  eventUpdatedAt,
  params,
  actions,
}: {
  event: RecipientEvent;
  eventUpdatedAt: number;
  params: ReturnType<typeof useGiftListParams>['params'];
  actions: Actions;
}) {
  const t = useT();
  const f = useFormats();
  const routes = useGiftRoutes(PC_GIFT_ROUTES);
  const categories = useCategories();
  const sortTexts = useSortBarTexts();
  const pagerTexts = usePagerTexts();
  const list = useGiftList(toListFilters(listedEvent.eventSn, params), params.page - 1);
  useErrorAlert(list.error);
  useErrorAlert(categories.error);

  // The list reply carries the event too: whichever copy is newer holds the current used count.
  const event =
    fresherEvent(
      { event: listedEvent, updatedAt: eventUpdatedAt },
      { event: list.data?.event, updatedAt: list.dataUpdatedAt },
    ) ?? listedEvent;
  const totalCount = list.data?.totalCount ?? 0;
  const pageCount = totalPages(totalCount, list.data?.pageSize ?? PAGE_SIZE);

  // spec §4: a page beyond the last (an old link, or fewer results after a change) is clamped to the last.
  const { setPage } = actions;
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && totalCount > 0 && params.page > pageCount) {
      setPage(clampPage(params.page, totalCount, list.data.pageSize));
    }
  }, [list.data, list.isPlaceholderData, totalCount, params.page, pageCount, setPage]);

  const changePage = (page: number) => {
    setPage(page);
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <EventHeader event={event} />
      {remainingChoices(event) <= 0 && <UsedAllNotice eventSn={event.eventSn} routes={routes} />}

      <div className={styles.filters}>
        <CategoryChips
          categories={categories.data ?? []}
          value={params.category}
          onChange={actions.setCategory}
        />
        <div className={styles.searchRow}>
          <p className={styles.count} aria-live="polite">
            {list.data ? (
              <RichText
                text={t('gift.list.total', { total: f.number(totalCount) })}
                parts={[(text) => <strong>{text}</strong>]}
              />
            ) : (
              ' '
            )}
          </p>
          <SearchBox value={params.q} onSearch={actions.setSearch} />
        </div>
        <SortBar
          sort={{ orderbyNew: params.orderbyNew, checkOrderByPrice: params.checkOrderByPrice }}
          onToggle={actions.toggle}
          band={params.band}
          onBand={actions.setBand}
          texts={sortTexts}
        />
      </div>

      <section aria-label={t('gift.list.products')} aria-busy={list.isFetching} className={styles.results}>
        {list.isPending ? (
          <ProductGridSkeleton
            perRow={PRODUCTS_PER_ROW}
            count={PRODUCTS_PER_ROW * 2}
            renderCell={GiftCardSkeleton}
            label={t('gift.list.loadingProducts')}
          />
        ) : list.isError ? (
          <ErrorRetry error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.prodInfoList.length === 0 ? (
          <EmptyState title={t('gift.list.empty')}>
            {(params.q || params.category || params.band) && (
              <EmptyText>{t('gift.list.changeSearch')}</EmptyText>
            )}
          </EmptyState>
        ) : (
          <div className={list.isPlaceholderData ? styles.stale : undefined}>
            <ProductGrid
              items={list.data.prodInfoList}
              perRow={PRODUCTS_PER_ROW}
              renderItem={(item, i) => (
                <GiftCard item={item} event={event} routes={routes} eager={i < EAGER_GIFT_CARDS} />
              )}
            />
            <Pager page={params.page} pageCount={pageCount} onPage={changePage} texts={pagerTexts} />
          </div>
        )}
      </section>
    </>
  );
}
