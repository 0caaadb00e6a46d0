import { z } from 'zod';
import {
  FAQ_CATEGORY_CDS,
  SERVICE_CENTER_LIMITS as LIMIT,
  SERVICE_CENTER_MESSAGES as M,
  NOTICE_AUDIENCE_VALUES,
  QNA_STATUS,
} from '../service-center';
import { optionalText, pageOf, serialId } from './envelope';

const pageIndex = z.coerce.number().int().min(0).max(100_000).default(0);
const yn = z.enum(['Y', 'N']);
const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

// ---------------------------------------------------------------------------------------------------------------
// Notices (spec §3 Notice, §7 getNoticeList, notice/detail, write, delete)

/** POST /v1/ebmp/pcs/board/getNoticeList.json: pinned first, then newest; 15 a page, 0-based. */
export const noticeListRequestSchema = z.object({
  searchType: z.enum(['ALL', 'TITLE', 'CONTENT']).default('ALL'),
  searchText: optionalText(LIMIT.search),
  page: pageIndex,
});
export type NoticeListRequest = z.input<typeof noticeListRequestSchema>;

export const noticeListItemSchema = z.object({
  boardId: z.number().int(),
  title: z.string(),
  pinnedYn: yn,
  fileCount: z.number().int(),
  viewCnt: z.number().int(),
  audiences: z.array(z.string()),
  cmpyNm: z.string().nullable(),
  createdByNm: z.string().nullable(),
  createdAt: z.string(),
});
export type NoticeListItem = z.infer<typeof noticeListItemSchema>;
export const noticeListReplySchema = pageOf(noticeListItemSchema);
export type NoticeListReply = z.infer<typeof noticeListReplySchema>;

export const noticeIdRequestSchema = z.object({ boardId: serialId('공지사항 번호를 확인해주세요.') });

export const noticeFileSchema = z.object({
  fileId: z.string(),
  originalName: z.string(),
  byteSize: z.number().int(),
});
export type NoticeFile = z.infer<typeof noticeFileSchema>;

/** POST /v1/ebmp/main/board/notice/detail.json: contentHtml was sanitized when it was saved. */
export const noticeDetailSchema = noticeListItemSchema.extend({
  contentHtml: z.string(),
  cmpyCd: z.string().nullable(),
  files: z.array(noticeFileSchema),
  updatedAt: z.string(),
});
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;

/**
 * POST (multipart) /v1/ebmp/main/board/notice/write.json: the form part `notice` holds this JSON, and each
 * attachment is a file part `files`. Without boardId it creates; with one it edits, keeping the attachments listed
 * in keepFileIds and dropping the others.
 */
export const noticeWriteRequestSchema = z.object({
  boardId: serialId('공지사항 번호를 확인해주세요.').nullable().optional(),
  title: requiredText(LIMIT.noticeTitle, M.noticeTitleRequired),
  contentHtml: requiredText(LIMIT.noticeHtml, M.noticeBodyRequired),
  pinnedYn: yn.default('N'),
  audiences: z.array(z.enum(NOTICE_AUDIENCE_VALUES)).max(NOTICE_AUDIENCE_VALUES.length).default([]),
  cmpyCd: optionalText(20),
  keepFileIds: z
    .array(z.string().regex(/^\d{1,20}$/, '파일 번호를 확인해주세요.'))
    .max(20)
    .default([]),
});
export type NoticeWriteRequest = z.input<typeof noticeWriteRequestSchema>;
export const noticeWriteReplySchema = z.object({ boardId: z.number().int() });

/** POST /v1/ebmp/main/board/notice/companies.json (operator admins): the companies a notice can be aimed at. */
export const noticeCompaniesReplySchema = z.array(z.object({ cmpyCd: z.string(), cmpyNm: z.string() }));

// ---------------------------------------------------------------------------------------------------------------
// FAQ

