import type { PriceBandValue } from '@pcs/domain';
import type { PagerTexts } from '../../../components/ui/pager';
import type { SortBarTexts } from '../../../components/ui/sort-bar';
import { useT } from '../../../i18n/texts';

/** The gift list's sort bar and pager in the page's language (decision 055); the landing passes its Korean. */
export function useSortBarTexts(): SortBarTexts {
  const t = useT();
  // One text per price option (PRICE_BANDS' values); Korean keeps the spec's labels (~3만원 ...).
  const bands: Record<string, string> = {
    null: t('gift.sort.bandAll'),
    2: t('gift.sort.bandUnder3'),
    3: t('gift.sort.band3to5'),
    5: t('gift.sort.band5to7'),
    7: t('gift.sort.band7to10'),
    10: t('gift.sort.bandOver10'),
  };
  return {
    sort: t('gift.sort.label'),
    bands: t('gift.sort.bands'),
    newest: t('gift.sort.newest'),
    oldest: t('gift.sort.oldest'),
    price: t('gift.sort.price'),
    priceLow: t('gift.sort.priceLow'),
    priceHigh: t('gift.sort.priceHigh'),
    band: (value: PriceBandValue) => bands[String(value)] ?? '',
  };
}

export function usePagerTexts(): PagerTexts {
  const t = useT();
  return {
    label: t('gift.pager.label'),
    prevBlock: t('gift.pager.prevBlock'),
    nextBlock: t('gift.pager.nextBlock'),
  };
}
