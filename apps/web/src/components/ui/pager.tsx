import { pagerBlock } from '@pcs/domain';
import styles from './pager.module.css';

/** The pager's words, from its caller (the landing's Korean, the recipient's catalogue). */
export type PagerTexts = { label: string; prevBlock: string; nextBlock: string };

type Props = { page: number; pageCount: number; onPage: (page: number) => void; texts: PagerTexts };

/** spec §2 numbered pager in blocks of 10; pages are 1-based here. Arrows jump to the neighbouring block. */
export function Pager({ page, pageCount, onPage, texts }: Props) {
  if (pageCount <= 1) return null;
  const block = pagerBlock(page, pageCount);
  const numbers = Array.from({ length: block.last - block.first + 1 }, (_, i) => block.first + i);
  return (
    <nav className={styles.pager} aria-label={texts.label}>
      <button
        type="button"
        className={styles.arrow}
        disabled={block.prev === null}
        onClick={() => block.prev !== null && onPage(block.prev)}
        aria-label={texts.prevBlock}
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
        aria-label={texts.nextBlock}
      >
        ›
      </button>
    </nav>
  );
}
