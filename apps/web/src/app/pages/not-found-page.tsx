import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** spec §2 /notFound: where unknown paths and failed route guards land. */
export default function NotFoundPage() {
  return (
    <section className="pcs-status-page" aria-labelledby="not-found-title">
      <span className="pcs-status-code" aria-hidden="true">
        404
      </span>
      <h1 id="not-found-title">페이지를 찾을 수 없습니다.</h1>
      <p>요청하신 페이지가 없거나 주소가 변경되었습니다.</p>
      <Link to={paths.home} className="pcs-button pcs-button--primary">
        홈으로 이동
      </Link>
    </section>
  );
}
