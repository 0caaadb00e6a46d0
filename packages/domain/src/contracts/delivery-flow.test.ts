import { describe, expect, it } from 'vitest';
import { bulkActionRequestSchema, DELIVERY_FLOW_TEXT, myReturnRequestSchema } from './delivery-flow';
import { PAYMENT_REFUND_TEXT } from './payment';

describe('delivery request refusals', () => {
  it('words each once, for the screens and the API', () => {
    expect(DELIVERY_FLOW_TEXT).toEqual({
      targetRequired: '대상을 선택해주세요.',
      reasonRequired: '사유를 선택해주세요.',
      carrierRequired: '택배사를 선택해주세요.',
    });
    expect(PAYMENT_REFUND_TEXT).toEqual({
      amountRequired: '환불 금액을 입력해주세요.',
      reasonRequired: '환불 사유를 입력해주세요.',
    });
  });

  it('refuses an empty selection and a missing reason with those texts', () => {
    const bulk = bulkActionRequestSchema.safeParse({ lines: [], action: 'placeOrder' });
    expect(bulk.error?.issues[0]?.message).toBe(DELIVERY_FLOW_TEXT.targetRequired);
    const ret = myReturnRequestSchema.safeParse({
      estiSn: 1,
      estiItemSn: 1,
      refundGbn: 'RETURN',
      reasonCd: 'xx',
    });
    expect(ret.error?.issues[0]?.message).toBe(DELIVERY_FLOW_TEXT.reasonRequired);
  });
});
