import { formatNumber, MSG } from '@pcs/domain';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { alertMessage } from '../../../lib/dialog';
import { errorText } from '../../../lib/use-error-alert';
import { useLandingProductDetail } from '../api/get-landing-product-detail';
import { useLandingProductSummary } from '../api/get-landing-product-summary';
import { addChosen, LANDING_KEY, readChosen } from '../landing-storage';
import { removeChosenProduct } from '../remove-chosen-product';
import styles from './prod-detail-page.module.css';

const readSelectedTheme = (): number | null => {
  const v = Number(sessionStorage.getItem(LANDING_KEY.selectTempSn));
  return Number.isInteger(v) && v > 0 ? v : null;
};

/**
 * spec §2 LandingProdDetail (prodSn): the product's name and price as the lists show them, its HTML detail as the
 * server sanitized it, a back button one step back (spec §8), and a choice that marks the product for the current
 * theme in this session.
 */
export default function ProdDetailPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = Number(params.get('prodSn'));
  const prodSn = Number.isInteger(raw) && raw > 0 ? raw : null;
  const detail = useLandingProductDetail(prodSn);
  // The detail call returns only the HTML (spec §7); name and price come as the lists show them.
  const summary = useLandingProductSummary(prodSn ? [prodSn] : []);
  const product = summary.data?.[0];
  const [tempSn] = useState(readSelectedTheme);
  const [chosen, setChosen] = useState(() => (prodSn ? readChosen(tempSn).includes(prodSn) : false));

  useEffect(() => {
    // spec §8: a missing or failed reply alerts that the data was not received normally.
    if (prodSn === null || detail.isError) void alertMessage(MSG.landingDetailNotReceived);
  }, [prodSn, detail.isError]);

  const back = () => (window.history.length > 1 ? navigate(-1) : navigate(paths.introMain));

  const toggle = async (id: number) => {
    if (!chosen) return setChosen(addChosen(tempSn, id).includes(id));
    try {
      setChosen((await removeChosenProduct(tempSn, id)).includes(id));
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <button type="button" className={styles.back} onClick={back}>
          ‹ 뒤로가기
        </button>
        {chosen && (
          <Link to={paths.introContact} className={styles.contact}>
            선택한 상품으로 문의하기
          </Link>
        )}
        {prodSn !== null && (
          <button
            type="button"
            className={`${styles.choose} ${chosen ? styles.chosen : ''}`}
            aria-pressed={chosen}
            onClick={() => void toggle(prodSn)}
          >
            {chosen ? '선택 해제' : '이 상품 선택'}
          </button>
        )}
      </div>
      <header className={styles.head}>
        {product?.brandNm && <p className={styles.brand}>{product.brandNm}</p>}
        <h1 className={styles.heading}>{product?.prodNm ?? '상품 상세'}</h1>
        {product && (
          <p className={styles.price}>
            <span className="pcs-visually-hidden">판매가 </span>
            {formatNumber(product.price)}원
          </p>
        )}
      </header>
      {detail.isPending && prodSn !== null && <p className={styles.state}>불러오는 중…</p>}
      {detail.data !== undefined &&
        (detail.data.trim() === '' ? (
          <p className={styles.state}>등록된 상세 정보가 없습니다.</p>
        ) : (
          // The HTML was sanitized on the server (no script, no handlers, no javascript: links).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitized product HTML
          <div className={styles.html} dangerouslySetInnerHTML={{ __html: detail.data }} />
        ))}
    </div>
  );
}
