import { INITIAL_SORT, PRICE_BANDS, type PriceBandValue } from '@pcs/domain';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Pager } from '../../../components/ui/pager';
import { SortBar } from '../../../components/ui/sort-bar';
import { loadTexts, showLanguage } from '../../../i18n/texts';
import { usePagerTexts, useSortBarTexts } from './list-texts';

/** The gift list's sort bar and pager (decision 055): the catalogue's words, the landing's Korean ones in Korean. */
function GiftControls({ band = null }: { band?: PriceBandValue }) {
  const sortTexts = useSortBarTexts();
  const pagerTexts = usePagerTexts();
  return (
    <>
      <SortBar
        sort={INITIAL_SORT}
        onToggle={() => undefined}
        band={band}
        onBand={() => undefined}
        texts={sortTexts}
      />
      <Pager page={1} pageCount={12} onPage={() => undefined} texts={pagerTexts} />
    </>
  );
}

afterEach(async () => {
  await showLanguage('ko');
});

describe('the sort bar and pager texts', () => {
  it("are in Korean the spec's words, the price options PRICE_BANDS' labels", () => {
    render(<GiftControls />);
    expect(screen.getByRole('group', { name: '정렬' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /최신순/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /가격순/ })).toBeTruthy();
    const bands = screen.getByRole('group', { name: '가격대' });
    expect([...bands.querySelectorAll('button')].map((b) => b.textContent)).toEqual(
      PRICE_BANDS.map((b) => b.label),
    );
    expect(screen.getByRole('navigation', { name: '페이지' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '이전 페이지 묶음' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '다음 페이지 묶음' })).toBeTruthy();
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
