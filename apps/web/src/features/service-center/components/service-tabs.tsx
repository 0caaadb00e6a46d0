import { NavLink } from 'react-router';
import { useT } from '../../../i18n/texts';
import { useServicePaths } from '../hooks/use-service-paths';
import styles from '../pages/mobile-service.module.css';

/**
 * The service centre's three boards, one tab each (a tab stays active on its detail screens): sticky under the
 * phone's header, a plain row in the desktop recipient layout.
 */
export function ServiceTabs() {
  const t = useT();
  const to = useServicePaths();
  const tabs = [
    { to: to.notify, label: t('service.tabs.notice') },
    { to: to.faq, label: t('service.tabs.faq') },
    { to: to.list, label: t('service.tabs.qna') },
  ];
  return (
    <nav className={to.mobile ? styles.tabs : styles.tabsDesktop} aria-label={t('service.tabs.label')}>
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          className={({ isActive }) => (isActive ? styles.tabOn : styles.tab)}
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
