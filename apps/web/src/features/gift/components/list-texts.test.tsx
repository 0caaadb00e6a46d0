import { INITIAL_SORT, PRICE_BANDS, type PriceBandValue } from '@pcs/domain';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Pager } from '../../../components/ui/pager';
import { SortBar } from '../../../components/ui/sort-bar';
import { loadTexts, showLanguage } from '../../../i18n/texts';
import { LANDING_PAGER_TEXTS, LANDING_SORT_BAR_TEXTS } from '../../landing/texts';
import { usePagerTexts, useSortBarTexts } from './list-texts';

/** The gift list's sort bar and pager (decision 055): the catalogue's words, the landing's Korean ones in Korean. */
function GiftControls({ band = null }: { band?: PriceBandValue }) {
  const sortTexts = useSortBarTexts();
  const pagerTexts = usePagerTexts();
  return (
    <>
      <SortBar sort={INITIAL_SORT} onToggle={() => undefined} band={band} onBand={() => undefined} texts={sortTexts} />
      <Pager page={1} pageCount={12} onPage={() => undefined} texts={pagerTexts} />
    </>
  );
}

function LandingControls() {
  return (
    <>
      <SortBar
        sort={INITIAL_SORT}
        onToggle={() => undefined}
        band={null}
        onBand={() => undefined}
        texts={LANDING_SORT_BAR_TEXTS}
      />
      <Pager page={1} pageCount={12} onPage={() => undefined} texts={LANDING_PAGER_TEXTS} />
    </>
  );
}

afterEach(async () => {
  await showLanguage('ko');
});

describe('the sort bar and pager texts', () => {
  it('are in Korean exactly the landing words (the spec\'s, PRICE_BANDS labels for the price options)', () => {
    const gift = render(<GiftControls />).container.innerHTML;
    const landing = render(<LandingControls />).container.innerHTML;
    expect(gift).toBe(landing);
    expect(PRICE_BANDS.map((b) => LANDING_SORT_BAR_TEXTS.band(b.value))).toEqual([
      '전체',
      '~3만원',
      '3~5만원',
      '5~7만원',
      '7~10만원',
      '10만원~',
    ]);
    expect(screen.getAllByRole('navigation', { name: '페이지' })).toHaveLength(2);
  });

  it('follow the page language on the gift list', async () => {
    await loadTexts('common', 'vi');
    await loadTexts('gift', 'vi');
    await showLanguage('vi');
    render(<GiftControls />);
    expect(screen.getByRole('button', { name: /Mới nhất/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Giá/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dưới 30.000 ₩' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Trang' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Các trang tiếp theo' })).toBeTruthy();
  });
});
