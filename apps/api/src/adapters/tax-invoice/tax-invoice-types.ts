/**
 * The tax-invoice port (decision 037): an electronic 세금계산서 ASP. Popbill through its maintained SDK when its keys
 * are set, otherwise a built-in test provider with the same behaviour (issue, state, cancel) so the whole flow runs
 * on `npm start` and in tests. Our document key (mgtKey) is the provider's idempotency key: issuing a key that is
 * already issued answers that document instead of a second one.
 */
export type TaxInvoiceParty = {
  corpNum: string;
  corpName: string;
  ceoName: string;
  addr: string;
  bizType: string;
  bizClass: string;
  email: string;
};

/** 수정세금계산서 reasons of the National Tax Service: 3 환입 (goods returned), 4 계약의 해제 (sale cancelled). */
export const MODIFY_CODE = { returned: 3, contractCancelled: 4 } as const;
export type ModifyCode = (typeof MODIFY_CODE)[keyof typeof MODIFY_CODE];

export type TaxInvoiceDoc = {
  mgtKey: string;
  kind: 'NORMAL' | 'MODIFY';
  /** 작성일자 YYYYMMDD. */
  writeDt: string;
  supplyAmt: number;
  vatAmt: number;
  totalAmt: number;
  /** MODIFY only: the reason and the 승인번호 of the invoice it corrects. */
  modifyCode: ModifyCode | null;
  origNtsConfirmNum: string | null;
  invoicer: TaxInvoiceParty;
  invoicee: TaxInvoiceParty;
  itemName: string;
  remark: string;
};

export type TaxInvoiceState = {
  mgtKey: string;
  /** NONE: the provider has no such document. */
  state: 'ISSUED' | 'CANCELLED' | 'NONE';
  ntsConfirmNum: string | null;
};

/** A refusal or failure of the provider, with its code and (Korean) message. */
export class TaxInvoiceProviderError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'TaxInvoiceProviderError';
  }
}

export type TaxInvoiceProvider = {
  /** Stored in tax_invoice.provider. */
  name: 'POPBILL' | 'TESTTAX';
  issue: (doc: TaxInvoiceDoc) => Promise<{ ntsConfirmNum: string | null; existing: boolean }>;
  getState: (mgtKey: string) => Promise<TaxInvoiceState>;
  /** 발행 취소; a document already cancelled stays so (no error). */
  cancel: (mgtKey: string, memo: string) => Promise<void>;
};

/** What the test provider remembers across restarts: our own tax_invoice rows (no state of its own on disk). */
export type SavedTaxInvoiceLookup = (
  mgtKey: string,
) => Promise<{ stat: string; ntsConfirmNum: string | null } | null>;
