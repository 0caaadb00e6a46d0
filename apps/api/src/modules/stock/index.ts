/**
 * Stock and allowances (decision 045): the only functions and SQL fragments that take, give back, add or remove
 * event stock, an option value's stock and a recipient's allowance. The lock order is at the top of stock.ts.
 */
export {
  addAllowances,
  addStockToEveryProduct,
  adjustEventStock,
  giveBackAllowance,
  giveBackStock,
  putDraftEventProduct,
  reopenAllowance,
  setAllowanceToSelectCnt,
  setOptionCount,
  takeAllowance,
  takeAllowanceSql,
  takeEventStockSql,
  takeOptionStockSql,
} from './stock';
