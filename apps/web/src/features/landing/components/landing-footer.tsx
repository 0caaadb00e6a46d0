import { useEffect, useId, useRef, useState } from 'react';
import { landingConfig } from '../../../config/landing';
import styles from './landing-footer.module.css';

/** spec §1/§2 footer on every landing page: company details, privacy-policy link, family-site dropdown. */
export function LandingFooter() {
  const c = landingConfig.company;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.links}>
          <a href={landingConfig.privacyPolicyUrl} className={styles.privacy}>
            개인정보처리방침
          </a>
          <FamilySites />
        </div>
        <address className={styles.company}>
          <strong>{c.name}</strong>
          <span>{c.ceo}</span>
          <span>{c.address}</span>
          <span>사업자등록번호 {c.businessNo}</span>
          <span>통신판매업신고 {c.mailOrderNo}</span>
          <span>대표전화 {c.tel}</span>
          <span>이메일 {c.email}</span>
        </address>
        <p className={styles.copy}>© PCS 기업 선물 플랫폼. All rights reserved.</p>
      </div>
    </footer>
  );
}

/** spec §4: the family-site dropdown toggles; each site opens in a new window (spec §1). */
function FamilySites() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !ref.current?.contains(e.target as Node))
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div className={styles.family} ref={ref}>
      <button
        type="button"
        className={styles.familyButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        Family Site <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <ul id={listId} className={styles.familyList} hidden={!open}>
        {landingConfig.familySites.map((site) => (
          <li key={site.url}>
            <a href={site.url} target="_blank" rel="noopener noreferrer" onClick={() => setOpen(false)}>
              {site.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
