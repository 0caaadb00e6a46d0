import { PAYMENT_TEXTS } from '@pcs/domain';
import { deliveryAddressSchema } from '@pcs/domain/contracts/gift';
import { describe, expect, it } from 'vitest';
import { t } from '../i18n/texts';
import { type AddressField, addressIssueText } from './address/use-address-form';

/** The shared address and payment pieces say in Korean exactly what the domain says (decision 055). */
describe('common catalogue texts', () => {
  it("word each address refusal as deliveryAddressSchema's message", () => {
    const long = (n: number) => 'ㄱ'.repeat(n + 1);
    const bad = [
      { receiverNm: '', receiverTelNo: '010', zipCd: '12', addr: '', addrDtl: '', deliveryMemo: long(100) },
      {
        receiverNm: long(30),
        receiverTelNo: '02-123-4567',
        zipCd: 'abcde',
        addr: long(200),
        addrDtl: long(100),
        deliveryMemo: '',
      },
    ];
    let checked = 0;
    for (const values of bad) {
      const result = deliveryAddressSchema.safeParse(values);
      expect(result.success).toBe(false);
      for (const issue of result.error?.issues ?? []) {
        expect(addressIssueText(issue.path[0] as AddressField, issue)).toBe(issue.message);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(11);
  });

  it('keep the payment texts of the domain', () => {
    expect(t('common.payment.noOrderNumber')).toBe(PAYMENT_TEXTS.noOrderNumber);
  });
});
