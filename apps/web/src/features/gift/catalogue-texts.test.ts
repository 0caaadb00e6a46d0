import {
  CARD_MSG_MAX,
  EVENT_DOCS_TEXT,
  extraPriceText,
  formatOrderNo,
  GIFT_EXTRAS_TEXT,
  GIFT_MESSAGES,
  giftExtrasText,
  optionValueLabel,
  PAYMENT_FAIL_DEFAULT_TEXT,
  PAYMENT_TEXTS,
  PROD_READY_MESSAGES,
  SURVEY_COMMENT_MAX,
  SURVEY_MESSAGES,
} from '@pcs/domain';
import { CART_MESSAGES } from '@pcs/domain/contracts/cart';
import { describe, expect, it } from 'vitest';
import { optionValueText } from '../../components/ui/option-value-text';
import { formatsOf, t } from '../../i18n/texts';
import { orderNumber } from './components/gift-order-history-view';

/** The domain's texts shown on the recipient's gift screens come from the catalogue; in Korean they stay the spec's. */
const PAIRS: readonly [id: string, text: string][] = [
  ['gift.msg.allChosen', GIFT_MESSAGES.allChosen],
  ['gift.msg.productSoldOut', GIFT_MESSAGES.productSoldOut],
  ['gift.msg.eventNotOpen', GIFT_MESSAGES.eventNotOpen],
  ['gift.msg.optionRequired', GIFT_MESSAGES.optionRequired],
  ['gift.msg.usedElsewhere', GIFT_MESSAGES.usedElsewhere],
  ['gift.msg.usedElsewhereHelp', GIFT_MESSAGES.usedElsewhereHelp],
  ['gift.payment.overBudgetNotAllowed', PAYMENT_TEXTS.overBudgetNotAllowed],
  ['gift.payment.waiting', PAYMENT_TEXTS.waiting],
  ['gift.payment.failDefault', PAYMENT_FAIL_DEFAULT_TEXT],
  ['gift.cart.selectOne', CART_MESSAGES.selectOne],
  ['gift.ready.title', PROD_READY_MESSAGES.title],
  ['gift.ready.noProducts', PROD_READY_MESSAGES.noProducts],
  ['gift.sati.title', SURVEY_MESSAGES.title],
  ['gift.sati.scoreRequired', SURVEY_MESSAGES.scoreRequired],
  ['gift.sati.notApplied', SURVEY_MESSAGES.notApplied],
  ['gift.sati.thanks', SURVEY_MESSAGES.thanks],
  ['gift.sati.submit', SURVEY_MESSAGES.submit],
  ['gift.sati.noEvent', SURVEY_MESSAGES.noEvent],
  ['gift.cart.removeConfirm', CART_MESSAGES.removeConfirm],
  ['gift.cart.applyOne', CART_MESSAGES.applyOne],
  ['gift.cart.soldOutLine', CART_MESSAGES.soldOutLine],
  ['gift.cart.empty', CART_MESSAGES.empty],
  ['gift.extras.cardMsgRequired', GIFT_EXTRAS_TEXT.cardMsgRequired],
  ['gift.extras.free', GIFT_EXTRAS_TEXT.free],
  ['gift.extras.package', GIFT_EXTRAS_TEXT.packageLabel],
  ['gift.extras.card', GIFT_EXTRAS_TEXT.cardLabel],
];

describe('gift catalogue texts', () => {
  it.each(PAIRS)('%s is the domain text in Korean', (id, text) => {
    expect(t(id)).toBe(text);
  });

  it('words the values the domain words with a limit or an amount as it does', () => {
    expect(t('gift.extras.cardMsgTooLong', { max: CARD_MSG_MAX })).toBe(GIFT_EXTRAS_TEXT.cardMsgTooLong);
    expect(t('gift.extras.free')).toBe(extraPriceText(0));
    const ko = formatsOf('ko');
    for (const v of [
      { optNm: '빨강', addPrice: 0, soldOut: false },
      { optNm: 'L', addPrice: 3000, soldOut: false },
      { optNm: 'XL', addPrice: 5000, soldOut: true },
      { optNm: 'S', addPrice: 0, soldOut: true },
    ])
      expect(optionValueText(t, ko, v)).toBe(optionValueLabel(v));
    expect(t('gift.ready.notOpen', { when: '2026.12.02 09:00' })).toBe(
      PROD_READY_MESSAGES.notOpen('2026.12.02 09:00'),
    );
    expect(t('gift.sati.commentTooLong', { max: SURVEY_COMMENT_MAX })).toBe(SURVEY_MESSAGES.commentTooLong);
    expect(orderNumber(t, 1234, 99)).toBe(formatOrderNo(1234));
    expect(t('gift.history.addrNeeded')).toBe(
      `${EVENT_DOCS_TEXT.addrNeeded} (주문·배송 조회에서 입력해 주세요)`,
    );
    expect([t('gift.extras.package'), t('gift.extras.card')].join(' · ')).toBe(
      giftExtrasText({ packageYn: 'Y', cardYn: 'Y' }),
    );
  });
});
