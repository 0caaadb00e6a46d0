import {
  applySortChange,
  distinctPages,
  PRICE_BANDS,
  PRODUCTS_PER_ROW,
  type PriceBandValue,
  SCROLL_RESTORE_DELAY_MS,
  totalPages,
} from '@pcs/domain';
import type { ProductListItem } from '@pcs/domain/contracts/product';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { NavigationType, useNavigationType, useSearchParams } from 'react-router';
import { Pager } from '../../../components/ui/pager';
import { MOBILE_PER_ROW, ProductGrid } from '../../../components/ui/product-grid';
import { SortBar } from '../../../components/ui/sort-bar';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { useEventTemps } from '../api/get-event-temps';
import { useLandingCategories } from '../api/get-landing-categories';
import {
  type LandingFilters,
  useInfiniteLandingProducts,
  useLandingProducts,
} from '../api/get-landing-products';
import { useMobilePaging } from '../hooks/use-mobile-paging';
import {
  type ListKind,
  readChosen,
  readSavedSearch,
  readSearchTheme,
  type SavedSearch,
  saveSearch,
  writeSearchTheme,
} from '../landing-storage';
import { LANDING_PAGER_TEXTS, LANDING_SORT_BAR_TEXTS } from '../texts';
import { CategoryIcon } from './category-icon';
import { DragStrip } from './drag-strip';
import styles from './prod-list-screen.module.css';
import { ProductCard } from './product-card';
import { SectionTabs } from './section-tabs';

/** The starting search: a saved one when coming back from a product (back/forward), else the route's params. */
function initialSearch(
  kind: ListKind,
  params: URLSearchParams,
  pop: boolean,
): { search: SavedSearch; scrollY: number } {
  const saved = pop ? readSavedSearch(kind) : null;
  if (saved) return saved;
  const themeParam = Number(params.get('themeTempSn'));
  const category = params.get('clickAllShow') === 'Y' ? null : params.get('category');
  return {
    search: {
      searchCategory: kind === 'category' && category && /^\d{2}$/.test(category) ? category : null,
      searchTempSn:
        kind === 'theme'
          ? readSearchTheme()
          : Number.isInteger(themeParam) && themeParam > 0
            ? themeParam
            : null,
      searchProdNm: null,
      orderbyNew: null,
      checkOrderByPrice: null,
      orderbyPrice: null,
      page: 1,
    },
    scrollY: 0,
  };
}

/**
 * spec §2 Category list ('Category') and Theme list ('Event') with the shared event product list: sort bar, price
 * options, numbered pager (desktop) or infinite scroll (mobile), theme filter with select-all, rows of 4 padded,
 * chosen products highlighted; opening a product saves filters, page and scroll, restored on return after 200 ms.
 */
