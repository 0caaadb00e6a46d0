import { describe, expect, it } from 'vitest';
import { contactInquirySchema } from '../contact';
import { SERIAL_ID_MAX, serialId } from './envelope';
import { themeSaveRequestSchema } from './event';
import { eventDocRequestSchema, purchaseOrderRequestSchema } from './event-docs';
import { goodsImportQuerySchema, goodsSaveRequestSchema } from './goods';
import { checkDeleteProdRequestSchema } from './landing';

const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('serialId: every serial id of a request fits a PostgreSQL integer column', () => {
  it('is the integer column range', () => {
    expect(SERIAL_ID_MAX).toBe(2 ** 31 - 1);
  });

  it('takes 1 .. 2,147,483,647, as numbers or digit strings (query strings and path parameters)', () => {
    const id = serialId();
    expect(id.parse(1)).toBe(1);
    expect(id.parse(2_147_483_647)).toBe(2_147_483_647);
    expect(id.parse('42')).toBe(42);
    expect(id.parse('2147483647')).toBe(2_147_483_647);
  });

  it('refuses what no row can have, with the Korean message', () => {
    const id = serialId();
    for (const bad of [0, -1, 1.5, 2_147_483_648, 99_999_999_999, '2147483648', 'abc', '', Number.NaN]) {
      const r = id.safeParse(bad);
      expect(r.success, String(bad)).toBe(false);
      expect(messageOf(r), String(bad)).toBe('번호를 확인해주세요.');
    }
  });

  it("says the caller's message when given one", () => {
    expect(messageOf(serialId('이벤트 번호를 확인해주세요.').safeParse(2_147_483_648))).toBe(
      '이벤트 번호를 확인해주세요.',
    );
  });

  it('bounds the ids of the requests that used to take any integer', () => {
    const tooLarge = 2_147_483_648;
    expect(eventDocRequestSchema.safeParse({ eventSn: tooLarge }).success).toBe(false);
    expect(purchaseOrderRequestSchema.safeParse({ eventSn: 1, vendorSn: tooLarge }).success).toBe(false);
    expect(checkDeleteProdRequestSchema.safeParse({ eventSn: 1, prodSn: tooLarge }).success).toBe(false);
    expect(goodsImportQuerySchema.safeParse({ vendorSn: String(tooLarge) }).success).toBe(false);
    expect(goodsSaveRequestSchema.shape.tempSnList.safeParse([tooLarge]).success).toBe(false);
    expect(goodsSaveRequestSchema.shape.vendorSn.safeParse(tooLarge).success).toBe(false);
    expect(contactInquirySchema.shape.prodSnList.safeParse([tooLarge]).success).toBe(false);
    expect(themeSaveRequestSchema.shape.tempSn.safeParse(100).success).toBe(false);
    expect(themeSaveRequestSchema.shape.tempSn.safeParse('99').success).toBe(true);
  });
});
