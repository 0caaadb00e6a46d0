/**
 * The delivery module's shared queries, one file per area: the managed list, order lines and their history, returns,
 * part-timers, the not-applied, the recipient's own orders and returns, the card payments a refund reads and the rows
 * a return's reopened choice changes. No rules here: the use cases decide, these read and write. SQL that only one use
 * case runs stays in that use case (decision 046).
 */
export type { LineFilter, LineScope } from './repository/line-query';
export * from './repository/lines';
export * from './repository/managed';
export * from './repository/my-orders';
export * from './repository/not-applied';
export * from './repository/part-timers';
export * from './repository/payments';
export * from './repository/reopen';
export * from './repository/returns';