export function ProdListScreen({ kind }: { kind: ListKind }) {
  const mobile = useIsMobile();
  const [params] = useSearchParams();
  const pop = useNavigationType() === NavigationType.Pop;
  const [start] = useState(() => initialSearch(kind, params, pop));
  const [search, setSearch] = useState<SavedSearch>(start.search);
  const [nameInput, setNameInput] = useState(start.search.searchProdNm ?? '');
  const [restorePending, setRestorePending] = useState(start.scrollY > 0);
  const categories = useLandingCategories();
  const temps = useEventTemps();
  const chosen = useMemo(() => readChosen(search.searchTempSn), [search.searchTempSn]);

  const filters: LandingFilters = {
    searchCategory: search.searchCategory,
    searchTempSn: search.searchTempSn,
    searchProdNm: search.searchProdNm,
    orderbyNew: search.orderbyNew,
    checkOrderByPrice: search.checkOrderByPrice,
    orderbyPrice: search.orderbyPrice,
  };
  // Category, theme, name, sort or band changes reset to page 1 (spec §4); the list restarts.
  const change = (patch: Partial<SavedSearch>) => setSearch((s) => ({ ...s, ...patch, page: 1 }));
  const selectTheme = (tempSn: number | null, tempNm: string) => {
    writeSearchTheme(tempSn, tempNm);
    change({ searchTempSn: tempSn });
  };

  const desktop = useLandingProducts(filters, search.page, !mobile);
  const infinite = useInfiniteLandingProducts(
    filters,
    start.search.page === search.page ? search.page : 1,
    mobile,
  );
  const query = mobile ? infinite : desktop;

  const reply = mobile ? infinite.data?.pages.at(-1) : desktop.data;
  const totalCount = reply?.totalCount ?? 0;
  const pageCount = totalPages(totalCount);
  const rows: { product: ProductListItem; page: number }[] = mobile
    ? distinctPages(infinite.data?.pages ?? []).flatMap((p) =>
        p.prodInfoList.map((product) => ({ product, page: p.page + 1 })),
      )
    : (desktop.data?.prodInfoList.map((product) => ({ product, page: search.page })) ?? []);

  // The server clamps a page beyond the last (spec §4): follow it so the pager shows where we are.
  useEffect(() => {
    if (!mobile && desktop.data && desktop.data.page + 1 !== search.page && !desktop.isPlaceholderData) {
      setSearch((s) => ({ ...s, page: desktop.data.page + 1 }));
    }
  }, [mobile, desktop.data, desktop.isPlaceholderData, search.page]);

  // spec §4: returning from detail restores the scroll 200 ms after the list is back.
  const ready = rows.length > 0 && !query.isFetching;
  useEffect(() => {
    if (!restorePending || !ready) return;
    const timer = window.setTimeout(() => {
      window.scrollTo({ top: start.scrollY });
      setRestorePending(false);
    }, SCROLL_RESTORE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [restorePending, ready, start.scrollY]);

  const firstPage = (infinite.data?.pages[0]?.page ?? 0) + 1;
  useMobilePaging({
    enabled: mobile && !restorePending && !infinite.isFetching,
    loaded: rows.length,
    lastPageCount: infinite.data?.pages.at(-1)?.prodInfoList.length ?? 0,
    firstPage,
    hasNext: infinite.hasNextPage,
    hasPrevious: infinite.hasPreviousPage,
    loadNext: () => void infinite.fetchNextPage(),
    loadPrevious: () => infinite.fetchPreviousPage(),
  });

  const onOpen = (page: number) => () => {
    saveSearch(
      kind,
      { ...search, page: mobile ? page : search.page },
      mobile ? pageRelativeScroll(page) : window.scrollY,
    );
  };

  const onName = (e: FormEvent) => {
    e.preventDefault();
    change({ searchProdNm: nameInput.trim() || null });
  };

  const themeItems = [
    { key: 'all', label: '전체', tempSn: null as number | null },
    ...(temps.data ?? []).map((t) => ({ key: String(t.tempSn), label: t.tempNm, tempSn: t.tempSn })),
  ].map((t) => ({
    key: t.key,
    label: t.label,
    active: t.tempSn === search.searchTempSn,
    onSelect: () => selectTheme(t.tempSn, t.label),
  }));
  const categoryItems = [
    { key: 'all', label: '전체', cd: null as string | null },
    ...(categories.data ?? []).map((c) => ({ key: c.cdId, label: c.cdNm, cd: c.cdId as string | null })),
  ].map((c) => ({
    key: c.key,
    label: c.label,
    icon: <CategoryIcon code={c.cd ?? 'all'} />,
    active: c.cd === search.searchCategory,
    onSelect: () => change({ searchCategory: c.cd }),
  }));

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{kind === 'category' ? 'Category' : 'Event'}</h1>
      {kind === 'category' &&
        (mobile ? (
          <DragStrip label="카테고리" testId="list-category-strip" items={categoryItems} />
        ) : (
          <SectionTabs label="카테고리" items={categoryItems} />
        ))}
      {kind === 'theme' &&
        (mobile ? (
          <DragStrip label="이벤트 테마" testId="list-theme-strip" items={themeItems} />
        ) : (
          <SectionTabs label="이벤트 테마" items={themeItems} />
        ))}
      <div className={styles.tools}>
        {kind === 'category' && (
          <label className={styles.themeFilter}>
            <span>테마</span>
            <select
              value={search.searchTempSn ?? ''}
              onChange={(e) => {
                const tempSn = e.target.value ? Number(e.target.value) : null;
                const name = temps.data?.find((t) => t.tempSn === tempSn)?.tempNm ?? '전체';
                selectTheme(tempSn, name);
              }}
            >
              <option value="">전체</option>
              {(temps.data ?? []).map((t) => (
                <option key={t.tempSn} value={t.tempSn}>
                  {t.tempNm}
                </option>
              ))}
            </select>
          </label>
        )}
        <form className={styles.search} onSubmit={onName}>
          <input
            aria-label="상품명 검색"
            placeholder="상품명 검색"
            value={nameInput}
            maxLength={100}
            onChange={(e) => setNameInput(e.target.value)}
          />
          <button type="submit">검색</button>
        </form>
      </div>
      <div className={styles.sortWrap}>
        <SortBar
          sort={search}
          onToggle={(which) => setSearch((s) => applySortChange(s, which))}
          band={search.orderbyPrice}
          onBand={(orderbyPrice: PriceBandValue) => change({ orderbyPrice })}
          texts={LANDING_SORT_BAR_TEXTS}
        />
      </div>
      <p className={styles.count} aria-live="polite">
        총 <strong data-total-count>{totalCount}</strong>개
        {search.orderbyPrice !== null && (
          <span> · {PRICE_BANDS.find((b) => b.value === search.orderbyPrice)?.label}</span>
        )}
      </p>
      {query.isError && <p className={styles.state}>상품을 불러오지 못했습니다.</p>}
      {!query.isPending && rows.length === 0 && !query.isError && (
        <p className={styles.state}>조건에 맞는 상품이 없습니다.</p>
      )}
      {mobile ? (
        <MobileRows rows={rows} chosen={chosen} onOpen={onOpen} />
      ) : (
        <ProductGrid
          items={rows.map((r) => r.product)}
          perRow={PRODUCTS_PER_ROW}
          renderItem={(p) => (
            <ProductCard product={p} chosen={chosen.includes(p.prodSn)} onOpen={onOpen(search.page)} />
          )}
        />
      )}
      {mobile && infinite.isFetchingNextPage && <p className={styles.state}>불러오는 중…</p>}
      {!mobile && (
        <Pager
          page={search.page}
          pageCount={pageCount}
          texts={LANDING_PAGER_TEXTS}
          onPage={(page) => {
            setSearch((s) => ({ ...s, page }));
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </div>
  );
}

/** The offset of the scroll from the top of a page's first product (mobile restore starts the list on that page). */
function pageRelativeScroll(page: number): number {
  const first = document.querySelector(`[data-page="${page}"]`);
  const list = document.querySelector('[data-mobile-list]');
  if (!first || !list) return window.scrollY;
  const listTop = list.getBoundingClientRect().top + window.scrollY;
  const pageTop = first.getBoundingClientRect().top + window.scrollY;
  return Math.max(0, window.scrollY - (pageTop - listTop));
}

type MobileRowsProps = {
  rows: readonly { product: ProductListItem; page: number }[];
  chosen: readonly number[];
  onOpen: (page: number) => () => void;
};

function MobileRows({ rows, chosen, onOpen }: MobileRowsProps) {
  // The first product of each page carries data-page: a restore measures the scroll from there.
  const items = rows.map((r, i) => ({
    ...r.product,
    page: r.page,
    firstOfPage: rows[i - 1]?.page !== r.page,
  }));
  return (
    <ProductGrid
      items={items}
      perRow={MOBILE_PER_ROW}
      padded={false}
      className={styles.mobileList}
      listData={{ 'data-mobile-list': true }}
      cellData={(p) => ({ 'data-page': p.firstOfPage ? p.page : undefined })}
      renderItem={(p) => (
        <ProductCard product={p} chosen={chosen.includes(p.prodSn)} onOpen={onOpen(p.page)} />
      )}
    />
  );
}
