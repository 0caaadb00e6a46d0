import type { Readable } from 'node:stream';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../http/auth-guard';
import { clientBillListXlsx } from './client-bill-xlsx';
import { type ClientBillListInput, listClientBills } from './list-client-bills';

/** Decision 037: the client bill list as xlsx — the same filters, every row (the list use case with EXPORT). */
export async function exportClientBillList(
  ctx: { db: Executor; now: () => Date },
  user: AuthUser,
  input: Omit<ClientBillListInput, 'requestType' | 'page' | 'pageSize'>,
): Promise<Readable> {
  const r = await listClientBills(ctx, user, { ...input, requestType: 'EXPORT' });
  return clientBillListXlsx(r.list);
}
