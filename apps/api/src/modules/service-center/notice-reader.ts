import { audienceOf, isOperatorAdmin, mayReadNotice } from '@pcs/domain';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { type NoticeReader, noticesOfFile } from './repository';

/** stored_file.accessScope of notice attachments: readable by the readers of a notice that lists them. */
export const NOTICE_FILE_SCOPE = 'NOTICE';

/** The caller as a notice reader (domain mayReadNotice, in the form the repository filters by). */
export const noticeReader = (caller: AuthUser): NoticeReader => ({
  seesAll: isOperatorAdmin(caller.authCd),
  audience: audienceOf(caller.authCd),
  cmpyCd: caller.cmpyCd,
});

/**
 * May the caller download a NOTICE-scoped file? The files module asks (app.ts gives it this as the scope's reader).
 * Yes when some live notice listing it is one they may read; a file of a deleted notice is nobody's but the operator
 * admins'.
 */
export async function mayReadNoticeFile(db: Executor, fileId: string, caller: AuthUser): Promise<boolean> {
  if (isOperatorAdmin(caller.authCd)) return true;
  const notices = await noticesOfFile(db, fileId);
  return notices.some((n) => mayReadNotice(n, caller));
}
