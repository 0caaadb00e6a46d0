import { type FormEvent, useId } from 'react';
import { useT } from '../../../i18n/texts';
import styles from './search-box.module.css';

/** Product-name search; the list is searched on submit, and an empty box clears the search. */
export function SearchBox({ value, onSearch }: { value: string | null; onSearch: (text: string) => void }) {
  const t = useT();
  const id = useId();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const text = new FormData(e.currentTarget).get('q');
    onSearch(typeof text === 'string' ? text : '');
  };
  return (
    // The key resets the uncontrolled input when the URL's search changes (back/forward, category reset).
    <search key={value ?? ''} className={styles.wrap}>
      <form className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={id} className={styles.hidden}>
          {t('gift.search.label')}
        </label>
        <input
          id={id}
          name="q"
          type="search"
          className={styles.input}
          defaultValue={value ?? ''}
          placeholder={t('gift.search.placeholder')}
          maxLength={100}
          enterKeyHint="search"
        />
        <button type="submit" className={styles.button}>
          {t('gift.search.submit')}
        </button>
      </form>
    </search>
  );
}
