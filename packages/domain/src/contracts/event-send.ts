import { z } from 'zod';
import {
  EVENT_SEND_MESSAGES,
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
  messageTextProblem,
  REMINDER_DAYS,
  SEND_CHANNELS,
  SEND_KINDS,
  SEND_TARGETS,
  SURVEY_COMMENT_MAX,
  SURVEY_MAX_SCORE,
  SURVEY_MESSAGES,
} from '../event-send';
import { unqUserIdSchema } from './company-group';
import { serialId } from './envelope';
import { funnelFilterSchema } from './funnel';
import { pagingShape } from './list';

/** Paths of invitations and reminders (ours, in the spec's style). Kept here so the event work does not collide in API_PATH. */
export const EVENT_SEND_PATH = {
  preview: '/v1/ebmp/pcs/eventSend/preview.json',
  send: '/v1/ebmp/pcs/eventSend/send.json',
  history: '/v1/ebmp/pcs/eventSend/history.json',
  messages: '/v1/ebmp/pcs/eventSend/messages.json',
  notApplied: '/v1/ebmp/pcs/eventSend/notApplied.json',
  reminderList: '/v1/ebmp/pcs/eventSend/reminder/list.json',
  reminderSave: '/v1/ebmp/pcs/eventSend/reminder/save.json',
  reminderDelete: '/v1/ebmp/pcs/eventSend/reminder/delete.json',
  satiTarget: '/v1/ebmp/pcs/gift/sati/target.json',
  satiSave: '/v1/ebmp/pcs/gift/sati/save.json',
  prodReady: '/v1/ebmp/pcs/gift/prodReady.json',
  evalutionList: '/v1/ebmp/pcs/event/evalution/list.json',
  evalutionDetail: '/v1/ebmp/pcs/event/evalution/detail.json',
} as const;

const sn = serialId();
const userIdList = z.array(unqUserIdSchema).max(100_000);

// Control characters never get this far: the app refuses them in every body (findControlCharacter).
const messageText = (max: number, tooLong: string) => z.string().max(max, tooLong).nullable().optional();

/**
 * The sender's own text (the send pop-ups' editor): absent or null means the default of the kind. Variables as
 * MESSAGE_VARIABLES; the body keeps the link and the close time. Shared by the pop-ups and the not-applied reminder.
 */
export const messageTextShape = {
  /** The mail subject (other channels ignore it). */
  subject: messageText(MESSAGE_SUBJECT_MAX, EVENT_SEND_MESSAGES.subjectTooLong),
  body: messageText(MESSAGE_BODY_MAX, EVENT_SEND_MESSAGES.bodyTooLong),
};
export const refineMessageText = <T extends { subject?: string | null; body?: string | null }>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  const problem = messageTextProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
};

/** Who and how: shared by the preview and the send. */
export const sendTargetShape = {
  eventSn: sn,
  kind: z.enum(SEND_KINDS).default('INVITE'),
  channel: z.enum(SEND_CHANNELS),
  target: z.enum(SEND_TARGETS),
  grupCd: z.string().max(20).nullable().optional(),
  unqUserIds: userIdList.nullable().optional(),
  /** Only those a claim-funnel filter lists (decision 053), within the target: the funnel's targeted reminder. */
  funnelFilter: funnelFilterSchema.nullish(),
  /** Y: recipients still in their first login get a new initial password in the message (a one-time secret). */
  issuePwdYn: z.enum(['Y', 'N']).default('N'),
  ...messageTextShape,
};
const refineTarget = <
  T extends {
    target: string;
    grupCd?: string | null;
    unqUserIds?: string[] | null;
    subject?: string | null;
    body?: string | null;
  },
>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  refineMessageText(v, ctx);
  if (v.target === 'GROUP' && !v.grupCd)
    ctx.addIssue({ code: 'custom', message: EVENT_SEND_MESSAGES.groupRequired, path: ['grupCd'] });
  if (v.target === 'USERS' && !v.unqUserIds?.length)
    ctx.addIssue({ code: 'custom', message: EVENT_SEND_MESSAGES.usersRequired, path: ['unqUserIds'] });
};

