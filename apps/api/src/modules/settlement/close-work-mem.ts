/**
 * The month-end close's memory for its sorts and hash joins, for its own transaction only (decision 037, amendment
 * of 2026-12-03): a month of 1,000,000 orders joins and sorts about a million rows, which with the server's default
 * (4 MB) spill to temporary files in batches. One close runs at a time (it holds the months' lock exclusively).
 */
export const CLOSE_WORK_MEM = "set local work_mem = '256MB'";
