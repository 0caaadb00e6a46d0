import { useT } from '../../../i18n/texts';
import styles from './detail-html.module.css';

/** The product's detail HTML. The server sanitizes it when goods are saved, so it is rendered as given. */
export function DetailHtml({ html }: { html: string }) {
  const t = useT();
  if (!html.trim()) return <p className={styles.empty}>{t('gift.detail.noDetail')}</p>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (goods save), see contracts/gift.ts
  return <div className={styles.html} dangerouslySetInnerHTML={{ __html: html }} />;
}
