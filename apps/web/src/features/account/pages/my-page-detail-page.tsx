import { formatPhone, hasRole, RECIPIENT_ROLES } from '@pcs/domain';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useFormats, useT } from '../../../i18n/texts';
import { useSession } from '../../../lib/session-store';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useMyInfo } from '../api/my-info';
import { useProfileImageUrl } from '../api/profile-image';
import styles from '../components/account-form.module.css';
import { myPageTabIndex, myPageTabsFor } from '../my-page-tabs';
import AddressBookPage from './address-book-page';
import AddressEditPage from './address-edit-page';
import ChangePasswordPage from './change-password-page';
import LifeEventRequestPage from './life-event-request-page';
import TelNoSavePage from './tel-no-save-page';

/**
 * spec §2 /myPage/detail/{index} (desktop: one tab per index, the URL following the tab) and /m/myPage/detail
 * (mobile: the account with links to one screen per change).
 */
export default function MyPageDetailPage() {
  const mobile = useLocation().pathname.startsWith('/m/');
  return mobile ? <MyInfo mobile /> : <DesktopMyPage />;
}

function DesktopMyPage() {
  const t = useT();
  const navigate = useNavigate();
  const param = useParams().index;
  const tabs = myPageTabsFor(useSession((s) => s.loginUserData?.authCd));
  const index = myPageTabIndex(param, tabs);
  const toTab = (i: number) => navigate(paths.myPageDetail(i));
  if (index === null) return <Navigate to={paths.myPageDetail(0)} replace />;
  const key = tabs[index]?.key ?? 'info';
  return (
    <div style={{ width: 'min(560px, 100%)', margin: '32px auto' }}>
      <div className={styles.tabs} role="tablist" aria-label={t('account.myPage.title')}>
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`my-page-tab-${tab.key}`}
            aria-selected={i === index}
            aria-controls="my-page-panel"
            className={styles.tab}
            onClick={() => i !== index && toTab(i)}
          >
            {t(tab.text)}
          </button>
        ))}
      </div>
      {/* Keyed by tab: leaving a tab drops its half-typed form, as leaving a screen would. */}
      <div
        role="tabpanel"
        id="my-page-panel"
        aria-labelledby={`my-page-tab-${key}`}
        key={key}
        style={{ display: 'flex', justifyContent: 'center' }}
      >
        {key === 'info' && <MyInfo />}
        {key === 'password' && <ChangePasswordPage fromMyPage onDone={() => toTab(0)} />}
        {key === 'address' && <AddressTab />}
        {key === 'telNo' && <TelNoSavePage onDone={() => toTab(0)} />}
        {key === 'lifeEvent' && <LifeEventRequestPage />}
      </div>
    </div>
  );
}

/** The address book in place: the list, or one address being added or edited. */
function AddressTab() {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  return editing === null ? (
    <AddressBookPage onEdit={setEditing} />
  ) : (
    <AddressEditPage deleSn={editing} onDone={() => setEditing(null)} />
  );
}

function MyInfo({ mobile = false }: { mobile?: boolean }) {
  const t = useT();
  const f = useFormats();
  const info = useMyInfo();
  const recipient = hasRole(
    RECIPIENT_ROLES,
    useSession((s) => s.loginUserData?.authCd),
  );
  useErrorAlert(info.error);
  const d = info.data;
  const picture = useProfileImageUrl(d?.profileFileId);
  // The session knows the name before my info arrives: the heading does not change under the reader.
  const sessionName = useSession((s) => s.loginUserData?.userNm ?? '');
  const name = d?.userNm ?? sessionName;
  const rows: [string, string][] = d
    ? [
        ['account.login.userId', d.userId],
        ['account.find.name', d.userNm],
        ['account.myPage.role', d.authNm],
        ['account.myPage.company', d.cmpyNm ?? '-'],
        ['account.auth.email', d.email ?? '-'],
        ['account.auth.phone', d.telNo ? formatPhone(d.telNo) : '-'],
        ['account.myPage.pwdChangedDt', f.ymd(d.pwdChangedDt)],
      ]
    : [];
  return (
    <section
      className={styles.page}
      aria-labelledby="my-page-title"
      style={{ margin: mobile ? 0 : undefined }}
    >
      <div className={styles.profile}>
        <div
          className={styles.avatar}
          role="img"
          aria-label={picture ? t('account.firstLogin.profileSet') : t('account.firstLogin.profileNone')}
          style={picture ? { backgroundImage: `url(${picture})` } : undefined}
        >
          {/* Without a picture, the name's first letter stands in (an empty circle read as a broken image). */}
          {!picture && name && (
            <span className={styles.initial} aria-hidden="true">
              {name.slice(0, 1)}
            </span>
          )}
        </div>
        <div>
          <h1 id="my-page-title" className={styles.title}>
            {name ? t('account.myPage.named', { name }) : t('account.myPage.title')}
          </h1>
          {d && (
            <p className={styles.profileSub}>
              {d.authNm}
              {d.cmpyNm ? ` · ${d.cmpyNm}` : ''}
            </p>
          )}
        </div>
      </div>
      <ul className={styles.result} style={{ marginTop: 20 }} aria-busy={info.isPending}>
        {rows.map(([k, v]) => (
          <li key={k}>
            <span>{t(k)}</span>
            <strong>{v}</strong>
          </li>
        ))}
      </ul>
      <div className={styles.form}>
        {mobile ? (
          <>
            <Link className="pcs-button pcs-button--block" to={paths.mMyPagePwdSave}>
              {t('account.changePassword.title')}
            </Link>
            <Link className="pcs-button pcs-button--block" to={paths.mMyPageTelNoSave}>
              {t('account.telNo.title')}
            </Link>
            <Link className="pcs-button pcs-button--block" to={paths.mMyPageAddr}>
              {t('account.address.title')}
            </Link>
            {recipient && (
              <Link className="pcs-button pcs-button--block" to={paths.mMyPageLifeEvents}>
                {t('account.lifeEvent.title')}
              </Link>
            )}
          </>
        ) : (
          <Link className="pcs-button pcs-button--primary pcs-button--block" to={paths.myPageUserInfoSave}>
            {t('account.myPage.edit')}
          </Link>
        )}
      </div>
    </section>
  );
}
