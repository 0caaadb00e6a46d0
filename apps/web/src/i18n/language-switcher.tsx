import { LANGUAGE_NAMES, LANGUAGES, type Language, matchLanguage } from '@pcs/domain';
import { useId } from 'react';
import styles from './language-switcher.module.css';
import { showLanguage, useLanguage, useT } from './texts';

/**
 * The language choice on every recipient page (decision 055): each language named in itself, remembered on this
 * device; `onChosen` lets a signed-in page keep it on the person too, so their messages follow.
 */
export function LanguageSwitcher({ onChosen }: { onChosen?: (language: Language) => void }) {
  const t = useT();
  const language = useLanguage();
  const id = useId();
  return (
    <span className={styles.switcher}>
      <label htmlFor={id} className="pcs-visually-hidden">
        {t('common.language')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={language}
        onChange={(e) => {
          const chosen = matchLanguage(e.target.value);
          if (!chosen) return;
          void showLanguage(chosen, true).then(() => onChosen?.(chosen));
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </span>
  );
}
