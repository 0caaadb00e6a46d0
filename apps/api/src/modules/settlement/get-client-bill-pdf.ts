import type { ClientBillKey } from '@pcs/domain';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { renderClientBillPdf } from './client-bill-pdf';
import { assertBillReader, type ClientBillView, clientBillView } from './client-bill-view';

/** Decision 037: the bill (or the draft) as a PDF; operators any company, a client manager their own. */
export async function getClientBillPdf(
  deps: { db: Executor; now: () => Date },
  user: AuthUser,
  key: ClientBillKey,
): Promise<{ view: ClientBillView; pdf: Buffer }> {
  assertBillReader(user, key.cmpyCd);
  const view = await clientBillView(deps.db, key.cmpyCd, key.yyyymm, deps.now());
  return { view, pdf: await renderClientBillPdf(view, deps.now()) };
}