export const sendPreviewRequestSchema = z.object(sendTargetShape).superRefine(refineTarget);
export type SendPreviewRequest = z.input<typeof sendPreviewRequestSchema>;

export const previewMessageSchema = z.object({
  unqUserId: z.string(),
  userNm: z.string(),
  /** The phone or mail address, masked. */
  recipient: z.string(),
  channel: z.string(),
  /** SMS or LMS for the SMS channel (and the alimtalk fallback), else null. */
  smsKind: z.enum(['SMS', 'LMS']).nullable(),
  subject: z.string().nullable(),
  body: z.string(),
});
export const sendPreviewReplySchema = z.object({
  recipientCnt: z.number().int(),
  /** The channel the messages go by: SMS for an alimtalk whose text was edited (templates are fixed). */
  sendChannel: z.enum(SEND_CHANNELS),
  /** Phone channels: the most bytes the text takes for any of the recipients (SMS up to 90, LMS up to 2,000). */
  maxBytes: z.number().int().nullable(),
  /** Recipients without a phone (SMS, alimtalk) or a mail address: left out of the send. */
  noContactCnt: z.number().int(),
  sampleList: z.array(previewMessageSchema),
});
export type SendPreviewReply = z.infer<typeof sendPreviewReplySchema>;

export const sendRequestSchema = z
  .object({
    ...sendTargetShape,
    /** ISO instant; null or absent: now. */
    sendAt: z.iso.datetime({ offset: true }).nullable().optional(),
    /** Made once per pop-up opening: a repeated submit of the same request queues nothing more. */
    requestKey: z.string().min(8).max(64),
  })
  .superRefine(refineTarget);
export type SendRequest = z.input<typeof sendRequestSchema>;
export const sendReplySchema = z.object({
  eventSendSn: z.number().int(),
  recipientCnt: z.number().int(),
  duplicateYn: z.enum(['Y', 'N']),
});

