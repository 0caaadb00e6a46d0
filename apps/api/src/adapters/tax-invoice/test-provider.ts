import { createHash } from 'node:crypto';
import {
  type SavedTaxInvoiceLookup,
  type TaxInvoiceDoc,
  type TaxInvoiceProvider,
  TaxInvoiceProviderError,
  type TaxInvoiceState,
} from './tax-invoice-types';

/**
 * The built-in tax-invoice provider (like the card payment's test provider): it checks a document as an ASP would,
 * answers a 국세청 승인번호-like number (작성일 + 41000000 + 8 digits, derived from the document key so a repeated
 * issue answers the same document), knows the state and cancels. What it issued in this process it keeps in memory;
 * after a restart it reads the state back from our tax_invoice rows (`lookup`), so `npm start` survives restarts.
 */
export function testTaxInvoiceProvider(lookup: SavedTaxInvoiceLookup): TaxInvoiceProvider {
  const docs = new Map<string, { ntsConfirmNum: string; state: 'ISSUED' | 'CANCELLED' }>();

  const stateOf = async (mgtKey: string): Promise<TaxInvoiceState> => {
    const mem = docs.get(mgtKey);
    if (mem) return { mgtKey, state: mem.state, ntsConfirmNum: mem.ntsConfirmNum };
    const saved = await lookup(mgtKey);
    if (saved?.ntsConfirmNum && (saved.stat === 'ISSUED' || saved.stat === 'CANCELLED'))
      return { mgtKey, state: saved.stat, ntsConfirmNum: saved.ntsConfirmNum };
    return { mgtKey, state: 'NONE', ntsConfirmNum: null };
  };

  return {
    name: 'TESTTAX',
    issue: async (doc) => {
      const existing = await stateOf(doc.mgtKey);
      if (existing.state === 'CANCELLED')
        throw new TaxInvoiceProviderError(
          -11000011,
          '발행 취소된 문서번호입니다. 다른 문서번호로 발행하세요.',
        );
      if (existing.state === 'ISSUED') return { ntsConfirmNum: existing.ntsConfirmNum, existing: true };
      checkDoc(doc);
      const ntsConfirmNum = confirmNumOf(doc);
      docs.set(doc.mgtKey, { ntsConfirmNum, state: 'ISSUED' });
      return { ntsConfirmNum, existing: false };
    },
    getState: stateOf,
    cancel: async (mgtKey) => {
      const s = await stateOf(mgtKey);
      if (s.state === 'NONE')
        throw new TaxInvoiceProviderError(-11000010, '해당 문서번호의 세금계산서가 없습니다.');
      docs.set(mgtKey, { ntsConfirmNum: s.ntsConfirmNum ?? '', state: 'CANCELLED' });
    },
  };
}

/** '20261127' + '41000000' + 8 digits from the document key: unique per key, the same for a repeat. */
function confirmNumOf(doc: TaxInvoiceDoc): string {
  const h = createHash('sha256').update(doc.mgtKey).digest();
  const digits = String(h.readUInt32BE(0) % 100_000_000).padStart(8, '0');
  return `${doc.writeDt}41000000${digits}`;
}

/** The checks an ASP makes before it accepts a document (Popbill-like codes and messages). */
function checkDoc(doc: TaxInvoiceDoc): void {
  const fail = (message: string) => {
    throw new TaxInvoiceProviderError(-99999999, message);
  };
  if (!/^[A-Za-z0-9_-]{1,24}$/.test(doc.mgtKey))
    fail('문서번호는 1~24자리 영문, 숫자, -, _ 로 구성해야 합니다.');
  if (!/^\d{8}$/.test(doc.writeDt)) fail('작성일자가 올바르지 않습니다.');
  for (const [who, p] of [
    ['공급자', doc.invoicer],
    ['공급받는자', doc.invoicee],
  ] as const) {
    if (!/^\d{10}$/.test(p.corpNum)) fail(`${who} 사업자번호가 올바르지 않습니다.`);
    if (!p.corpName.trim()) fail(`${who} 상호가 입력되지 않았습니다.`);
    if (!p.ceoName.trim()) fail(`${who} 대표자 성명이 입력되지 않았습니다.`);
  }
  if (!/^[^@\s]+@[^@\s]+$/.test(doc.invoicee.email)) fail('공급받는자 이메일이 올바르지 않습니다.');
  if (doc.supplyAmt + doc.vatAmt !== doc.totalAmt) fail('공급가액과 세액의 합이 합계금액과 다릅니다.');
  if (doc.kind === 'MODIFY' && (!doc.origNtsConfirmNum || doc.modifyCode === null))
    fail('수정세금계산서는 수정사유와 당초 승인번호가 필요합니다.');
  if (doc.kind === 'NORMAL' && doc.totalAmt <= 0)
    fail('합계금액이 0원 이하인 세금계산서는 발행할 수 없습니다.');
}
