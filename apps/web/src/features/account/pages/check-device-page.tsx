import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/texts';
import { detectDisplayMode } from '../../../lib/device';
import { useSession } from '../../../lib/session-store';

/** Query parameters carried from '/' (spec §2 entry rule 1) on to the login screens. */
const CARRIED = ['utopia', 'loginUserToken'] as const;

/**
 * spec §2 /checkDevice: decides PC or MOBILE, stores it as the display mode and goes to the matching login.
 * A loginUserToken query means a sign-in by token: it goes on to /sLogin (/m/sLogin) with the query intact.
 */
export default function CheckDevicePage() {
  const t = useT();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const setDisplayMode = useSession((s) => s.setDisplayMode);

  useEffect(() => {
    const mode = detectDisplayMode(navigator.userAgent, window.innerWidth, navigator.maxTouchPoints);
    setDisplayMode(mode);
    const carried = new URLSearchParams();
    for (const key of CARRIED) {
      const value = searchParams.get(key);
      if (value) carried.set(key, value);
    }
    const mobile = mode === 'MOBILE';
    const target = carried.has('loginUserToken')
      ? mobile
        ? paths.mSLogin
        : paths.sLogin
      : mobile
        ? paths.mLogin
        : paths.login;
    const query = carried.toString();
    navigate(query ? `${target}?${query}` : target, { replace: true });
  }, [navigate, searchParams, setDisplayMode]);

  return (
    <div className="pcs-status-page" role="status" aria-live="polite">
      <div className="pcs-spinner" aria-hidden="true" />
      <p>{t('account.checkDevice.checking')}</p>
    </div>
  );
}
