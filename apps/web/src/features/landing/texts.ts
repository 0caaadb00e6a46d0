import { PRICE_BANDS } from '@pcs/domain';
import type { PagerTexts } from '../../components/ui/pager';
import type { SortBarTexts } from '../../components/ui/sort-bar';

/** Alerts of the landing site that only the web shows, named once (the spec's texts are in the domain's MSG). */
export const LANDING_DIALOG_TEXT = {
  /** A registered inquiry: the spec gives only the failure text, this success text is ours. */
  contactSent: '문의가 등록되었습니다. 담당자가 빠르게 연락드리겠습니다.',
} as const;

/**
 * The product lists' sort bar and pager on the landing: Korean, the spec's words (the price options are the domain's
 * PRICE_BANDS labels). The recipient's gift list passes the catalogue's instead (features/gift/components/list-texts).
 */
export const LANDING_SORT_BAR_TEXTS: SortBarTexts = {
  sort: '정렬',
  bands: '가격대',
  newest: '최신순',
  oldest: '오래된순',
  price: '가격순',
  priceLow: '낮은가격순',
  priceHigh: '높은가격순',
  band: (value) => PRICE_BANDS.find((b) => b.value === value)?.label ?? '',
};

export const LANDING_PAGER_TEXTS: PagerTexts = {
  label: '페이지',
  prevBlock: '이전 페이지 묶음',
  nextBlock: '다음 페이지 묶음',
};

/** What a screen reader hears while the landing's goods load (the recipient pages take theirs from the catalogue). */
export const LANDING_LOADING_PRODUCTS = '상품을 불러오는 중';
