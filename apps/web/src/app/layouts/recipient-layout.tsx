import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session-store';
import styles from './recipient-layout.module.css';
import { useSignOut } from './use-sign-out';

/**
 * Desktop recipient screens (gift, cart, my page, one-to-one questions; spec §2 layouts: main). Light on purpose: recipients never need the
 * back office's Ant Design. `testMode` is the event test layout an operator previews an event in.
 */
export function RecipientLayout({ testMode = false }: { testMode?: boolean }) {
  const userNm = useSession((s) => s.loginUserData?.userNm ?? '');
  const { signOut, pending } = useSignOut(paths.login);
  const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? styles.active : undefined);
  // The gift tab stays lit on the whole journey (detail, final-info, order history), not only on the list.
  const inGift = useLocation().pathname.startsWith(`${paths.gift}/`);

  return (
    <div className={styles.shell}>
      {testMode && (
        <p className={styles.testBanner} role="note">
          이벤트 테스트 모드입니다. 이 화면의 선택과 신청은 실제로 접수되지 않습니다.
        </p>
      )}
      <header className={styles.header}>
        <div className={styles.inner}>
          <Link to={paths.home} className={styles.logo} aria-label="PCS 처음 화면">
            PCS<span>선물 고르기</span>
          </Link>
          <nav className={styles.nav} aria-label="선물 메뉴">
            <NavLink to={paths.giftList} className={() => navClass({ isActive: inGift })}>
              이벤트 선물
            </NavLink>
            <NavLink to={paths.cartList} className={navClass}>
              장바구니
            </NavLink>
            <NavLink to={paths.myPageDetail(0)} className={navClass}>
              마이페이지
            </NavLink>
            {!testMode && (
              <NavLink to={paths.qnaList} className={navClass}>
                1:1 문의
              </NavLink>
            )}
          </nav>
          <div className={styles.user}>
            {userNm && <span className={styles.userName}>{userNm} 님</span>}
            <button
              type="button"
              className="pcs-button pcs-button--text"
              onClick={signOut}
              disabled={pending}
            >
              로그아웃
            </button>
          </div>
        </div>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>© PCS 기업 선물 플랫폼</footer>
    </div>
  );
}
