import { solutionLaunch } from '@pcs/domain';
import { alertMessage } from './dialog';
import { getToken } from './session-store';

/** spec §7 Solution launch: opens a sibling solution in a new window (token appended unless type 10), or 준비중입니다. */
export function launchSolution(address: string | null | undefined, type: string | number): void {
  const launch = solutionLaunch(address, type, getToken());
  if (launch.kind === 'alert') {
    void alertMessage(launch.message);
    return;
  }
  window.open(launch.url, '_blank', 'noopener');
}
