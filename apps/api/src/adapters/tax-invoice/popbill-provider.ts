import type { Config } from '../../config';
import { lazyModule } from '../../lib/lazy-module';
import {
  MODIFY_CODE,
  type TaxInvoiceDoc,
  type TaxInvoiceParty,
  type TaxInvoiceProvider,
  TaxInvoiceProviderError,
  type TaxInvoiceState,
} from './tax-invoice-types';

/** The part of Popbill's Node SDK (npm `popbill`, linkhub-sa/popbill.nodejs) this adapter calls. */
type PopbillError = { code: number; message: string };
type Callback<T> = (result: T) => void;
type PopbillTaxinvoiceService = {
  registIssue: (
    corpNum: string,
    taxinvoice: Record<string, unknown>,
    writeSpecification: boolean,
    forceIssue: boolean,
    memo: string,
    emailSubject: string,
    dealInvoiceMgtKey: string,
    userId: string,
    success: Callback<{ code: number; message: string; ntsConfirmNum?: string }>,
    error: Callback<PopbillError>,
  ) => void;
  getInfo: (
    corpNum: string,
    keyType: 'SELL',
    mgtKey: string,
    userId: string,
    success: Callback<{ stateCode: number; ntsconfirmNum?: string; ntsConfirmNum?: string }>,
    error: Callback<PopbillError>,
  ) => void;
  cancelIssue: (
    corpNum: string,
    keyType: 'SELL',
    mgtKey: string,
    memo: string,
    userId: string,
    success: Callback<{ code: number; message: string }>,
    error: Callback<PopbillError>,
  ) => void;
};
type PopbillModule = {
  config: (c: Record<string, unknown>) => void;
  TaxinvoiceService: () => PopbillTaxinvoiceService;
};

/** The SDK is loaded on the first invoice (lib/lazy-module.ts); most servers never issue one. */
const popbillSdk = lazyModule<PopbillModule>('popbill');

/** Popbill's stateCode: 3xx issued (300 발행완료, 304 전송완료, ...), 6xx issue cancelled. */
const stateOf = (stateCode: number): TaxInvoiceState['state'] =>
  stateCode >= 600 && stateCode < 700 ? 'CANCELLED' : stateCode >= 300 && stateCode < 400 ? 'ISSUED' : 'NONE';

const party = (prefix: 'invoicer' | 'invoicee', p: TaxInvoiceParty) => ({
  [`${prefix}CorpNum`]: p.corpNum,
  [`${prefix}CorpName`]: p.corpName,
  [`${prefix}CEOName`]: p.ceoName,
  [`${prefix}Addr`]: p.addr,
  [`${prefix}BizType`]: p.bizType,
  [`${prefix}BizClass`]: p.bizClass,
  [prefix === 'invoicer' ? 'invoicerEmail' : 'invoiceeEmail1']: p.email,
});

/** Our document as Popbill's Taxinvoice object: 정발행, 과세, 청구, one line per invoice. */
export function popbillTaxinvoice(doc: TaxInvoiceDoc, corpNum: string): Record<string, unknown> {
  return {
    writeDate: doc.writeDt,
    chargeDirection: '정과금',
    issueType: '정발행',
    purposeType: '청구',
    taxType: '과세',
    ...party('invoicer', { ...doc.invoicer, corpNum }),
    invoicerMgtKey: doc.mgtKey,
    invoiceeType: '사업자',
    ...party('invoicee', doc.invoicee),
    supplyCostTotal: String(doc.supplyAmt),
    taxTotal: String(doc.vatAmt),
    totalAmount: String(doc.totalAmt),
    remark1: doc.remark,
    ...(doc.kind === 'MODIFY'
      ? { modifyCode: doc.modifyCode ?? MODIFY_CODE.returned, orgNTSConfirmNum: doc.origNtsConfirmNum }
      : {}),
    detailList: [
      {
        serialNum: 1,
        purchaseDT: doc.writeDt,
        itemName: doc.itemName,
        supplyCost: String(doc.supplyAmt),
        tax: String(doc.vatAmt),
      },
    ],
  };
}

export function popbillProvider(keys: NonNullable<Config['popbill']>): TaxInvoiceProvider {
  let service: PopbillTaxinvoiceService | null = null;
  const svc = () => {
    if (!service) {
      const sdk = popbillSdk();
      sdk.config({
        LinkID: keys.linkId,
        SecretKey: keys.secretKey,
        IsTest: keys.isTest,
        IPRestrictOnOff: true,
        UseStaticIP: false,
        UseLocalTimeYN: true,
        // The SDK logs through this by default; our caller turns the error into a reply and logs no document.
        defaultErrorHandler: () => {},
      });
      service = sdk.TaxinvoiceService();
    }
    return service;
  };
  const call = <T>(run: (ok: Callback<T>, fail: Callback<PopbillError>) => void) =>
    new Promise<T>((resolve, reject) =>
      run(resolve, (e) => reject(new TaxInvoiceProviderError(e.code, e.message))),
    );

  const getState = async (mgtKey: string): Promise<TaxInvoiceState> => {
    try {
      const info = await call<{ stateCode: number; ntsconfirmNum?: string; ntsConfirmNum?: string }>(
        (ok, fail) => svc().getInfo(keys.corpNum, 'SELL', mgtKey, keys.userId, ok, fail),
      );
      return {
        mgtKey,
        state: stateOf(info.stateCode),
        ntsConfirmNum: info.ntsconfirmNum ?? info.ntsConfirmNum ?? null,
      };
    } catch (error) {
      // An unknown document key is an error at Popbill; to us it is a document that does not exist.
      if (error instanceof TaxInvoiceProviderError) return { mgtKey, state: 'NONE', ntsConfirmNum: null };
      throw error;
    }
  };

  return {
    name: 'POPBILL',
    issue: async (doc) => {
      try {
        const r = await call<{ code: number; message: string; ntsConfirmNum?: string }>((ok, fail) =>
          svc().registIssue(
            keys.corpNum,
            popbillTaxinvoice(doc, keys.corpNum),
            false,
            false,
            '',
            '',
            '',
            keys.userId,
            ok,
            fail,
          ),
        );
        return { ntsConfirmNum: r.ntsConfirmNum ?? null, existing: false };
      } catch (error) {
        // A repeat after a lost answer: the key is in use. If that document is issued, it is ours.
        const existing = await getState(doc.mgtKey);
        if (existing.state === 'ISSUED') return { ntsConfirmNum: existing.ntsConfirmNum, existing: true };
        throw error;
      }
    },
    getState,
    cancel: async (mgtKey, memo) => {
      const s = await getState(mgtKey);
      if (s.state === 'CANCELLED') return;
      await call((ok, fail) => svc().cancelIssue(keys.corpNum, 'SELL', mgtKey, memo, keys.userId, ok, fail));
    },
  };
}
