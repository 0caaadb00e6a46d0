import { type faqSaveRequestSchema, SERVICE_CENTER_MESSAGES } from '@pcs/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../http/auth-guard';
import { notFound } from '../../http/errors';
import { insertFaq, deleteFaq as markDeleted, updateFaq } from './repository';

/**
 * POST /v1/ebmp/pcs/board/faq/save.json (operator admins): creates without faqId, edits with one. Answers are plain
 * text (shown with their line breaks), so nothing needs sanitizing.
 */
export async function saveFaq(
  deps: Pick<AppDeps, 'db' | 'now'>,
  caller: AuthUser,
  input: z.output<typeof faqSaveRequestSchema>,
): Promise<{ faqId: number }> {
  const { faqId, ...values } = input;
  const at = deps.now();
  if (!faqId) return { faqId: await insertFaq(deps.db, { ...values, createdBy: caller.unqUserId, at }) };
  if (!(await updateFaq(deps.db, faqId, { ...values, at })))
    throw notFound(SERVICE_CENTER_MESSAGES.faqNotFound);
  return { faqId };
}

/** POST /v1/ebmp/pcs/board/faq/delete.json (operator admins). */
export async function deleteFaq(deps: Pick<AppDeps, 'db' | 'now'>, faqId: number): Promise<void> {
  if (!(await markDeleted(deps.db, faqId, deps.now()))) throw notFound(SERVICE_CENTER_MESSAGES.faqNotFound);
}
