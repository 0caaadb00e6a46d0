import {
  DELIVERY_FLOW_TEXT,
  formatWon,
  myReturnRequestSchema,
  RETURN_FEE_PAYER_LABEL,
  RETURN_FEE_TEXT,
  returnConfirmText,
} from '@pcs/domain';
import { describe, expect, it } from 'vitest';
import { t } from '../../../i18n/texts';
import { returnConfirmMessage } from './return-confirm';

// In Korean the recipient's confirm and refusals are the domain's texts, character for character.
describe('return request texts in Korean', () => {
  it('confirms as the domain does', () => {
    const cases = [
      { prodNm: '한우 세트', optNm: '1kg', quantity: 2, refundGbn: 'RETURN' as const, reasonCd: '01' },
      { prodNm: '한우 세트', refundGbn: 'EXCHANGE' as const, reasonCd: '02' },
      {
        prodNm: '과일 바구니',
        quantity: 1,
        refundGbn: 'RETURN' as const,
        reasonCd: '01',
        eventPayer: 'R',
        eventFee: 6000,
        feeMethod: 'DEDUCT',
        editing: true,
      },
      {
        prodNm: '과일 바구니',
        refundGbn: 'RETURN' as const,
        reasonCd: '99',
        eventFee: 3000,
        feeMethod: 'CARD',
      },
    ];
    for (const input of cases) expect(returnConfirmMessage(input, formatWon)).toBe(returnConfirmText(input));
  });

  it('names the fee payers as the domain does', () => {
    for (const [code, label] of Object.entries(RETURN_FEE_PAYER_LABEL))
      expect(t(`delivery.returnFeePayer.${code}`)).toBe(label);
  });

  it('refuses as the request schema does', () => {
    const base = { estiSn: 1, estiItemSn: 1, refundGbn: 'RETURN', reasonCd: '01', reason: '' };
    const message = (input: object) => myReturnRequestSchema.safeParse(input).error?.issues[0]?.message;
    expect(t('delivery.return.refundGbnRequired')).toBe(message({ ...base, refundGbn: 'X' }));
    expect(t('delivery.return.reasonRequired')).toBe(DELIVERY_FLOW_TEXT.reasonRequired);
    expect(t('delivery.return.reasonTooLong')).toBe(message({ ...base, reason: 'a'.repeat(501) }));
    expect(t('delivery.return.feeMethodRequired')).toBe(RETURN_FEE_TEXT.methodRequired);
  });
});
