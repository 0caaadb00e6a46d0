import { BANNER_SLIDES } from '@pcs/domain';
import styles from './landing-banner.module.css';

/** Where a banner slide leads: the service info, or a theme (stored, then the theme list). */
export type BannerTarget = { kind: 'service' } | { kind: 'theme'; tempSn: number };

type Slide = { title: string; text: string; target: BannerTarget; tone: string };

/** spec §2 desktop banner: slide 1 service info, slide 2 theme 02, slide 3 theme 11. */
const DESKTOP_SLIDES: readonly Slide[] = [
  {
    title: '임직원이 직접 고르는 기업 선물',
    text: '이벤트 등록부터 배송, 정산까지 한 번에',
    target: { kind: 'service' },
    tone: 'a',
  },
  {
    title: '생일을 축하하는 가장 쉬운 방법',
    text: '생일 테마 큐레이션 상품 보기',
    target: { kind: 'theme', tempSn: 2 },
    tone: 'b',
  },
  {
    title: '명절 선물, 받는 사람이 고르게',
    text: '명절 테마 큐레이션 상품 보기',
    target: { kind: 'theme', tempSn: 11 },
    tone: 'c',
  },
];

/** spec §2 mobile banner titles: slide 3 service info, slide 2 theme 02, slide 1 theme 11. */
const MOBILE_SLIDES: readonly Slide[] = [
  {
    title: '명절 선물,\n받는 사람이 고르게',
    text: '명절 테마',
    target: { kind: 'theme', tempSn: 11 },
    tone: 'c',
  },
  { title: '생일 축하 선물\n큐레이션', text: '생일 테마', target: { kind: 'theme', tempSn: 2 }, tone: 'b' },
  { title: '임직원이 직접 고르는\n기업 선물', text: '서비스 소개', target: { kind: 'service' }, tone: 'a' },
];

/** The banner's picture of a slide tone (public/banner/*.svg): the page's largest paint, sized and preloaded. */
const bannerImage = (tone: string) => `/banner/${tone}.svg`;

/**
 * The first slide's picture for the layout: a server-rendered /intro/main preloads it (entry-server.tsx) so the
 * largest contentful paint comes with the HTML, not after the scripts.
 */
export const firstBannerImage = (mobile: boolean) =>
  bannerImage((mobile ? MOBILE_SLIDES : DESKTOP_SLIDES)[0]?.tone ?? 'a');

type Props = {
  index: number;
  /** The banner's timer runs (the page is hydrated): marked on the banner for the browser suite. */
  running?: boolean;
  onPrev: () => void;
  onNext: () => void;
  onTarget: (target: BannerTarget) => void;
  mobile: boolean;
};

/** spec §2 Landing main banner: three slides with arrows and counter (desktop) or a counter (mobile). */
export function LandingBanner({ index, running = false, onPrev, onNext, onTarget, mobile }: Props) {
  const slides = mobile ? MOBILE_SLIDES : DESKTOP_SLIDES;
  const slide = slides[index - 1] ?? slides[0]!;
  return (
    <section
      className={`${styles.banner} ${mobile ? styles.mobile : ''}`}
      data-tone={slide.tone}
      data-banner-running={running ? '' : undefined}
      aria-roledescription="carousel"
      aria-label="메인 배너"
    >
      {/* Decoration (alt=""): width and height reserve its box, so nothing moves when it arrives. */}
      <img
        className={styles.art}
        src={bannerImage(slide.tone)}
        alt=""
        width={mobile ? 390 : 1440}
        height={mobile ? 260 : 380}
        fetchPriority={index === 1 ? 'high' : 'auto'}
        decoding="async"
      />
      <button
        type="button"
        className={styles.slide}
        onClick={() => onTarget(slide.target)}
        data-banner-slide={index}
        aria-live="polite"
      >
        <span className={styles.title}>{slide.title}</span>
        <span className={styles.text}>{slide.text} →</span>
      </button>
      {!mobile && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            onClick={onPrev}
            aria-label="이전 배너"
          >
            ‹
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            onClick={onNext}
            aria-label="다음 배너"
          >
            ›
          </button>
        </>
      )}
      <span className={styles.counter} data-banner-counter>
        <strong>{index}</strong> / {BANNER_SLIDES}
      </span>
    </section>
  );
}
