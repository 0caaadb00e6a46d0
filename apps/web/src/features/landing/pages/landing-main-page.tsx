import {
  DEFAULT_LANDING_CATEGORY,
  DEFAULT_LANDING_THEME,
  type LandingCategoryGroup,
  type LandingThemeGroup,
  PRODUCTS_PER_ROW,
  type ProductListItem,
  themeBackgroundCode,
} from '@pcs/domain';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MOBILE_PER_ROW, ProductGrid, ProductGridSkeleton } from '../../../components/ui/product-grid';
import { paths } from '../../../config/paths';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { useGoodsByCategory } from '../api/get-goods-by-category';
import { useGoodsByTheme } from '../api/get-goods-by-theme';
import { CategoryIcon } from '../components/category-icon';
import { DragStrip } from '../components/drag-strip';
import { type BannerTarget, LandingBanner } from '../components/landing-banner';
import { ProductCard, ProductCardSkeleton } from '../components/product-card';
import { ProductSlider } from '../components/product-slider';
import { SectionTabs } from '../components/section-tabs';
import bg from '../components/theme-background.module.css';
import { useBanner } from '../hooks/use-banner';
import { categoryListHref } from '../landing-links';
import { writeSearchTheme } from '../landing-storage';
import { LANDING_LOADING_PRODUCTS } from '../texts';
import styles from './landing-main-page.module.css';

/** The brochure form (zod-checked contact fields) loads when it is opened: it stays out of the first load. */
const BrochurePopup = lazy(() =>
  import('../components/brochure-popup').then((m) => ({ default: m.BrochurePopup })),
);

/** Initial selections of spec §4: category 07, theme 02 (null = 'all', every group). */
const INITIAL_THEME = Number(DEFAULT_LANDING_THEME);

const uniqueProducts = (lists: readonly (readonly ProductListItem[])[]): ProductListItem[] => {
  const seen = new Set<number>();
  return lists.flat().filter((p) => !seen.has(p.prodSn) && seen.add(p.prodSn) !== undefined);
};

/** A product of the landing main's grids. */
const card = (p: ProductListItem) => <ProductCard product={p} />;

