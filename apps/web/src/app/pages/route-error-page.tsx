import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useT } from '../../i18n/texts';

/** The router's errorElement: a screen threw while rendering. Offers a reload rather than a blank page. */
export function RouteErrorPage() {
  const t = useT();
  const error = useRouteError();
  useEffect(() => {
    // Name only: messages of failed renders can carry user data.
    console.error('screen failed to render:', error instanceof Error ? error.name : typeof error);
  }, [error]);
  return (
    <section className="pcs-status-page" role="alert">
      <h1>{t('common.error.title')}</h1>
      <p>{t('common.error.text')}</p>
      <div style={{ display: 'flex', gap: 8 }}>
        <button type="button" className="pcs-button" onClick={() => window.location.reload()}>
          {t('common.error.reload')}
        </button>
        <a href="/" className="pcs-button pcs-button--primary">
          {t('common.error.start')}
        </a>
      </div>
    </section>
  );
}
