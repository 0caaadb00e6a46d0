/**
 * Route metadata: the spec's route name (spec §2 landing names; otherwise the pattern is the name), and a screen's
 * chunk loader, so a layout can start loading the screen beside itself (back-office-routes.tsx).
 */
export type RouteHandle = {
  name?: string;
  redirectOnly?: boolean;
  screen?: () => Promise<unknown>;
};
