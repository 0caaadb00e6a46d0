import type { formatsOf, Translate } from '../../i18n/texts';

/**
 * An option value as a select lists it on the recipient's screens (the domain's optionValueLabel in Korean): the
 * vendor's name as given, what it adds to the price and whether it is sold out, in the recipient's language.
 */
export function optionValueText(
  t: Translate,
  f: ReturnType<typeof formatsOf>,
  v: { optNm: string; addPrice: number; soldOut: boolean },
): string {
  const priced =
    v.addPrice > 0 ? t('common.option.addPrice', { name: v.optNm, price: f.won(v.addPrice) }) : v.optNm;
  return v.soldOut ? t('common.option.soldOut', { option: priced }) : priced;
}
