import { formatPhone, hasRole, RECIPIENT_ROLES } from '@pcs/domain';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
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

const ymd = (s: string) => s.replace(/^(\d{4})(\d{2})(\d{2})$/, '$1.$2.$3');

/**
 * spec §2 /myPage/detail/{index} (desktop: one tab per index, the URL following the tab) and /m/myPage/detail
 * (mobile: the account with links to one screen per change).
 */
export default function MyPageDetailPage() {
  const mobile = useLocation().pathname.startsWith('/m/');
  return mobile ? <MyInfo mobile /> : <DesktopMyPage />;
}

function DesktopMyPage() {
  const navigate = useNavigate();
  const param = useParams().index;
  const tabs = myPageTabsFor(useSession((s) => s.loginUserData?.authCd));
  const index = myPageTabIndex(param, tabs);
  const toTab = (i: number) => navigate(paths.myPageDetail(i));
  if (index === null) return <Navigate to={paths.myPageDetail(0)} replace />;
  const key = tabs[index]?.key ?? 'info';
  return (
    <div style={{ width: 'min(560px, 100%)', margin: '32px auto' }}>
      <div className={styles.tabs} role="tablist" aria-label="마이페이지">
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
            {tab.label}
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
        ['아이디', d.userId],
        ['이름', d.userNm],
        ['권한', d.authNm],
        ['회사', d.cmpyNm ?? '-'],
        ['이메일', d.email ?? '-'],
        ['휴대폰 번호', d.telNo ? formatPhone(d.telNo) : '-'],
        ['비밀번호 변경일', ymd(d.pwdChangedDt)],
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
          aria-label={picture ? '등록된 프로필 이미지' : '프로필 이미지 없음'}
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
            {name ? `${name} 님` : '마이페이지'}
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
            <span>{k}</span>
            <strong>{v}</strong>
          </li>
        ))}
      </ul>
      <div className={styles.form}>
        {mobile ? (
          <>
            <Link className="pcs-button pcs-button--block" to={paths.mMyPagePwdSave}>
              비밀번호 변경
            </Link>
            <Link className="pcs-button pcs-button--block" to={paths.mMyPageTelNoSave}>
              휴대폰 번호 변경
            </Link>
            <Link className="pcs-button pcs-button--block" to={paths.mMyPageAddr}>
              배송지 관리
            </Link>
            {recipient && (
              <Link className="pcs-button pcs-button--block" to={paths.mMyPageLifeEvents}>
                경조사 신청
              </Link>
            )}
          </>
        ) : (
          <Link className="pcs-button pcs-button--primary pcs-button--block" to={paths.myPageUserInfoSave}>
            회원정보 수정
          </Link>
        )}
      </div>
    </section>
  );
}
