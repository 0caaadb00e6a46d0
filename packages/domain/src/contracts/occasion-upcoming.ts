import { z } from 'zod';
import { OCCASION_TYPES } from '../occasion';
import { OCCURRENCE_STATES, UPCOMING_LIMITS, UPCOMING_MESSAGES } from '../occasion-upcoming';
import { cmpyCdSchema } from './company';
import { optionalText, pageOf, serialId } from './envelope';
import { type ExportColumn, excelYmdHms } from './excel-columns';
import { listRequestSchemas } from './list';

/**
 * /occasion/upcoming (decision 036): the next 30 days of occasion gifts, with approve, skip and send-now, for
 * operators (15, 99999: every company) and client managers (25: their own company). Paths in the style of spec §7.
 */
export const OCCASION_UPCOMING_PATH = {
  list: '/v1/ebmp/pcs/occasion/upcoming/list.json',
  excel: '/v1/ebmp/pcs/occasion/upcoming/excel.json',
  filterOptions: '/v1/ebmp/pcs/occasion/upcoming/filterOptions.json',
  approve: '/v1/ebmp/pcs/occasion/upcoming/approve.json',
  skip: '/v1/ebmp/pcs/occasion/upcoming/skip.json',
  sendNow: '/v1/ebmp/pcs/occasion/upcoming/sendNow.json',
} as const;

const M = UPCOMING_MESSAGES;
const occurrenceSn = serialId(M.notFound);
const emptyAsNull = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .nullable()
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v));

/** The list is always in send order; sendAt is the one sort a header click turns around. */
export const UPCOMING_SORT_FIELDS = ['sendAt'] as const;
export const upcomingFilterShape = {
  /** Operators: the companies (empty = every company). A client manager's list is their own company whatever it says. */
  cmpyCds: z.array(cmpyCdSchema).max(200).optional(),
  occasionType: emptyAsNull(z.enum(OCCASION_TYPES)),
  statCd: emptyAsNull(z.enum(OCCURRENCE_STATES)),
  ruleSn: emptyAsNull(serialId('규칙 번호를 확인해주세요.')),
  /** The person's name, anywhere in it. */
  userNm: optionalText(50),
};
const upcomingListSchemas = listRequestSchemas(upcomingFilterShape, UPCOMING_SORT_FIELDS);
export const upcomingListRequestSchema = upcomingListSchemas.list;
/** The Excel download: the same filters, requestType EXPORT and a download reason (the file names people). */
export const upcomingExcelRequestSchema = upcomingListSchemas.excel;
export type UpcomingListRequest = z.input<typeof upcomingListRequestSchema>;
export type UpcomingExcelRequest = z.input<typeof upcomingExcelRequestSchema>;

/**
 * One gift of the list. Names follow the back office's masking (personal-data.ts: in full for the client manager,
 * masked for operators); the occasion's day of a birthday has no year except for operators (occasionDayText).
 */
export const upcomingRowSchema = z.object({
  occurrenceSn: z.number().int(),
  cmpyCd: z.string(),
  cmpyNm: z.string(),
  userId: z.string(),
  userNm: z.string(),
  grupNm: z.string().nullable(),
  occasionType: z.enum(OCCASION_TYPES),
  /** occurrenceTitleText: '생일', '입사 10주년', '조사 (부모)'. */
  occasionNm: z.string(),
  /** occasionDayText: '양력 5월 2일' (a birthday), '음력 11월 5일 (올해 양력 12월 24일)', '2026.12.03'. */
  occasionDayText: z.string(),
  ruleSn: z.number().int(),
  ruleNm: z.string(),
  /** The planned send day and instant, KST: YYYYMMDD and YYYYMMDDHHMISS. */
  sendDt: z.string(),
  sendAt: z.string(),
  /** sendMoveText: why a weekend or a holiday moved the send day ('주말이라 12월 24일 목요일로 앞당김'), else null. */
  sendMoveText: z.string().nullable(),
  /** Not sent though its time has passed (waiting for approval, or the clock has not reached it yet). */
  overdue: z.boolean(),
  /** Y: a life event registered after its day, sent at once. */
  lateYn: z.enum(['Y', 'N']),
  statCd: z.enum(OCCURRENCE_STATES),
  statNm: z.string(),
  /** Sent gifts: whether the recipient has chosen it; null before it is sent. */
  claimed: z.boolean().nullable(),
  /** When it was sent (YYYYMMDDHHMISS, KST). */
  sentAt: z.string().nullable(),
  skipReason: z.string().nullable(),
});
export type UpcomingRow = z.infer<typeof upcomingRowSchema>;

