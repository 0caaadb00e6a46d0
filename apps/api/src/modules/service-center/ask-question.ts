import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../http/auth-guard';
import { insertQuestion } from './repository';

/** POST /v1/ebmp/pcs/board/qna/write.json: a logged-in user's one-to-one question, kept with their company. */
export async function askQuestion(
  deps: Pick<AppDeps, 'db' | 'now'>,
  caller: AuthUser,
  input: { title: string; question: string },
): Promise<{ qnaSn: number }> {
  const qnaSn = await insertQuestion(deps.db, {
    unqUserId: caller.unqUserId,
    cmpyCd: caller.cmpyCd,
    title: input.title,
    question: input.question,
    createdAt: deps.now(),
  });
  return { qnaSn };
}
