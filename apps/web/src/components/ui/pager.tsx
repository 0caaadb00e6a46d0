import { pagerBlock } from '@pcs/domain';
import styles from './pager.module.css';

type Props = { page: number; pageCount: number; onPage: (page: number) => void };

/** spec §2 numbered pager in blocks of 10; pages are 1-based here. Arrows jump to the neighbouring block. */
export function Pager({ page, pageCount, onPage }: Props) {
  if (pageCount <= 1) return null;
  const block = pagerBlock(page, pageCount);
  const numbers = Array.from({ length: block.last - block.first + 1 }, (_, i) => block.first + i);
  return (
    <nav className={styles.pager} aria-label="페이지">
      <button
        type="button"
        className={styles.arrow}
        disabled={block.prev === null}
        onClick={() => block.prev !== null && onPage(block.prev)}
        aria-label="이전 페이지 묶음"
      >
        ‹
      </button>
      {numbers.map((n) => (
        <button
          key={n}
          type="button"
          className={`${styles.num} ${n === page ? styles.current : ''}`}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => n !== page && onPage(n)}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className={styles.arrow}
        disabled={block.next === null}
        onClick={() => block.next !== null && onPage(block.next)}
        aria-label="다음 페이지 묶음"
      >
        ›
      </button>
    </nav>
  );
}
