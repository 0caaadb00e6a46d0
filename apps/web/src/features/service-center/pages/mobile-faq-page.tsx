import { FAQ_CATEGORIES, type FaqCategoryCd, SERVICE_CENTER_LIMITS } from '@pcs/domain';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/texts';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useFaqs } from '../api/get-faqs';
import { ServiceTabs } from '../components/service-tabs';
import { useServicePaths } from '../hooks/use-service-paths';
import styles from './mobile-service.module.css';

/**
 * spec §2 /m/serviceCenter/faq: category chips, a search, and each answer opening in place under its question. Also
 * /serviceCenter/faq for recipients on a desktop, inside the recipient layout.
 */
export default function MobileFaqPage() {
  const t = useT();
  const { mobile } = useServicePaths();
  const [category, setCategory] = useState<FaqCategoryCd | null>(null);
  const [searchText, setSearchText] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const list = useFaqs({ faqCategoryCd: category, searchText: searchText || null });
  useErrorAlert(list.error);
  const rows = list.isError ? [] : (list.data?.list ?? []);

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    setSearchText(typeof text === 'string' ? text.trim() : '');
  };
  const chips: { cd: FaqCategoryCd | null; nm: string }[] = [
    { cd: null, nm: t('service.common.all') },
    ...FAQ_CATEGORIES.map((c) => ({ cd: c.cd, nm: t(`service.faqCategory.${c.cd}`) })),
  ];

  return (
    <section className={mobile ? styles.page : styles.desktopPage} aria-labelledby="m-faq-title">
      <ServiceTabs />
      <h1 id="m-faq-title" className="pcs-visually-hidden">
        {t('service.faq.title')}
      </h1>
      <form className={styles.search} aria-label={t('service.faq.search')} onSubmit={onSearch}>
        <input
          name="q"
          className="pcs-input"
          type="search"
          aria-label={t('service.common.searchText')}
          placeholder={t('service.faq.placeholder')}
          maxLength={SERVICE_CENTER_LIMITS.search}
        />
        <button type="submit" className="pcs-button">
          {t('service.common.search')}
        </button>
      </form>
      <fieldset className={styles.chips}>
        <legend className="pcs-visually-hidden">{t('service.faq.category')}</legend>
        {chips.map((c) => (
          <button
            key={c.cd ?? 'all'}
            type="button"
            className={category === c.cd ? styles.chipOn : styles.chip}
            aria-pressed={category === c.cd}
            onClick={() => setCategory(c.cd)}
          >
            {c.nm}
          </button>
        ))}
      </fieldset>
      {list.isSuccess && rows.length === 0 && <p className={styles.empty}>{t('service.common.empty')}</p>}
      <ul className={styles.list}>
        {rows.map((f) => {
          const expanded = open === f.faqId;
          return (
            <li key={f.faqId} className={styles.faqItem}>
              <button
                type="button"
                className={styles.question}
                aria-expanded={expanded}
                aria-controls={`faq-answer-${f.faqId}`}
                onClick={() => setOpen(expanded ? null : f.faqId)}
              >
                <span className={styles.q} aria-hidden="true">
                  Q
                </span>
                <span>{f.question}</span>
                <span className={styles.chevron} aria-hidden="true">
                  ▾
                </span>
              </button>
              <p id={`faq-answer-${f.faqId}`} className={styles.answer} hidden={!expanded}>
                {f.answer}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