/** spec §2 Landing main, desktop and mobile. */
export default function LandingMainPage() {
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const banner = useBanner();
  const categories = useGoodsByCategory();
  const themes = useGoodsByTheme();
  const [categoryCd, setCategoryCd] = useState<string | null>(DEFAULT_LANDING_CATEGORY);
  const [tempSn, setTempSn] = useState<number | null>(INITIAL_THEME);
  const [brochureOpen, setBrochureOpen] = useState(false);

  const onBannerTarget = (target: BannerTarget) => {
    if (target.kind === 'service') {
      navigate(paths.introService);
      return;
    }
    const group = themes.data?.find((g) => g.eventTemp.tempSn === target.tempSn);
    writeSearchTheme(target.tempSn, group?.eventTemp.tempNm);
    navigate(paths.introProdListTheme);
  };

  const themeName = themes.data?.find((g) => g.eventTemp.tempSn === tempSn)?.eventTemp.tempNm ?? '전체';
  const seeMoreTheme = () => {
    writeSearchTheme(tempSn, themeName);
    navigate(paths.introProdListTheme);
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.srOnly}>PCS 기업 선물 서비스</h1>
      <LandingBanner
        index={banner.index}
        running={banner.running}
        onPrev={banner.prev}
        onNext={banner.next}
        onTarget={onBannerTarget}
        mobile={mobile}
      />
      <div className={styles.brochureRow}>
        <button type="button" className={styles.brochure} onClick={() => setBrochureOpen(true)}>
          서비스 소개서 다운로드
        </button>
      </div>

      <section className={styles.section} aria-labelledby="main-category">
        <h2 id="main-category" className={styles.heading}>
          Category
        </h2>
        <p className={styles.sub}>카테고리별 추천 선물</p>
        {categories.isError && <p className={styles.state}>상품을 불러오지 못했습니다.</p>}
        {categories.isPending && (
          // The tabs with only 'all' and the cards' shape hold the section's height until the goods arrive.
          <>
            <CategorySection groups={[]} selected={categoryCd} onSelect={setCategoryCd} mobile={mobile} />
            <ProductGridSkeleton
              perRow={mobile ? MOBILE_PER_ROW : PRODUCTS_PER_ROW}
              count={mobile ? 6 : 8}
              renderCell={ProductCardSkeleton}
              label={LANDING_LOADING_PRODUCTS}
            />
          </>
        )}
        {categories.data && (
          <CategorySection
            groups={categories.data}
            selected={categoryCd}
            onSelect={setCategoryCd}
            mobile={mobile}
          />
        )}
        <Link
          className={styles.more}
          to={categoryListHref(categoryCd ? { category: categoryCd } : { all: true })}
        >
          상품 더보기 +
        </Link>
      </section>

      <section
        className={`${styles.section} ${styles.event} ${bg.bg}`}
        data-bg={themeBackgroundCode(tempSn)}
        aria-labelledby="main-event"
      >
        {/* Decoration only: circles in the margins beside the content (theme-background.module.css). */}
        {[bg.decoA, bg.decoB, bg.decoC].map((place) => (
          <span key={place} className={`${bg.deco} ${place}`} aria-hidden="true" data-decoration="" />
        ))}
        <h2 id="main-event" className={styles.heading}>
          Event
        </h2>
        <p className={styles.sub}>이벤트 테마별 큐레이션</p>
        {themes.isError && <p className={styles.state}>상품을 불러오지 못했습니다.</p>}
        {themes.isPending && (
          <ThemeSection groups={[]} selected={tempSn} onSelect={setTempSn} mobile={mobile} loading />
        )}
        {themes.data && (
          <ThemeSection groups={themes.data} selected={tempSn} onSelect={setTempSn} mobile={mobile} />
        )}
        <button type="button" className={styles.more} onClick={seeMoreTheme}>
          상품 더보기 +
        </button>
      </section>
      {brochureOpen && (
        <Suspense fallback={null}>
          <BrochurePopup onClose={() => setBrochureOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

type CategoryProps = {
  groups: readonly LandingCategoryGroup[];
  selected: string | null;
  onSelect: (cd: string | null) => void;
  mobile: boolean;
};

/** Desktop: tabs and a 4-per-row grid; mobile: a draggable icon strip and a two-column list. 'all' shows every group. */
function CategorySection({ groups, selected, onSelect, mobile }: CategoryProps) {
  const items = [
    { key: 'all', label: '전체', code: 'all', cd: null as string | null },
    ...groups.map((g) => ({ key: g.categoryCd, label: g.categoryNm, code: g.categoryCd, cd: g.categoryCd })),
  ];
  const shown = selected === null ? groups : groups.filter((g) => g.categoryCd === selected);
  const perGroup = selected === null ? 4 : mobile ? 6 : 8;
  return (
    <>
      {mobile ? (
        <DragStrip
          label="카테고리"
          testId="category-strip"
          items={items.map((i) => ({
            key: i.key,
            label: i.label,
            icon: <CategoryIcon code={i.code} />,
            active: i.cd === selected,
            onSelect: () => onSelect(i.cd),
          }))}
        />
      ) : (
        <SectionTabs
          label="카테고리"
          items={items.map((i) => ({
            key: i.key,
            label: i.label,
            active: i.cd === selected,
            onSelect: () => onSelect(i.cd),
          }))}
        />
      )}
      <div data-testid="category-products">
        {shown.map((g) => (
          <div key={g.categoryCd} className={styles.group} data-group={g.categoryCd}>
            {selected === null && <h3 className={styles.groupTitle}>{g.categoryNm}</h3>}
            <ProductGrid
              items={g.goodsDetails.slice(0, perGroup)}
              perRow={mobile ? MOBILE_PER_ROW : PRODUCTS_PER_ROW}
              padded={!mobile}
              renderItem={card}
            />
          </div>
        ))}
      </div>
    </>
  );
}

type ThemeProps = {
  groups: readonly LandingThemeGroup[];
  selected: number | null;
  onSelect: (tempSn: number | null) => void;
  mobile: boolean;
  /** The goods are still loading: card skeletons hold the slider's place. */
  loading?: boolean;
};

/** Theme tabs (or a mobile strip) and the 4-product slider; 'all' slides through every theme's goods. */
function ThemeSection({ groups, selected, onSelect, mobile, loading = false }: ThemeProps) {
  const items = [
    { key: 'all', label: '전체', tempSn: null as number | null },
    ...groups.map((g) => ({
      key: String(g.eventTemp.tempSn),
      label: g.eventTemp.tempNm,
      tempSn: g.eventTemp.tempSn,
    })),
  ];
  const products = useMemo(
    () =>
      selected === null
        ? uniqueProducts(groups.map((g) => g.goodsDetails))
        : (groups.find((g) => g.eventTemp.tempSn === selected)?.goodsDetails ?? []),
    [groups, selected],
  );
  const tabs = items.map((i) => ({
    key: i.key,
    label: i.label,
    active: i.tempSn === selected,
    onSelect: () => onSelect(i.tempSn),
  }));
  if (mobile) {
    return (
      <>
        <DragStrip label="이벤트 테마" testId="theme-strip" items={tabs} />
        <div data-testid="theme-products" className={styles.mobileThemeList}>
          {loading ? (
            <ProductGridSkeleton
              perRow={MOBILE_PER_ROW}
              count={6}
              renderCell={ProductCardSkeleton}
              label={LANDING_LOADING_PRODUCTS}
            />
          ) : (
            <ProductGrid
              items={products.slice(0, 6)}
              perRow={MOBILE_PER_ROW}
              padded={false}
              renderItem={card}
            />
          )}
        </div>
      </>
    );
  }
  return (
    <>
      <SectionTabs label="이벤트 테마" items={tabs} />
      <div data-testid="theme-products">
        <ProductSlider products={products} resetKey={String(selected)} placeholders={loading ? 4 : 0} />
      </div>
    </>
  );
}
