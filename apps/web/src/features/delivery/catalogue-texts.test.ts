import {
  ADDRESS_NEEDED_GUIDE,
  EVENT_DOCS_TEXT,
  formatOrderNo,
  GIFT_EXTRAS_TEXT,
  REFUND_GBN_LABEL,
  RETURN_FEE_DEDUCT_HINT,
  RETURN_FEE_METHOD_LABEL,
  RETURN_FEE_TEXT,
  RETURN_PHOTO_MAX_COUNT,
  RETURN_PHOTO_TEXT,
  RETURN_REASONS,
  RETURN_STATE_LABEL,
} from '@pcs/domain';
import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/texts';
import { DELIVERY_DIALOG_TEXT as D } from './texts';

// The recipient screens read these from the catalogue; in Korean they must stay the domain's and the back office's
// texts character for character (the API, the back office and the spec use the constants).
describe('delivery catalogue in Korean', () => {
  it('matches the domain texts it stands for', () => {
    expect(t('delivery.common.addrNeeded')).toBe(EVENT_DOCS_TEXT.addrNeeded);
    expect(t('delivery.common.addressNeededGuide')).toBe(ADDRESS_NEEDED_GUIDE);
    expect(t('delivery.detail.extrasPackage')).toBe(GIFT_EXTRAS_TEXT.packageLabel);
    expect(t('delivery.common.cardMsg')).toBe(GIFT_EXTRAS_TEXT.cardLabel);
    expect(t('delivery.common.orderNo', { estiSn: 12345 })).toBe(formatOrderNo(12345));
    expect(t('delivery.common.orderItemNo', { estiSn: 12345, estiItemSn: 67890 })).toBe(
      formatOrderNo(12345, 67890),
    );
  });

  it('names each return code as the domain does', () => {
    for (const [code, label] of Object.entries(REFUND_GBN_LABEL)) {
      expect(t(`delivery.refundGbn.${code}`)).toBe(label);
      expect(t(`delivery.returnDetail.title.${code}`)).toBe(`${label} 신청 상세`);
    }
    for (const [code, label] of Object.entries(RETURN_REASONS))
      expect(t(`delivery.returnReason.${code}`)).toBe(label);
    for (const [code, label] of Object.entries(RETURN_STATE_LABEL))
      expect(t(`delivery.returnState.${code}`)).toBe(label);
    for (const [code, label] of Object.entries(RETURN_FEE_METHOD_LABEL))
      expect(t(`delivery.returnFeeMethod.${code}`)).toBe(label);
    expect(t('delivery.return.deductHint')).toBe(RETURN_FEE_DEDUCT_HINT);
    expect(t('delivery.returnDetail.payFirst')).toBe(RETURN_FEE_TEXT.payFirst);
    expect(t('delivery.photos.tooMany', { max: RETURN_PHOTO_MAX_COUNT })).toBe(RETURN_PHOTO_TEXT.count);
    expect(t('delivery.photos.tooLarge')).toBe(RETURN_PHOTO_TEXT.size);
  });

  it('matches the dialog texts the back office keeps', () => {
    expect(t('delivery.dialog.returnRequested.RETURN')).toBe(D.returnRequested('RETURN'));
    expect(t('delivery.dialog.returnRequested.EXCHANGE')).toBe(D.returnRequested('EXCHANGE'));
    expect(t('delivery.dialog.returnEdited')).toBe(D.returnEdited);
    expect(t('delivery.dialog.withdrawConfirm')).toBe(D.withdrawConfirm);
    expect(t('delivery.dialog.withdrawn')).toBe(D.withdrawn);
    expect(t('delivery.dialog.cancelConfirm')).toBe(D.cancelConfirm);
    expect(t('delivery.dialog.cancelled')).toBe(D.cancelled(false));
    expect(t('delivery.dialog.cancelledPaymentPending')).toBe(D.cancelled(true));
    expect(t('delivery.dialog.addressEntered')).toBe(D.addressSaved(true));
    expect(t('delivery.dialog.addressChanged')).toBe(D.addressSaved(false));
    expect(t('delivery.dialog.cardMemoSaved')).toBe(D.cardMemoSaved);
  });
});
