import styles from './section-tabs.module.css';

export type TabItem = { key: string; label: string; active: boolean; onSelect: () => void };

/** A row of toggle tabs (categories or themes); 'all' comes first with no id (spec §2). */
export function SectionTabs({ items, label }: { items: readonly TabItem[]; label: string }) {
  return (
    <fieldset className={styles.tabs}>
      <legend className={styles.legend}>{label}</legend>
      {items.map((t) => (
        <button
          key={t.key}
          type="button"
          className={`${styles.tab} ${t.active ? styles.active : ''}`}
          aria-pressed={t.active}
          onClick={t.onSelect}
        >
          {t.label}
        </button>
      ))}
    </fieldset>
  );
}
