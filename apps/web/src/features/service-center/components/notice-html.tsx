import styles from './notice-html.module.css';

/** A notice body. The server sanitized it when it was saved (write.json), so it is rendered as given. */
export function NoticeHtml({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (service-center/write-notice.ts)
  return <div className={styles.html} dangerouslySetInnerHTML={{ __html: html }} />;
}
