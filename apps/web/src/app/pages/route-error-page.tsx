import { useEffect } from 'react';
import { useRouteError } from 'react-router';

/** The router's errorElement: a screen threw while rendering. Offers a reload rather than a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    // Name only: messages of failed renders can carry user data.
    console.error('screen failed to render:', error instanceof Error ? error.name : typeof error);
  }, [error]);
  return (
    <section className="pcs-status-page" role="alert">
      <h1>일시적인 오류가 발생했습니다.</h1>
      <p>잠시 후 다시 시도해주세요.</p>
      <div style={{ display: 'flex', gap: 8 }}>
        <button type="button" className="pcs-button" onClick={() => window.location.reload()}>
          새로고침
        </button>
        <a href="/" className="pcs-button pcs-button--primary">
          처음 화면으로
        </a>
      </div>
    </section>
  );
}
