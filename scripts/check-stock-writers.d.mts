/** scripts/check-stock-writers.mjs: who writes stock and allowances (decision 045). */
export type StockWrite = { line: number; what: string };
export type StockWriter = StockWrite & { file: string; owner: boolean };
export const OWNER_DIR: string;
export function findWriters(text: string): StockWrite[];
export function scanStockWriters(base?: string): StockWriter[];
