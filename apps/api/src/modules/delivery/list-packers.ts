import type { DeliveryDeps } from './delivery-deps';
import * as repo from './repository';

/** POST delivery/packers.json: the active part-timers (05) an operator may assign lines to. */
export const listPackers = (deps: Pick<DeliveryDeps, 'db'>) => repo.partTimers(deps.db);
