import { type Faq, type FaqListReply, SERVICE_CENTER_MESSAGES } from '@pcs/domain';
import type { Executor } from '../../db/client';
import { notFound } from '../../http/errors';
import { findFaq, listFaqs } from './repository';

/** FAQs are tens, not thousands; this cap only keeps a runaway table from making one huge reply. */
const FAQ_LIST_CAP = 500;

/** POST /v1/ebmp/pcs/board/faq/list.json (everyone logged in): a category's FAQs (or all), searched in both texts. */
export async function listFaqEntries(
  deps: { db: Executor },
  input: { faqCategoryCd?: string | null | undefined; searchText: string | null },
): Promise<FaqListReply> {
  const list = await listFaqs(
    deps.db,
    { faqCategoryCd: input.faqCategoryCd ?? null, searchText: input.searchText },
    FAQ_LIST_CAP,
  );
  return { list, totalCount: list.length };
}

/** POST /v1/ebmp/pcs/board/faq/detail.json (the edit form). */
export async function getFaq(deps: { db: Executor }, faqId: number): Promise<Faq> {
  const row = await findFaq(deps.db, faqId);
  if (!row) throw notFound(SERVICE_CENTER_MESSAGES.faqNotFound);
  return row;
}
