import { and, asc, count, desc, eq, ilike, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like';
import {
  appUser,
  company,
  faq,
  notice,
  noticeFile,
  storedFile,
  supportQuestion,
} from '../../db/schema/index';

// ---------------------------------------------------------------------------------------------------------------
// Notices

/** Who is reading: operator admins see every notice; others their audience group and company (domain mayReadNotice). */
export type NoticeReader = { seesAll: boolean; audience: string | null; cmpyCd: string | null };

/** The SQL form of mayReadNotice, so paging counts only what the reader may open. */
function readableBy(reader: NoticeReader): SQL | undefined {
  if (reader.seesAll) return undefined;
  return and(
    or(
      sql`cardinality(${notice.audiences}) = 0`,
      reader.audience ? sql`${reader.audience} = any(${notice.audiences})` : sql`false`,
    ),
    reader.cmpyCd ? or(isNull(notice.cmpyCd), eq(notice.cmpyCd, reader.cmpyCd)) : isNull(notice.cmpyCd),
  );
}

export type NoticeSearch = { searchType: 'ALL' | 'TITLE' | 'CONTENT'; searchText: string | null };

function noticeWhere(reader: NoticeReader, search: NoticeSearch): SQL | undefined {
  const pattern = search.searchText ? containsPattern(search.searchText) : null;
  const matches = !pattern
    ? undefined
    : search.searchType === 'TITLE'
      ? ilike(notice.title, pattern)
      : search.searchType === 'CONTENT'
        ? ilike(notice.contentText, pattern)
        : or(ilike(notice.title, pattern), ilike(notice.contentText, pattern));
  return and(eq(notice.useYn, 'Y'), readableBy(reader), matches);
}

const fileCount = sql<number>`(select count(*)::int from ${noticeFile} where ${noticeFile.boardId} = ${notice.boardId})`;

const noticeColumns = {
  boardId: notice.boardId,
  title: notice.title,
  pinnedYn: notice.pinnedYn,
  viewCnt: notice.viewCnt,
  audiences: notice.audiences,
  cmpyCd: notice.cmpyCd,
  cmpyNm: company.cmpyNm,
  createdByNm: appUser.userNm,
  createdAt: notice.createdAt,
  updatedAt: notice.updatedAt,
  fileCount,
};

export async function countNotices(
  db: Executor,
  reader: NoticeReader,
  search: NoticeSearch,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notice).where(noticeWhere(reader, search));
  return row?.n ?? 0;
}

/** Pinned first, then newest. */
export const listNotices = (
  db: Executor,
  reader: NoticeReader,
  search: NoticeSearch,
  offset: number,
  limit: number,
) =>
  db
    .select(noticeColumns)
    .from(notice)
    .leftJoin(company, eq(company.cmpyCd, notice.cmpyCd))
    .leftJoin(appUser, eq(appUser.unqUserId, notice.createdBy))
    .where(noticeWhere(reader, search))
    .orderBy(desc(notice.pinnedYn), desc(notice.createdAt), desc(notice.boardId))
    .offset(offset)
    .limit(limit);

/** A notice in use, whoever may read it (the use case decides). */
export const findNotice = (db: Executor, boardId: number) =>
  db
    .select({ ...noticeColumns, contentHtml: notice.contentHtml })
    .from(notice)
    .leftJoin(company, eq(company.cmpyCd, notice.cmpyCd))
    .leftJoin(appUser, eq(appUser.unqUserId, notice.createdBy))
    .where(and(eq(notice.boardId, boardId), eq(notice.useYn, 'Y')))
    .then((rows) => rows[0] ?? null);

export const noticeFiles = (db: Executor, boardId: number) =>
  db
    .select({
      fileId: storedFile.fileId,
      originalName: storedFile.originalName,
      byteSize: storedFile.byteSize,
    })
    .from(noticeFile)
    .innerJoin(storedFile, eq(storedFile.fileId, noticeFile.fileId))
    .where(eq(noticeFile.boardId, boardId))
    .orderBy(asc(noticeFile.seqNo), asc(noticeFile.fileId));

export async function addNoticeView(db: Executor, boardId: number): Promise<void> {
  await db
    .update(notice)
    .set({ viewCnt: sql`${notice.viewCnt} + 1` })
    .where(eq(notice.boardId, boardId));
}

