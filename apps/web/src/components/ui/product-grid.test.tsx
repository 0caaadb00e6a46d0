import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MOBILE_PER_ROW, ProductGrid, ProductGridSkeleton } from './product-grid';

const items = [1, 2, 3, 4, 5].map((prodSn) => ({ prodSn, prodNm: `상품 ${prodSn}` }));
const renderItem = (p: { prodNm: string }) => <span>{p.prodNm}</span>;

describe('ProductGrid (spec §2: rows of 4, the last row padded)', () => {
  it('renders each product through renderItem and pads the last row with empty cells', () => {
    const { container } = render(<ProductGrid items={items} perRow={4} renderItem={renderItem} />);
    const list = screen.getByRole('list');
    expect(within(list).getByText('상품 1')).toBeTruthy();
    expect(within(list).getByText('상품 5')).toBeTruthy();
    expect(container.querySelectorAll('li')).toHaveLength(8);
    const empty = container.querySelectorAll('li[data-empty-cell]');
    expect(empty).toHaveLength(3);
    for (const cell of empty) expect(cell.getAttribute('aria-hidden')).toBe('true');
    expect(list.style.getPropertyValue('--per-row')).toBe('4');
  });

  it('leaves a list that only appends open, in mobile columns', () => {
    const { container } = render(
      <ProductGrid items={items} perRow={MOBILE_PER_ROW} padded={false} renderItem={renderItem} />,
    );
    expect(container.querySelectorAll('li')).toHaveLength(5);
    expect(container.querySelectorAll('li[data-empty-cell]')).toHaveLength(0);
    expect(screen.getByRole('list').style.getPropertyValue('--per-row')).toBe('2');
  });

  it('puts the data attributes a screen asks for on the list and the cells', () => {
    const { container } = render(
      <ProductGrid
        items={items}
        perRow={2}
        padded={false}
        listData={{ 'data-mobile-list': true }}
        cellData={(p) => ({ 'data-page': p.prodSn === 3 ? 2 : undefined })}
        renderItem={renderItem}
      />,
    );
    expect(container.querySelectorAll('[data-mobile-list] > li')).toHaveLength(5);
    expect(container.querySelector('li[data-page="2"]')?.textContent).toBe('상품 3');
    expect(container.querySelectorAll('li[data-page]')).toHaveLength(1);
  });

  it('shows placeholders in the same columns while loading', () => {
    render(
      <ProductGridSkeleton
        perRow={4}
        count={8}
        renderCell={() => <span>…</span>}
        label="상품을 불러오는 중"
      />,
    );
    const list = screen.getByRole('list', { name: '상품을 불러오는 중' });
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
  });
});
