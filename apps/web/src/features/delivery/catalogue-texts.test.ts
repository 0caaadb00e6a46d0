import { ADDRESS_NEEDED_GUIDE, EVENT_DOCS_TEXT, formatOrderNo, GIFT_EXTRAS_TEXT } from '@pcs/domain';
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

  it('matches the dialog texts the back office keeps', () => {
    expect(t('delivery.dialog.cancelConfirm')).toBe(D.cancelConfirm);
    expect(t('delivery.dialog.cancelled')).toBe(D.cancelled(false));
    expect(t('delivery.dialog.cancelledPaymentPending')).toBe(D.cancelled(true));
    expect(t('delivery.dialog.addressEntered')).toBe(D.addressSaved(true));
    expect(t('delivery.dialog.addressChanged')).toBe(D.addressSaved(false));
    expect(t('delivery.dialog.cardMemoSaved')).toBe(D.cardMemoSaved);
  });
});
