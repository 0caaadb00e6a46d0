import {
  clampPageIndex,
  isOperatorAdmin,
  PAGE_SIZE,
  type QnaDetail,
  type QnaListItem,
  type QnaListReply,
  type QnaStatus,
  SERVICE_CENTER_MESSAGES,
} from '@pcs/domain';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { countQuestions, findQuestion, listQuestions } from './repository';

type Row = Awaited<ReturnType<typeof listQuestions>>[number];

const toItem = (r: Row): QnaListItem => ({
  qnaSn: r.qnaSn,
  title: r.title,
  status: r.status as QnaStatus,
  userNm: r.userNm,
  cmpyNm: r.cmpyNm,
  createdAt: r.createdAt.toISOString(),
  answeredAt: r.answeredAt?.toISOString() ?? null,
});

/** Operator admins read every question; anyone else only their own. */
const authorFilter = (caller: AuthUser): string | null =>
  isOperatorAdmin(caller.authCd) ? null : caller.unqUserId;

/** POST /v1/ebmp/pcs/board/qna/list.json: newest first, 15 a page. */
export async function listQuestionPage(
  deps: { db: Executor },
  caller: AuthUser,
  input: { status?: QnaStatus | null | undefined; page: number },
): Promise<QnaListReply> {
  const author = authorFilter(caller);
  const status = input.status ?? null;
  const totalCount = await countQuestions(deps.db, author, status);
  const page = clampPageIndex(input.page, totalCount);
  const rows = await listQuestions(deps.db, author, status, page * PAGE_SIZE, PAGE_SIZE);
  return { list: rows.map(toItem), totalCount, page, pageSize: PAGE_SIZE };
}

/** POST /v1/ebmp/pcs/board/qna/detail.json: someone else's question answers like a missing one. */
export async function getQuestion(
  deps: { db: Executor },
  caller: AuthUser,
  qnaSn: number,
): Promise<QnaDetail> {
  const row = await findQuestion(deps.db, qnaSn);
  const author = authorFilter(caller);
  if (!row || (author !== null && row.unqUserId !== author))
    throw notFound(SERVICE_CENTER_MESSAGES.qnaNotFound);
  return { ...toItem(row), question: row.question, answer: row.answer, answeredByNm: row.answeredByNm };
}
