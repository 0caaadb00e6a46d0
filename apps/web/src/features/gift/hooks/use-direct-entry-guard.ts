import { MSG } from '@pcs/domain';
import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router';
import { alertMessage } from '../../../lib/dialog';
import type { GiftNavState } from '../gift-routes';
import { historyIndex } from './use-go-back';

/**
 * spec §4 Direct entry on gift final-info: arriving by back/forward (or a typed URL, which is also a POP) with no
 * previous route sends the recipient to `redirectTo` and alerts 비정상적인 접근입니다. over it.
 * Returns true while the screen must not render (the redirect is under way).
 */
export function useDirectEntryGuard(redirectTo: string): boolean {
  const navigationType = useNavigationType();
  const location = useLocation();
  const navigate = useNavigate();
  const from = (location.state as GiftNavState | null)?.from;
  const abnormal = navigationType === NavigationType.Pop && (!from || historyIndex() === 0);
  // StrictMode runs effects twice in development; one alert is enough.
  const alerted = useRef(false);

  useEffect(() => {
    if (!abnormal || alerted.current) return;
    alerted.current = true;
    // To the list first, the alert over it: waiting for 확인 before moving left an empty screen behind the alert.
    navigate(redirectTo, { replace: true });
    void alertMessage(MSG.abnormalAccess);
  }, [abnormal, navigate, redirectTo]);

  return abnormal;
}
