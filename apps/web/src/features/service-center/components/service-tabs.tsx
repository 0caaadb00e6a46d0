import { NavLink } from 'react-router';
import { useServicePaths } from '../hooks/use-service-paths';
import styles from '../pages/mobile-service.module.css';

/**
 * The service centre's three boards, one tab each (a tab stays active on its detail screens): sticky under the
 * phone's header, a plain row in the desktop recipient layout.
 */
export function ServiceTabs() {
  const to = useServicePaths();
  const tabs = [
    { to: to.notify, label: '공지사항' },
    { to: to.faq, label: 'FAQ' },
    { to: to.list, label: '1:1 문의' },
  ];
  return (
    <nav className={to.mobile ? styles.tabs : styles.tabsDesktop} aria-label="고객센터 메뉴">
      {tabs.map((t) => (
        <NavLink key={t.to} to={t.to} className={({ isActive }) => (isActive ? styles.tabOn : styles.tab)}>
          {t.label}
        </NavLink>
      ))}
    </nav>
  );
}
