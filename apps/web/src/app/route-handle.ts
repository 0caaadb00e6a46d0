import type { ScreenPrefetch } from '../lib/screen-prefetch';

/**
 * Route metadata: the spec's route name (spec §2 landing names; otherwise the pattern is the name), a screen's
 * chunk loader, so a layout can start loading the screen beside itself (back-office-routes.tsx), and the screen's
 * first queries, started when the route matches (route-prefetch.ts).
 */
export type RouteHandle = {
  name?: string;
  redirectOnly?: boolean;
  screen?: () => Promise<unknown>;
  /** The module of the screen's prefetch (no Ant Design in it), loaded when the route matches. */
  prefetch?: () => Promise<ScreenPrefetch>;
  /** A route both audiences open: `screen` and `prefetch` are the staff's, and a recipient gets neither. */
  staffOnly?: boolean;
};
