/** Approvals (READY / ACCEPT / REJECT) of companies and users: the decision record and its notices. No routes. */
export { approvalHistoryOf, approvalTransition, recordDecision } from './record-decision';
export { moveUserRegStat } from './repository';
export { settleVendorApplication } from './settle-vendor-application';
