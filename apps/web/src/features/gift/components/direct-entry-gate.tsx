import type { ReactElement } from 'react';
import { useDirectEntryGuard } from '../hooks/use-direct-entry-guard';

/**
 * spec §4 Direct entry on gift final-info, decided around the route's screen: a visit that is turned away renders
 * nothing below the gate, so the final-info screen's chunk is neither asked for nor run on the way to `redirectTo`.
 */
export function DirectEntryGate({ redirectTo, children }: { redirectTo: string; children: ReactElement }) {
  const blocked = useDirectEntryGuard(redirectTo);
  return blocked ? null : children;
}