export type NoticeValues = {
  title: string;
  contentHtml: string;
  contentText: string;
  pinnedYn: string;
  audiences: string[];
  cmpyCd: string | null;
};

export async function insertNotice(
  db: Executor,
  values: NoticeValues & { createdBy: string; createdAt: Date },
): Promise<number> {
  const [row] = await db
    .insert(notice)
    .values({ ...values, updatedBy: values.createdBy, updatedAt: values.createdAt })
    .returning({ boardId: notice.boardId });
  return row!.boardId;
}

/** Updates a notice in use; false when there is none (deleted meanwhile). */
export async function updateNotice(
  db: Executor,
  boardId: number,
  values: NoticeValues & { updatedBy: string; updatedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(notice)
    .set(values)
    .where(and(eq(notice.boardId, boardId), eq(notice.useYn, 'Y')))
    .returning({ boardId: notice.boardId });
  return rows.length > 0;
}

export async function deleteNotice(db: Executor, boardId: number, by: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(notice)
    .set({ useYn: 'N', updatedBy: by, updatedAt: at })
    .where(and(eq(notice.boardId, boardId), eq(notice.useYn, 'Y')))
    .returning({ boardId: notice.boardId });
  return rows.length > 0;
}

export async function linkNoticeFiles(
  db: Executor,
  boardId: number,
  fileIds: readonly string[],
  firstSeq: number,
): Promise<void> {
  if (fileIds.length === 0) return;
  await db.insert(noticeFile).values(fileIds.map((fileId, i) => ({ boardId, fileId, seqNo: firstSeq + i })));
}

/** Drops the links to every attachment not kept; the files stay stored (an old link in a mail still 404s). */
export async function unlinkNoticeFiles(
  db: Executor,
  boardId: number,
  keep: readonly string[],
): Promise<void> {
  const others = keep.length > 0 ? notInArray(noticeFile.fileId, [...keep]) : undefined;
  await db.delete(noticeFile).where(and(eq(noticeFile.boardId, boardId), others));
}

/** The live notices that list a file, with what decides who reads them. */
export const noticesOfFile = (db: Executor, fileId: string) =>
  db
    .select({ audiences: notice.audiences, cmpyCd: notice.cmpyCd })
    .from(noticeFile)
    .innerJoin(notice, eq(notice.boardId, noticeFile.boardId))
    .where(and(eq(noticeFile.fileId, fileId), eq(notice.useYn, 'Y')));

export const companyExists = (db: Executor, cmpyCd: string) =>
  db
    .select({ cmpyCd: company.cmpyCd })
    .from(company)
    .where(eq(company.cmpyCd, cmpyCd))
    .then((rows) => rows.length > 0);

export const listCompanies = (db: Executor) =>
  db
    .select({ cmpyCd: company.cmpyCd, cmpyNm: company.cmpyNm })
    .from(company)
    .where(eq(company.useYn, 'Y'))
    .orderBy(asc(company.cmpyNm));

// ---------------------------------------------------------------------------------------------------------------
// FAQ

const faqColumns = {
  faqId: faq.faqId,
  faqCategoryCd: faq.faqCategoryCd,
  question: faq.question,
  answer: faq.answer,
  seqNo: faq.seqNo,
};

/** FAQs are few (tens): the whole matching list, by category then seqNo. */
export const listFaqs = (
  db: Executor,
  filter: { faqCategoryCd: string | null; searchText: string | null },
  limit: number,
) => {
  const pattern = filter.searchText ? containsPattern(filter.searchText) : null;
  return db
    .select(faqColumns)
    .from(faq)
    .where(
      and(
        eq(faq.useYn, 'Y'),
        filter.faqCategoryCd ? eq(faq.faqCategoryCd, filter.faqCategoryCd) : undefined,
        pattern ? or(ilike(faq.question, pattern), ilike(faq.answer, pattern)) : undefined,
      ),
    )
    .orderBy(asc(faq.faqCategoryCd), asc(faq.seqNo), asc(faq.faqId))
    .limit(limit);
};

export const findFaq = (db: Executor, faqId: number) =>
  db
    .select(faqColumns)
    .from(faq)
    .where(and(eq(faq.faqId, faqId), eq(faq.useYn, 'Y')))
    .then((rows) => rows[0] ?? null);

type FaqValues = { faqCategoryCd: string; question: string; answer: string; seqNo: number };

export async function insertFaq(db: Executor, values: FaqValues & { createdBy: string; at: Date }) {
  const [row] = await db
    .insert(faq)
    .values({ ...values, createdAt: values.at, updatedAt: values.at })
    .returning({ faqId: faq.faqId });
  return row!.faqId;
}

export async function updateFaq(
  db: Executor,
  faqId: number,
  values: FaqValues & { at: Date },
): Promise<boolean> {
  const { at, ...rest } = values;
  const rows = await db
    .update(faq)
    .set({ ...rest, updatedAt: at })
    .where(and(eq(faq.faqId, faqId), eq(faq.useYn, 'Y')))
    .returning({ faqId: faq.faqId });
  return rows.length > 0;
}

export async function deleteFaq(db: Executor, faqId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(faq)
    .set({ useYn: 'N', updatedAt: at })
    .where(and(eq(faq.faqId, faqId), eq(faq.useYn, 'Y')))
    .returning({ faqId: faq.faqId });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------------------
// One-to-one questions

const answerer = alias(appUser, 'answerer');

const questionColumns = {
  qnaSn: supportQuestion.qnaSn,
  unqUserId: supportQuestion.unqUserId,
  title: supportQuestion.title,
  status: supportQuestion.status,
  userNm: appUser.userNm,
  cmpyNm: company.cmpyNm,
  createdAt: supportQuestion.createdAt,
  answeredAt: supportQuestion.answeredAt,
};

/** null author: every question (operator admins). */
function questionWhere(author: string | null, status: string | null): SQL | undefined {
  return and(
    author ? eq(supportQuestion.unqUserId, author) : undefined,
    status ? eq(supportQuestion.status, status) : undefined,
  );
}

export async function countQuestions(db: Executor, author: string | null, status: string | null) {
  const [row] = await db.select({ n: count() }).from(supportQuestion).where(questionWhere(author, status));
  return row?.n ?? 0;
}

/** Newest first; waiting ones first for operator admins would hide the order people asked in, so: newest first. */
export const listQuestions = (
  db: Executor,
  author: string | null,
  status: string | null,
  offset: number,
  limit: number,
) =>
  db
    .select(questionColumns)
    .from(supportQuestion)
    .innerJoin(appUser, eq(appUser.unqUserId, supportQuestion.unqUserId))
    .leftJoin(company, eq(company.cmpyCd, supportQuestion.cmpyCd))
    .where(questionWhere(author, status))
    .orderBy(desc(supportQuestion.createdAt), desc(supportQuestion.qnaSn))
    .offset(offset)
    .limit(limit);

export const findQuestion = (db: Executor, qnaSn: number) =>
  db
    .select({
      ...questionColumns,
      question: supportQuestion.question,
      answer: supportQuestion.answer,
      answeredByNm: answerer.userNm,
    })
    .from(supportQuestion)
    .innerJoin(appUser, eq(appUser.unqUserId, supportQuestion.unqUserId))
    .leftJoin(company, eq(company.cmpyCd, supportQuestion.cmpyCd))
    .leftJoin(answerer, eq(answerer.unqUserId, supportQuestion.answeredBy))
    .where(eq(supportQuestion.qnaSn, qnaSn))
    .then((rows) => rows[0] ?? null);

export async function insertQuestion(
  db: Executor,
  values: { unqUserId: string; cmpyCd: string | null; title: string; question: string; createdAt: Date },
): Promise<number> {
  const [row] = await db.insert(supportQuestion).values(values).returning({ qnaSn: supportQuestion.qnaSn });
  return row!.qnaSn;
}

/** Sets the answer; returns the asker's contact for the notification, or null when there is no such question. */
export async function answerQuestion(
  db: Executor,
  qnaSn: number,
  values: { answer: string; answeredBy: string; answeredAt: Date },
) {
  const rows = await db
    .update(supportQuestion)
    .set({ ...values, status: 'ANSWERED' })
    .where(eq(supportQuestion.qnaSn, qnaSn))
    .returning({ unqUserId: supportQuestion.unqUserId });
  const asker = rows[0];
  if (!asker) return null;
  const [contact] = await db
    .select({ email: appUser.email, telNo: appUser.telNo, preferredLanguage: appUser.preferredLanguage })
    .from(appUser)
    .where(eq(appUser.unqUserId, asker.unqUserId));
  return contact ?? { email: null, telNo: null, preferredLanguage: null };
}
