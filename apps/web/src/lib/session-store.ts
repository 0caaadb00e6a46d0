import { isSessionCutOff, type Language, type LoginUserData } from '@pcs/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * spec §3 Login user data and the other session keys, kept in session storage (spec §4: the token is saved to
 * session storage on login and removed on logout). The return path survives the session cut-off.
 */
export type DisplayMode = 'PC' | 'MOBILE';

type SessionState = {
  loginUserData: LoginUserData | null;
  /** First-login state: token kept, not authenticated (spec §4 Login). */
  firstLogin: boolean;
  pwdExpired: boolean;
  loginTime: string | null;
  returnPath: string | null;
  displayMode: DisplayMode;
  lastRouteName: string | null;
  lastRouteParams: Record<string, string> | null;
  solutionUrlMap: Record<string, string> | null;
  /**
   * The user logged out (here or in another tab), as opposed to a session that ended by itself: the guards then
   * keep no return path, so the next login starts at home instead of the page logged out from.
   */
  signedOutByUser: boolean;
  signIn: (data: LoginUserData) => void;
  signOut: (byUser?: boolean) => void;
  setReturnPath: (path: string | null) => void;
  setDisplayMode: (mode: DisplayMode) => void;
  setLastRoute: (name: string | null, params: Record<string, string> | null) => void;
  setSolutionUrlMap: (map: Record<string, string>) => void;
  /** The signed-in person's own language after they change it (features/account set-my-language). */
  setPreferredLanguage: (preferredLanguage: Language | null) => void;
};

export const SESSION_STORAGE_KEY = 'pcs-session';

/** What another tab of the same browser takes over (lib/session-share.ts): the login, not this tab's route. */
export type SharedSession = Pick<
  SessionState,
  'loginUserData' | 'firstLogin' | 'pwdExpired' | 'loginTime' | 'displayMode' | 'solutionUrlMap'
>;

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      loginUserData: null,
      firstLogin: false,
      pwdExpired: false,
      loginTime: null,
      returnPath: null,
      displayMode: 'PC',
      lastRouteName: null,
      lastRouteParams: null,
      solutionUrlMap: null,
      signedOutByUser: false,
      signIn: (data) =>
        set({
          signedOutByUser: false,
          loginUserData: data,
          firstLogin: data.firstLoginYn === 'Y',
          pwdExpired: data.pwdExpiredYn === 'Y',
          loginTime: data.loginDt,
        }),
      signOut: (byUser = false) =>
        set((s) => ({
          // A late 401 after a logout does not turn it into an expired session (that would keep a return path).
          signedOutByUser: byUser || (s.loginUserData === null && s.signedOutByUser),
          loginUserData: null,
          firstLogin: false,
          pwdExpired: false,
          loginTime: null,
          lastRouteName: null,
        })),
      setReturnPath: (returnPath) => set({ returnPath }),
      setDisplayMode: (displayMode) => set({ displayMode }),
      setLastRoute: (lastRouteName, lastRouteParams) => set({ lastRouteName, lastRouteParams }),
      setSolutionUrlMap: (solutionUrlMap) => set({ solutionUrlMap }),
      setPreferredLanguage: (preferredLanguage) =>
        set((s) => (s.loginUserData ? { loginUserData: { ...s.loginUserData, preferredLanguage } } : {})),
    }),
    { name: SESSION_STORAGE_KEY, storage: createJSONStorage(() => sessionStorage) },
  ),
);

/** The bearer token, or null when signed out. */
export const getToken = (): string | null => useSession.getState().loginUserData?.loginUserToken ?? null;

/** Authenticated = signed in and not in the first-login state. */
export const isAuthenticated = (s: Pick<SessionState, 'loginUserData' | 'firstLogin'>): boolean =>
  s.loginUserData !== null && !s.firstLogin;

/**
 * spec §4 Session cut-off: a token with no login time, or one before 2023-12-11 18:00:00, clears session and local
 * storage (keeping the saved return path). Returns true when the caller must reload to '/'.
 */
export function applySessionCutOff(): boolean {
  const { loginUserData, loginTime, returnPath } = useSession.getState();
  if (!loginUserData || !isSessionCutOff(loginTime)) return false;
  sessionStorage.clear();
  localStorage.clear();
  useSession.setState({
    loginUserData: null,
    firstLogin: false,
    pwdExpired: false,
    loginTime: null,
    returnPath,
  });
  return true;
}
