/**
 * The recipient's gift choice (decision 005): the routes, and the reads and steps that cart, payment and events share
 * (open events, option choices, the recipient's budget and order, fulfilling a paid order).
 */
export { chosenExtras, type ExtrasInput, fulfilOrder } from './apply-gift';
export { isEventOpen, loadRecipientEvent } from './gift-access';
export { loadOptionChoices, loadOptionInfo, pickOptions } from './gift-detail';
export {
  countGifts,
  estimateOfOrder,
  eventGift,
  findOrder,
  listGifts,
  productImages,
  productSummary,
  recipientBudget,
} from './repository';
export { giftRoutes } from './routes';
export { selectGift } from './select-gift';
