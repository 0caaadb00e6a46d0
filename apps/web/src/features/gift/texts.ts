import { currentLanguage, formatsOf, t } from '../../i18n/texts';

/**
 * Confirms of the recipient's gift journey that only the web shows, named once (texts the API also sends are in
 * the domain's GIFT_MESSAGES and PAYMENT_TEXTS). Functions, read when the dialog opens, so they follow the language
 * chosen by then; the Korean texts are pinned by texts.test.ts.
 */
export const GIFT_DIALOG_TEXT = {
  overBudgetPayConfirm: (overAmount: number) =>
    t('gift.dialog.overBudgetPayConfirm', { amount: formatsOf(currentLanguage()).won(overAmount) }),
  applyConfirm: () => t('gift.dialog.applyConfirm'),
  cartAddedGoToCart: () => t('gift.dialog.cartAddedGoToCart'),
} as const;
