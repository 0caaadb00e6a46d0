import { formatNumber, TAX_PATH, type TaxSendCheckReply, taxSendCheckReplySchema } from '@pcs/domain';
import { callApi } from '../../lib/api-client';
import { confirmMessage } from '../../lib/dialog';

type Target = { eventSn: number } | { ruleSn: number; occurrenceSns?: number[] | null };

/** POST tax/sendCheck.json: who a send would take past a limit; acknowledge Y records that the sender went ahead. */
export const checkTaxSend = (target: Target, acknowledge: 'Y' | 'N' = 'N') =>
  callApi(TAX_PATH.sendCheck, { body: { ...target, acknowledge }, schema: taxSendCheckReplySchema });

/** The confirm's text: the server's message, then one line per person and limit passed. */
export function taxWarningText(replies: readonly TaxSendCheckReply[]): string {
  const message = replies
    .map((r) => r.message)
    .filter(Boolean)
    .join('\n');
  const lines = replies.flatMap((r) =>
    r.warnings.map(
      (w) =>
        `· ${w.userNm}: ${w.limitLabel} 한도 ${formatNumber(w.limitAmt)}원, 기지급 ${formatNumber(w.givenBefore)}원, ` +
        `초과 ${formatNumber(w.excess)}원, 추가 부가세 ${formatNumber(w.addedVat)}원`,
    ),
  );
  return [message, '', ...lines, '', '그래도 발송하시겠습니까?'].join('\n');
}

/** What a send may do after the check: record the acknowledgement of the warnings shown (nothing when none). */
export type TaxSendGo = { warned: boolean; acknowledge: () => Promise<void> };

/**
 * The warning before a send (decision 051): asks the server who would pass a VAT or 경조 limit; with warnings, a
 * confirm lists them. Resolves null on 취소 (nothing is sent); otherwise the caller goes on as before and calls
 * `acknowledge` just before it sends, which asks again with acknowledge Y so the server records the warning.
 * A refused check throws like any call.
 */
export async function confirmTaxSend(targets: readonly Target[]): Promise<TaxSendGo | null> {
  const replies = await Promise.all(targets.map((t) => checkTaxSend(t)));
  const warned = targets.filter((_, i) => (replies[i]?.warnings.length ?? 0) > 0);
  if (warned.length === 0) return { warned: false, acknowledge: async () => undefined };
  if (!(await confirmMessage(taxWarningText(replies.filter((r) => r.warnings.length > 0))))) return null;
  return {
    warned: true,
    acknowledge: async () => {
      await Promise.all(warned.map((t) => checkTaxSend(t, 'Y')));
    },
  };
}
