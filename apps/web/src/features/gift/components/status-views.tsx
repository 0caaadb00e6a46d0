import type { ReactNode } from 'react';
import { useT } from '../../../i18n/texts';
import { errorText } from '../../../lib/use-error-alert';
import styles from './status-views.module.css';

/** Inline error with a retry: the alert already told the user; this keeps a way forward on the screen. */
export function ErrorRetry({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <div className={styles.box} role="alert">
      <p className={styles.title}>{t('common.loadFailed')}</p>
      <p className={styles.text}>{errorText(error)}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.box}>
      <p className={styles.title}>{title}</p>
      {children}
    </div>
  );
}

export function EmptyText({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>;
}

/** A grey shimmering block standing in for content that is loading. */
export function Skeleton({ width = '100%', height }: { width?: number | string; height: number | string }) {
  return <div className={styles.skeleton} style={{ width, height }} aria-hidden="true" />;
}

/** A few skeleton lines for text screens; announced once to screen readers. */
export function LoadingLines({ lines = 4 }: { lines?: number }) {
  const t = useT();
  return (
    <div className={styles.lines} role="status" aria-label={t('common.loading')}>
      {Array.from({ length: lines }, (_, i) => (
        // Placeholders have no identity of their own; their position is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={i} height={20} width={`${90 - i * 12}%`} />
      ))}
    </div>
  );
}
