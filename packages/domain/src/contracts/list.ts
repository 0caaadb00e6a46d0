import { z } from 'zod';
import { PAGE_SIZE } from '../constants';
import { EXCEL_MESSAGES } from '../org-messages';
import { yyyymmdd } from './envelope';

/**
 * Building block "List screens" (ARCHITECTURE): every back-office list takes its filters, 0-based paging and a
 * sort in one zod schema; its Excel download sends the same filters with requestType EXPORT (no paging, a row cap)
 * and, since the file holds personal data, a download reason that the access log keeps.
 */
export const REQUEST_TYPE = { list: 'LIST', export: 'EXPORT' } as const;

export const SORT_ORDER = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDER)[number];

/** Paging of a list request; page beyond the last is clamped by the server. */
export const pagingShape = {
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
};

/** spec §5: the use-status filter options all (empty), Y and N; empty and null both mean all. */
export const useYnFilter = z
  .union([z.literal(''), z.enum(['Y', 'N'])])
  .nullable()
  .optional()
  .transform((v) => (v === 'Y' || v === 'N' ? v : null));

export const ynSchema = z.enum(['Y', 'N'], EXCEL_MESSAGES.yn);

/** The reason a personal-data download is made (Korean privacy practice): 5 to 200 characters. */
export const downloadReasonSchema = z
  .string(EXCEL_MESSAGES.downloadReasonRequired)
  .trim()
  .min(5, EXCEL_MESSAGES.downloadReasonRequired)
  .max(200);

export const exportShape = {
  requestType: z.literal(REQUEST_TYPE.export),
  downloadReason: downloadReasonSchema,
};

const DATE_ORDER_TEXT = '조회 시작일이 종료일보다 늦습니다.';

/**
 * The two request schemas of one list: `list` (paged, requestType LIST or absent) and `excel` (requestType EXPORT and
 * a download reason). `dateRanges` are the spec §3 date filters (<name>Start / <name>End, yyyymmdd) whose order is
 * checked.
 */
/* @__NO_SIDE_EFFECTS__ */
export function listRequestSchemas<S extends z.ZodRawShape, F extends readonly [string, ...string[]]>(
  filters: S,
  sortFields: F,
  dateRanges: readonly string[] = [],
) {
  const sort = {
    sortField: z.enum(sortFields).optional(),
    sortOrder: z.enum(SORT_ORDER).default('desc'),
  };
  const checkRanges = (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    for (const name of dateRanges) {
      const start = value[`${name}Start`];
      const end = value[`${name}End`];
      if (typeof start === 'string' && typeof end === 'string' && start > end)
        ctx.addIssue({ code: 'custom', message: DATE_ORDER_TEXT, path: [`${name}Start`] });
    }
  };
  const list = z
    .object({ ...filters, ...sort, ...pagingShape, requestType: z.literal(REQUEST_TYPE.list).optional() })
    .superRefine(checkRanges);
  const excel = z.object({ ...filters, ...sort, ...exportShape }).superRefine(checkRanges);
  return { list, excel };
}

/** A spec §3 date range filter pair, e.g. dateRange('frstRgstDt') -> frstRgstDtStart / frstRgstDtEnd. */
export const dateRangeShape = /* @__NO_SIDE_EFFECTS__ */ <N extends string>(name: N) =>
  ({
    [`${name}Start`]: yyyymmdd.nullable().optional(),
    [`${name}End`]: yyyymmdd.nullable().optional(),
  }) as Record<`${N}Start` | `${N}End`, z.ZodOptional<z.ZodNullable<typeof yyyymmdd>>>;