export const sendHistoryRequestSchema = z.object({ eventSn: sn, ...pagingShape });
export const sendHistoryItemSchema = z.object({
  eventSendSn: z.number().int(),
  kind: z.string(),
  channel: z.string(),
  target: z.string(),
  grupCd: z.string().nullable(),
  sendAt: z.string(),
  recipientCnt: z.number().int(),
  queuedCnt: z.number().int(),
  sentCnt: z.number().int(),
  failedCnt: z.number().int(),
  fallbackCnt: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type SendHistoryItem = z.infer<typeof sendHistoryItemSchema>;
export const sendHistoryReplySchema = z.object({
  list: z.array(sendHistoryItemSchema),
  totalCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const sendMessagesRequestSchema = z.object({
  eventSn: sn,
  eventSendSn: sn.nullable().optional(),
  status: z.enum(['QUEUED', 'SENT', 'FAILED']).nullable().optional(),
  ...pagingShape,
});
export const sendMessageItemSchema = z.object({
  id: z.number().int(),
  eventSendSn: z.number().int(),
  unqUserId: z.string().nullable(),
  userNm: z.string(),
  recipient: z.string(),
  channel: z.string(),
  fallbackFrom: z.string().nullable(),
  status: z.string(),
  lastError: z.string().nullable(),
  sendAt: z.string(),
  sentAt: z.string().nullable(),
});
export type SendMessageItem = z.infer<typeof sendMessageItemSchema>;
export const sendMessagesReplySchema = z.object({
  list: z.array(sendMessageItemSchema),
  totalCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const notAppliedRequestSchema = z.object({ eventSn: sn, ...pagingShape });
export const notAppliedItemSchema = z.object({
  unqUserId: z.string(),
  userNm: z.string(),
  telNo: z.string(),
  grupNm: z.string().nullable(),
  lastInviteAt: z.string().nullable(),
});
export const notAppliedReplySchema = z.object({
  list: z.array(notAppliedItemSchema),
  totalCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const reminderSchema = z.object({
  reminderSn: z.number().int(),
  eventSn: z.number().int(),
  daysBefore: z.number().int(),
  channel: z.string(),
  dueAt: z.string(),
  doneAt: z.string().nullable(),
  eventSendSn: z.number().int().nullable(),
});
export type Reminder = z.infer<typeof reminderSchema>;
export const reminderListRequestSchema = z.object({ eventSn: sn });
export const reminderListReplySchema = z.object({ reminderList: z.array(reminderSchema) });
export const reminderSaveRequestSchema = z.object({
  eventSn: sn,
  daysBefore: z
    .number()
    .int()
    .refine((d) => (REMINDER_DAYS as readonly number[]).includes(d)),
  channel: z.enum(SEND_CHANNELS),
});
export const reminderDeleteRequestSchema = z.object({ reminderSn: sn });

// Satisfaction survey (/gift/sati, /m/gift/sati)
export const satiTargetRequestSchema = z.object({ eventSn: sn.nullable().optional() });
export const satiTargetSchema = z.object({
  eventSn: z.number().int(),
  eventNm: z.string(),
  cmpyNm: z.string(),
  answeredYn: z.enum(['Y', 'N']),
  score: z.number().int().nullable(),
  comment: z.string().nullable(),
});
export type SatiTarget = z.infer<typeof satiTargetSchema>;
export const satiTargetReplySchema = z.object({ eventList: z.array(satiTargetSchema) });
export const satiSaveRequestSchema = z.object({
  eventSn: sn,
  score: z
    .number(SURVEY_MESSAGES.scoreRequired)
    .int(SURVEY_MESSAGES.scoreRequired)
    .min(1, SURVEY_MESSAGES.scoreRequired)
    .max(SURVEY_MAX_SCORE, SURVEY_MESSAGES.scoreRequired),
  comment: z.string().trim().max(SURVEY_COMMENT_MAX, SURVEY_MESSAGES.commentTooLong).default(''),
});
export type SatiSaveRequest = z.input<typeof satiSaveRequestSchema>;

// Product-ready (/gift/prod-ready, /m/prod-ready)
export const prodReadyRequestSchema = z.object({ eventSn: sn.nullable().optional() });
export const prodReadyReplySchema = z.object({
  event: z
    .object({
      eventSn: z.number().int(),
      eventNm: z.string(),
      cmpyNm: z.string(),
      startDt: z.string(),
      startTm: z.string(),
      endDt: z.string(),
      endTm: z.string(),
      greeting: z.string().nullable(),
      reason: z.enum(['NOT_OPEN', 'NO_PRODUCTS', 'OPEN']),
    })
    .nullable(),
});
export type ProdReply = z.infer<typeof prodReadyReplySchema>;

// Survey results (/event/evalution)
export const evalutionListRequestSchema = z.object({
  cmpyCd: z.string().max(20).nullable().optional(),
  searchEventNm: z.string().max(100).nullable().optional(),
  ...pagingShape,
});
export const evalutionItemSchema = z.object({
  eventSn: z.number().int(),
  eventNm: z.string(),
  cmpyCd: z.string(),
  cmpyNm: z.string(),
  startDt: z.string(),
  startTm: z.string(),
  endDt: z.string(),
  endTm: z.string(),
  answerCnt: z.number().int(),
  averageScore: z.number().nullable(),
});
export type EvalutionItem = z.infer<typeof evalutionItemSchema>;
export const evalutionListReplySchema = z.object({
  list: z.array(evalutionItemSchema),
  totalCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const evalutionDetailRequestSchema = z.object({ eventSn: sn });
export const evalutionDetailReplySchema = z.object({
  eventSn: z.number().int(),
  eventNm: z.string(),
  cmpyNm: z.string(),
  answerCnt: z.number().int(),
  averageScore: z.number().nullable(),
  /** Counts of 1 to 5 stars, index 0 = 1 star. */
  distribution: z.array(z.number().int()).length(SURVEY_MAX_SCORE),
  commentList: z.array(
    z.object({ userNm: z.string(), score: z.number().int(), comment: z.string(), createdAt: z.string() }),
  ),
});
export type EvalutionDetail = z.infer<typeof evalutionDetailReplySchema>;
