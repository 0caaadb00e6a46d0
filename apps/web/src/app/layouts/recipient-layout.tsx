import { isPathUnder } from '@pcs/domain';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session-store';
import styles from './recipient-layout.module.css';
import { useSignOut } from './use-sign-out';

/**
 * Desktop recipient screens (spec §2 layouts: main): gift, cart, my page, and for roles 10 and 20 their orders,
 * returns and the service centre (isRecipientScreen). Light on purpose: recipients never need the back office's Ant
 * Design. `testMode` is the event test layout an operator previews an event in: the gift journey only.
 */
export function RecipientLayout({ testMode = false }: { testMode?: boolean }) {
  const userNm = useSession((s) => s.loginUserData?.userNm ?? '');
  const { signOut, pending } = useSignOut(paths.login);
  const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? styles.active : undefined);
  const pathname = useLocation().pathname;
  // A tab stays lit on its whole area: the gift journey (detail, final-info, order history), an order and its forms,
  // a return, a question.
  const litOn = (area: string) => () => navClass({ isActive: isPathUnder(pathname, area) });

  return (
    <div className={styles.shell}>
      {testMode && (
        <p className={styles.testBanner} role="note">
          이벤트 테스트 모드입니다. 이 화면의 선택과 신청은 실제로 접수되지 않습니다.
        </p>
      )}
      <header className={styles.header}>
        <div className={styles.inner}>
          <Link to={paths.home} className={styles.logo}>
            PCS <span>선물하기</span>
            <span className="pcs-visually-hidden"> 처음 화면</span>
          </Link>
          <nav className={styles.nav} aria-label="선물 메뉴">
            <NavLink to={paths.giftList} className={litOn(paths.gift)}>
              선물 고르기
            </NavLink>
            <NavLink to={paths.cartList} className={navClass}>
              장바구니
            </NavLink>
            {!testMode && (
              <>
                <NavLink to={paths.deliveryOrder} className={litOn(paths.deliveryOrder)}>
                  주문·배송 조회
                </NavLink>
                <NavLink to={paths.deliveryReturn} className={litOn(paths.deliveryReturn)}>
                  반품/교환
                </NavLink>
                <NavLink to={paths.qnaList} className={litOn(paths.qnaList)}>
                  1:1 문의
                </NavLink>
              </>
            )}
            <NavLink to={paths.myPageDetail(0)} className={litOn('/myPage')}>
              마이페이지
            </NavLink>
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
      <footer className={styles.footer}>
        {!testMode && (
          <nav className={styles.footerLinks} aria-label="고객센터">
            <Link to={paths.notify}>공지사항</Link>
            <Link to={paths.faq}>FAQ</Link>
            <Link to={paths.qnaList}>1:1 문의</Link>
          </nav>
        )}
        © PCS 기업 선물 플랫폼
      </footer>
    </div>
  );
}
