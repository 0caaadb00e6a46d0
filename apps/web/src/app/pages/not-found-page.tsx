import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useT } from '../../i18n/texts';

/** spec §2 /notFound: where unknown paths and failed route guards land. */
export default function NotFoundPage() {
  const t = useT();
  return (
    <section className="pcs-status-page" aria-labelledby="not-found-title">
      <span className="pcs-status-code" aria-hidden="true">
        404
      </span>
      <h1 id="not-found-title">{t('common.notFound.title')}</h1>
      <p>{t('common.notFound.text')}</p>
      <Link to={paths.home} className="pcs-button pcs-button--primary">
        {t('common.notFound.home')}
      </Link>
    </section>
  );
}
