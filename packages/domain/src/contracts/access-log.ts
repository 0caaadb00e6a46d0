import { z } from 'zod';
import { ACCESS_ACTION, ACCESS_TARGET } from '../personal-data';
import { optionalText, pageOf } from './envelope';
import { dateRangeShape, listRequestSchemas } from './list';

const actionSchema = z.enum(Object.values(ACCESS_ACTION) as [string, ...string[]]);
const targetSchema = z.enum(Object.values(ACCESS_TARGET) as [string, ...string[]]);

/**
 * POST /v1/ebmp/pcs/manage/accessLog/list.json and .../accessLog/excel.json (operator admins 15, 99999): who read,
 * downloaded or imported personal data, when, from which list, how many rows, and why (Korean privacy practice).
 */
export const ACCESS_LOG_SORT_FIELDS = ['inputDt'] as const;
export const accessLogFilterShape = {
  /** The actor's name or login ID. */
  searchText: optionalText(50),
  action: z
    .union([z.literal(''), actionSchema])
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  target: z
    .union([z.literal(''), targetSchema])
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  /** When it happened (spec §3 inputDt range). */
  ...dateRangeShape('inputDt'),
};
const accessLogSchemas = listRequestSchemas(accessLogFilterShape, ACCESS_LOG_SORT_FIELDS, ['inputDt']);
export const accessLogListRequestSchema = accessLogSchemas.list;
export const accessLogExcelRequestSchema = accessLogSchemas.excel;
export type AccessLogListRequest = z.input<typeof accessLogListRequestSchema>;

export const accessLogRowSchema = z.object({
  logSn: z.number().int(),
  actorUnqUserId: z.string(),
  actorUserId: z.string().nullable(),
  actorNm: z.string().nullable(),
  actorAuthCd: z.string(),
  action: z.string(),
  actionNm: z.string(),
  target: z.string(),
  targetNm: z.string(),
  /** The company whose data it was, when one (a detail, a one-company list). */
  cmpyCd: z.string().nullable(),
  /** The record read (a detail) or null for a list. */
  targetId: z.string().nullable(),
  rowCount: z.number().int(),
  reason: z.string().nullable(),
  /** YYYYMMDDHHMISS (KST). */
  accessDt: z.string(),
});
export type AccessLogRow = z.infer<typeof accessLogRowSchema>;
export const accessLogListReplySchema = pageOf(accessLogRowSchema);
