import { CONTACT_PRODUCTS_MAX, type ContactForm, formatNumber } from '@pcs/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ProductImage } from '../../../components/ui/product-image';
import { landingProdDetailHref } from '../../../config/paths';
import { alertMessage } from '../../../lib/dialog';
import { useLandingProductSummary } from '../api/get-landing-product-summary';
import { insertQuestion } from '../api/insert-inquiry';
import { ContactFields, EMPTY_CONTACT } from '../components/contact-fields';
import { useContactSubmit } from '../hooks/use-contact-submit';
import { readAllChosen } from '../landing-storage';
import { LANDING_DIALOG_TEXT } from '../texts';
import styles from './contact-page.module.css';

/**
 * spec §2/§5 /intro/contact: five fields and two consents, validated in the spec's order before the confirm. The
 * products chosen on the landing in this session (spec §2) are listed and sent with the inquiry; the visitor may
 * leave any of them out.
 */
export default function ContactPage() {
  const [form, setForm] = useState<ContactForm>(EMPTY_CONTACT);
  const [chosen, setChosen] = useState(() => readAllChosen().slice(0, CONTACT_PRODUCTS_MAX));
  const products = useLandingProductSummary(chosen);
  // Only what is shown goes out: a product the site no longer shows is not listed, so it is not sent either.
  const shown = products.data ?? [];
  const { submit, busy } = useContactSubmit(insertQuestion);
  const onSubmit = async () => {
    if (
      await submit(
        form,
        shown.map((p) => p.prodSn),
      )
    ) {
      setForm(EMPTY_CONTACT);
      await alertMessage(LANDING_DIALOG_TEXT.contactSent);
    }
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>도입 문의</h1>
      <p className={styles.lead}>기업 선물 서비스 도입을 검토 중이시라면 문의를 남겨주세요.</p>
      {shown.length > 0 && (
        <section className={styles.chosen} aria-labelledby="contact-chosen">
          <h2 id="contact-chosen" className={styles.chosenTitle}>
            선택한 상품 <strong>{shown.length}</strong>개
          </h2>
          <p className={styles.chosenLead}>문의와 함께 담당자에게 전달됩니다.</p>
          <ul className={styles.chosenList}>
            {shown.map((p) => (
              <li key={p.prodSn} className={styles.chosenItem}>
                <ProductImage fileId={p.mainImg} alt="" className={styles.chosenImg} width={56} height={56} />
                <Link to={landingProdDetailHref(p.prodSn)} className={styles.chosenName}>
                  {p.brandNm && <span>{p.brandNm}</span>}
                  {p.prodNm}
                </Link>
                <span className={styles.chosenPrice}>{formatNumber(p.price)}원</span>
                <button
                  type="button"
                  className="pcs-button pcs-button--text"
                  onClick={() => setChosen((list) => list.filter((sn) => sn !== p.prodSn))}
                  aria-label={`${p.prodNm} 문의에서 빼기`}
                >
                  빼기
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit();
        }}
      >
        <ContactFields form={form} onChange={setForm} idPrefix="contact" />
        <button type="submit" className={styles.submit} disabled={busy}>
          문의 등록
        </button>
      </form>
    </div>
  );
}
