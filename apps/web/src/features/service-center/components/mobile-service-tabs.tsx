import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import styles from '../pages/mobile-service.module.css';

const TABS = [
  { to: paths.mNotify, label: '공지사항' },
  { to: paths.mFaq, label: 'FAQ' },
  { to: paths.mQnaList, label: '1:1 문의' },
] as const;

/** The mobile service centre's three boards, one tab each (a tab stays active on its detail screens). */
export function MobileServiceTabs() {
  return (
    <nav className={styles.tabs} aria-label="고객센터 메뉴">
      {TABS.map((t) => (
        <NavLink key={t.to} to={t.to} className={({ isActive }) => (isActive ? styles.tabOn : styles.tab)}>
          {t.label}
        </NavLink>
      ))}
    </nav>
  );
}
