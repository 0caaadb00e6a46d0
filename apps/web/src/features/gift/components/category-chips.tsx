import type { CategoryNode } from '@pcs/domain/contracts/codes';
import { useT } from '../../../i18n/texts';
import styles from './category-chips.module.css';

type Props = {
  categories: readonly CategoryNode[];
  value: string | null;
  onChange: (categoryCd: string | null) => void;
  /** Mobile shows one sideways-scrolling strip instead of wrapped rows. */
  strip?: boolean;
};

/** Level-1 category filter with the synthetic 전체 entry (null id, spec §3). */
export function CategoryChips({ categories, value, onChange, strip = false }: Props) {
  const t = useT();
  const entries = [
    { cd: null, name: t('gift.category.all') },
    ...categories.map((c) => ({ cd: c.categoryCd, name: c.categoryName })),
  ];
  return (
    <nav className={`${styles.chips} ${strip ? styles.strip : ''}`} aria-label={t('gift.category.label')}>
      {entries.map((e) => {
        const on = e.cd === value;
        return (
          <button
            key={e.cd ?? 'all'}
            type="button"
            className={`${styles.chip} ${on ? styles.on : ''}`}
            aria-pressed={on}
            onClick={() => onChange(e.cd)}
          >
            {e.name}
          </button>
        );
      })}
    </nav>
  );
}
