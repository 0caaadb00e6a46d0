import type { LoginUserData } from '@pcs/domain';
import { useSession } from '../lib/session-store';

/** Signs a test user of `authCd` in (the session store only; no call is made). */
export function signInAs(authCd: string, overrides: Partial<LoginUserData> = {}) {
  useSession.setState({
    loginUserData: {
      loginUserToken: 'test-token',
      userId: `user-${authCd}`,
      unqUserId: `U${authCd}`,
      userNm: '홍길동',
      authCd,
      authNm: '',
      solCd: '1020',
      menuMaster: [],
      firstLoginYn: 'N',
      pwdExpiredYn: 'N',
      cmpyCd: null,
      cmpyNm: null,
      loginDt: '20261126090000',
      preferredLanguage: null,
      ...overrides,
    },
    firstLogin: false,
  });
}
