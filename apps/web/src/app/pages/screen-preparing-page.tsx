import { MSG } from '@pcs/domain';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';

/**
 * The one page every not-yet-built route of spec §2 shows (list: app/preparing-routes.ts), so each route exists,
 * is guarded like its real screen will be, and tells the user where they are.
 */
export function ScreenPreparingPage({ title }: { title: string }) {
  const navigate = useNavigate();
  // React Router numbers its history entries; 0 means there is nothing of ours to go back to.
  const canGoBack =
    typeof window !== 'undefined' && (window.history.state as { idx?: number } | null)?.idx !== 0;
  return (
    <section className="pcs-status-page" aria-labelledby="screen-preparing-title">
      <h1 id="screen-preparing-title">{title}</h1>
      <p>{MSG.screenPreparing}</p>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', justifyContent: 'center' }}>
        {canGoBack && (
          <button type="button" className="pcs-button" onClick={() => navigate(-1)}>
            이전 화면으로
          </button>
        )}
        <Link to={paths.home} className="pcs-button pcs-button--primary">
          처음 화면으로
        </Link>
      </div>
    </section>
  );
}