export const upcomingStateCountSchema = z.object({
  statCd: z.enum(OCCURRENCE_STATES),
  statNm: z.string(),
  count: z.number().int(),
});
/** A page, the send days covered, and the count per state under every filter but the state (the screen's tabs). */
export const upcomingListReplySchema = pageOf(upcomingRowSchema).extend({
  fromDt: z.string(),
  toDt: z.string(),
  /** The first day of the recent past whose sent gifts are listed too (30 days before fromDt). */
  recentFromDt: z.string(),
  counts: z.array(upcomingStateCountSchema),
});
export type UpcomingListReply = z.infer<typeof upcomingListReplySchema>;

/** The rules to filter by: the caller's companies' rules, deleted ones marked (their gifts may still be listed). */
export const upcomingFilterOptionsReplySchema = z.object({
  rules: z.array(
    z.object({
      ruleSn: z.number().int(),
      ruleNm: z.string(),
      cmpyCd: z.string(),
      cmpyNm: z.string(),
      occasionType: z.enum(OCCASION_TYPES),
      delYn: z.enum(['Y', 'N']),
    }),
  ),
});
export type UpcomingFilterOptions = z.infer<typeof upcomingFilterOptionsReplySchema>;

/** 승인 of the chosen rows (one or many): each waiting gift is scheduled; the others are reported, not changed. */
export const upcomingApproveRequestSchema = z.object({
  occurrenceSns: z
    .array(occurrenceSn, M.targetRequired)
    .min(1, M.targetRequired)
    .max(UPCOMING_LIMITS.approveMax, M.tooMany)
    .transform((v) => [...new Set(v)]),
});
export type UpcomingApproveRequest = z.input<typeof upcomingApproveRequestSchema>;
export const upcomingApproveReplySchema = z.object({
  approved: z.number().int(),
  refused: z.array(z.object({ occurrenceSn: z.number().int(), message: z.string() })),
});
export type UpcomingApproveReply = z.infer<typeof upcomingApproveReplySchema>;

/** 건너뛰기 with its reason (required). */
export const upcomingSkipRequestSchema = z.object({
  occurrenceSn,
  skipReason: z
    .string(M.skipReasonRequired)
    .trim()
    .min(1, M.skipReasonRequired)
    .max(UPCOMING_LIMITS.skipReasonMax, M.skipReasonTooLong),
});
export type UpcomingSkipRequest = z.input<typeof upcomingSkipRequestSchema>;

/** 지금 발송. */
export const upcomingSendNowRequestSchema = z.object({ occurrenceSn });
export type UpcomingSendNowRequest = z.input<typeof upcomingSendNowRequestSchema>;

/** The gift's state after a skip or a send-now (SENT when the send went through at once). */
export const upcomingActionReplySchema = z.object({
  occurrenceSn: z.number().int(),
  statCd: z.enum(OCCURRENCE_STATES),
  statNm: z.string(),
});
export type UpcomingActionReply = z.infer<typeof upcomingActionReplySchema>;

/** The Excel download's columns: what the list shows, in its words. */
export const UPCOMING_EXPORT_COLUMNS: readonly ExportColumn<UpcomingRow>[] = [
  { header: '발송 예정일시', width: 20, value: (r) => excelYmdHms(r.sendAt) },
  { header: '상태', width: 10, value: (r) => r.statNm },
  { header: '수령', width: 8, value: (r) => (r.claimed === null ? null : r.claimed ? '수령' : '미수령') },
  { header: '회사', width: 18, value: (r) => r.cmpyNm },
  { header: '이름', width: 12, value: (r) => r.userNm },
  { header: '아이디', width: 18, value: (r) => r.userId },
  { header: '그룹', width: 16, value: (r) => r.grupNm },
  { header: '경조사', width: 16, value: (r) => r.occasionNm },
  { header: '경조사일', width: 18, value: (r) => r.occasionDayText },
  { header: '규칙', width: 24, value: (r) => r.ruleNm },
  { header: '발송일시', width: 20, value: (r) => excelYmdHms(r.sentAt) },
  { header: '건너뛴 사유', width: 30, value: (r) => r.skipReason },
];
export const UPCOMING_EXPORT_FILE = '경조사예정목록';
