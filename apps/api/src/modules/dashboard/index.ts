/** Dashboards: the routes, and the summaries the server refreshes on a clock (decision 016). */
export { dashboardRoutes } from './routes';
export { refreshSummaries, summarizedOnce } from './summaries';
export { startSummaryRefresher } from './summary-refresher';
