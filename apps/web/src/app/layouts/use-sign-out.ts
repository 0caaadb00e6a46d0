import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/account/api/logout';
import { announceLogout } from '../../lib/session-share';
import { useSession } from '../../lib/session-store';

/**
 * 로그아웃: revoke the token on the server, leave the member screens, then clear the session (spec §4: the token is
 * removed on logout) here and in every other tab of the browser. Navigating first matters: clearing while still on a guarded screen would make the auth guard
 * save this page as a return path and send the user to /checkDevice instead.
 */
export function useSignOut(to: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const signOut = () => {
    if (logout.isPending) return;
    logout.mutate(undefined, {
      onSettled: async () => {
        await navigate(to, { replace: true });
        const session = useSession.getState();
        session.signOut(true);
        session.setReturnPath(null);
        queryClient.clear();
        announceLogout();
      },
    });
  };
  return { signOut, pending: logout.isPending };
}
