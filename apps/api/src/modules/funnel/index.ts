/**
 * The claim funnel (decision 053): its routes, the claim links event messages carry, and the per-person stage and
 * filter SQL a targeted reminder selects with.
 */
export { claimLinkCodes, claimLinkJoinSql, ensureClaimLinks } from './claim-links';
export { funnelRoutes } from './routes';
export { funnelFilterSql, funnelStageSql } from './stage-sql';