/** POST /v1/ebmp/pcs/board/faq/list.json: every FAQ of a category (or all), by seqNo; search in both texts. */
export const faqListRequestSchema = z.object({
  faqCategoryCd: z.enum(FAQ_CATEGORY_CDS).nullable().optional(),
  searchText: optionalText(LIMIT.search),
});
export type FaqListRequest = z.input<typeof faqListRequestSchema>;

export const faqSchema = z.object({
  faqId: z.number().int(),
  faqCategoryCd: z.string(),
  question: z.string(),
  answer: z.string(),
  seqNo: z.number().int(),
});
export type Faq = z.infer<typeof faqSchema>;
export const faqListReplySchema = z.object({ list: z.array(faqSchema), totalCount: z.number().int() });
export type FaqListReply = z.infer<typeof faqListReplySchema>;

export const faqIdRequestSchema = z.object({ faqId: serialId('FAQ 번호를 확인해주세요.') });

/** POST /v1/ebmp/pcs/board/faq/save.json (operator admins): creates without faqId, edits with one. */
export const faqSaveRequestSchema = z.object({
  faqId: serialId('FAQ 번호를 확인해주세요.').nullable().optional(),
  faqCategoryCd: z.enum(FAQ_CATEGORY_CDS, { error: M.faqCategoryRequired }),
  question: requiredText(LIMIT.faqQuestion, M.faqQuestionRequired),
  answer: requiredText(LIMIT.faqAnswer, M.faqAnswerRequired),
  seqNo: z.coerce.number().int().min(0).max(9999).default(0),
});
export type FaqSaveRequest = z.input<typeof faqSaveRequestSchema>;
export const faqSaveReplySchema = z.object({ faqId: z.number().int() });

// ---------------------------------------------------------------------------------------------------------------
// One-to-one questions of logged-in users (spec §1 "one-to-one support")

const qnaStatusSchema = z.enum([QNA_STATUS.waiting, QNA_STATUS.answered]);

/** POST /v1/ebmp/pcs/board/qna/list.json: the caller's own questions; operator admins see everyone's. */
export const qnaListRequestSchema = z.object({
  status: qnaStatusSchema.nullable().optional(),
  page: pageIndex,
});
export type QnaListRequest = z.input<typeof qnaListRequestSchema>;

export const qnaListItemSchema = z.object({
  qnaSn: z.number().int(),
  title: z.string(),
  status: qnaStatusSchema,
  /** The asker, for operator admins; the caller's own name otherwise. */
  userNm: z.string(),
  cmpyNm: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type QnaListItem = z.infer<typeof qnaListItemSchema>;
export const qnaListReplySchema = pageOf(qnaListItemSchema);
export type QnaListReply = z.infer<typeof qnaListReplySchema>;

export const qnaIdRequestSchema = z.object({ qnaSn: serialId('문의 번호를 확인해주세요.') });
export const qnaDetailSchema = qnaListItemSchema.extend({
  question: z.string(),
  answer: z.string().nullable(),
  answeredByNm: z.string().nullable(),
});
export type QnaDetail = z.infer<typeof qnaDetailSchema>;

/** POST /v1/ebmp/pcs/board/qna/write.json: any logged-in user asks. */
export const qnaWriteRequestSchema = z.object({
  title: requiredText(LIMIT.qnaTitle, M.qnaTitleRequired),
  question: requiredText(LIMIT.qnaQuestion, M.qnaQuestionRequired),
});
export type QnaWriteRequest = z.input<typeof qnaWriteRequestSchema>;
export const qnaWriteReplySchema = z.object({ qnaSn: z.number().int() });

/** POST /v1/ebmp/pcs/board/qna/answer.json (operator admins): answers (or corrects the answer) and notifies. */
export const qnaAnswerRequestSchema = z.object({
  qnaSn: serialId('문의 번호를 확인해주세요.'),
  answer: requiredText(LIMIT.qnaAnswer, M.qnaAnswerRequired),
});
export type QnaAnswerRequest = z.input<typeof qnaAnswerRequestSchema>;
