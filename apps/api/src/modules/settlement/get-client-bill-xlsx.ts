import type { Readable } from 'node:stream';
import type { ClientBillKey } from '@pcs/domain';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { assertBillReader, type ClientBillView, clientBillView } from './client-bill-view';
import { clientBillXlsx } from './client-bill-xlsx';

/** Decision 037: every line of the bill (or the draft) as xlsx; operators any company, a client manager their own. */
export async function getClientBillXlsx(
  deps: { db: Executor; now: () => Date },
  user: AuthUser,
  key: ClientBillKey,
): Promise<{ view: ClientBillView; xlsx: Readable }> {
  assertBillReader(user, key.cmpyCd);
  const view = await clientBillView(deps.db, key.cmpyCd, key.yyyymm, deps.now());
  return { view, xlsx: clientBillXlsx(view) };
}
