import { type SharedSession, useSession } from './session-store';

/**
 * spec §4 keeps the session in session storage, which a browser gives each tab on its own: a product opened in a new
 * tab would start signed out. Tabs of the same browser (same origin) therefore hand the session over the way
 * tab-scoped sessions usually do: a new tab without a session asks on a BroadcastChannel, a tab that has one answers,
 * and a logout in any tab is announced so every tab leaves. Nothing leaves the browser, and nothing is written to
 * local storage but a flag saying that some tab holds a session (so a visitor who never logged in does not wait).
 */
const CHANNEL = 'pcs-session';
export const SESSION_OPEN_FLAG = 'pcs-session-open';
/** How long a new tab waits for an answer before it starts signed out. */
export const HANDOFF_TIMEOUT_MS = 400;

type Message =
  | { type: 'ask'; id: string }
  | { type: 'share'; id: string; session: SharedSession }
  | { type: 'logout' };

let channel: BroadcastChannel | null = null;

const openChannel = (): BroadcastChannel | null => {
  if (typeof BroadcastChannel === 'undefined') return null;
  channel ??= new BroadcastChannel(CHANNEL);
  return channel;
};

const isMessage = (data: unknown): data is Message =>
  typeof data === 'object' && data !== null && 'type' in data && typeof data.type === 'string';

/**
 * Answers other tabs' requests with this tab's session, signs out when another tab logs out, and keeps the
 * "a tab holds a session" flag. Call once at start-up.
 */
export function startSessionSharing(onLoggedOutElsewhere: () => void): void {
  const ch = openChannel();
  const mark = (signedIn: boolean) => {
    if (signedIn) localStorage.setItem(SESSION_OPEN_FLAG, '1');
  };
  mark(useSession.getState().loginUserData !== null);
  useSession.subscribe((s) => mark(s.loginUserData !== null));
  ch?.addEventListener('message', (event: MessageEvent<unknown>) => {
    const message = event.data;
    if (!isMessage(message)) return;
    if (message.type === 'ask') {
      const session = sharedSession();
      if (session) ch.postMessage({ type: 'share', id: message.id, session } satisfies Message);
    } else if (message.type === 'logout' && useSession.getState().loginUserData !== null) {
      onLoggedOutElsewhere();
    }
  });
}

/** The part of this tab's session another tab takes over: who is signed in and how, not where this tab is. */
function sharedSession(): SharedSession | null {
  const s = useSession.getState();
  if (!s.loginUserData) return null;
  return {
    loginUserData: s.loginUserData,
    firstLogin: s.firstLogin,
    pwdExpired: s.pwdExpired,
    loginTime: s.loginTime,
    displayMode: s.displayMode,
    solutionUrlMap: s.solutionUrlMap,
  };
}

/**
 * A new tab without a session asks the other tabs for theirs and takes the first answer. Resolves true when a
 * session was adopted, false at once when no tab can hold one, or after HANDOFF_TIMEOUT_MS without an answer.
 */
export function adoptSessionFromOtherTab(timeoutMs = HANDOFF_TIMEOUT_MS): Promise<boolean> {
  const ch = openChannel();
  if (!ch || useSession.getState().loginUserData !== null || !localStorage.getItem(SESSION_OPEN_FLAG))
    return Promise.resolve(false);
  const id = crypto.randomUUID();
  return new Promise((resolve) => {
    const done = (adopted: boolean) => {
      window.clearTimeout(timer);
      ch.removeEventListener('message', onMessage);
      // Nobody answered: every tab that held a session is gone, so later tabs need not wait.
      if (!adopted) localStorage.removeItem(SESSION_OPEN_FLAG);
      resolve(adopted);
    };
    const onMessage = (event: MessageEvent<unknown>) => {
      const message = event.data;
      if (!isMessage(message) || message.type !== 'share' || message.id !== id) return;
      useSession.setState(message.session);
      done(true);
    };
    const timer = window.setTimeout(() => done(false), timeoutMs);
    ch.addEventListener('message', onMessage);
    ch.postMessage({ type: 'ask', id } satisfies Message);
  });
}

/** Tells every other tab that the user logged out (spec §4: the token is removed on logout, in every tab). */
export function announceLogout(): void {
  localStorage.removeItem(SESSION_OPEN_FLAG);
  openChannel()?.postMessage({ type: 'logout' } satisfies Message);
}
