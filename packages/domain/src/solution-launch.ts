import { MSG } from './messages';

export type SolutionLaunch = { kind: 'open'; url: string } | { kind: 'alert'; message: string };

/**
 * spec §7 Solution launch: a sibling solution's address opens in a new window; for types other than '10' the session
 * token is appended as a loginUserToken query; an empty address alerts 준비중입니다.
 */
export function solutionLaunch(
  address: string | null | undefined,
  type: string | number,
  loginUserToken: string | null | undefined,
): SolutionLaunch {
  const url = (address ?? '').trim();
  if (!url) return { kind: 'alert', message: MSG.solutionAddressEmpty };
  if (String(type) === '10' || !loginUserToken) return { kind: 'open', url };
  const [base, hash = ''] = url.split('#', 2) as [string, string?];
  const sep = base.includes('?') ? '&' : '?';
  return {
    kind: 'open',
    url: `${base}${sep}loginUserToken=${encodeURIComponent(loginUserToken)}${hash ? `#${hash}` : ''}`,
  };
}
