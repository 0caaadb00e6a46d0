/**
 * The recipient's gift choice (decision 005): the routes, and the reads and steps that cart, payment and events share
 * (open events, option choices, the recipient's budget and order, fulfilling a paid order; the gift list, a gift and
 * the choice rules on a loaded event, which the operator's test walk of an event uses).
 */
export { chosenExtras, type ExtrasInput, fulfilOrder } from './apply-gift';
export { isEventOpen, loadRecipientEvent } from './gift-access';
export { giftDetailOf, loadOptionChoices, loadOptionInfo } from './gift-detail';
export { fillUnsettledSupplyPrices, lineShipFeeSql, lineSupplyPriceSql } from './line-cost';
export { giftListOf } from './list-gifts';
export {
  completedReturnSql,
  type OrderAmountParts,
  orderBudgetSql,
  orderColumnsSql,
  orderCountsSql,
  orderGoodsSql,
  orderTotalSql,
} from './order-total-sql';
export {
  estimateOfOrder,
  eventGift,
  findOrder,
  productImages,
  productSummary,
  recipientBudget,
} from './repository';
export { giftRoutes } from './routes';
export { checkChoice, selectGift } from './select-gift';
export { recipientGreetingSql, recipientProdNmSql } from './translated-texts';
