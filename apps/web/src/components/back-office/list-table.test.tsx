import { fireEvent, screen, within } from '@testing-library/react';
import type { TableColumnsType } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { renderBackOffice } from '../../test/render-back-office';
import { ListTable } from './list-table';

type Row = { id: string; name: string };
const columns: TableColumnsType<Row> = [
  { title: '코드', dataIndex: 'id', key: 'id' },
  { title: '이름', dataIndex: 'name', key: 'name', sorter: true },
];
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `C${i}`, name: `회사${i}` }));
const base = {
  columns,
  label: '회사 목록',
  loading: false,
  failed: false,
  page: 1,
  sort: { sortField: null, sortOrder: 'desc' as const },
  rowKey: (r: Row) => r.id,
};

describe('ListTable (building block "List screens")', () => {
  it('shows the total and a page of rows; a page click asks for that page', () => {
    const onPage = vi.fn();
    renderBackOffice(
      <ListTable<Row>
        {...base}
        data={{ list: rows(15), totalCount: 40 }}
        onPage={onPage}
        onSort={() => {}}
      />,
    );
    const panel = screen.getByRole('region', { name: '회사 목록' });
    expect(within(panel).getByText('40')).toBeTruthy();
    expect(within(panel).getAllByRole('row')).toHaveLength(16);
    fireEvent.click(within(panel).getByTitle('3'));
    expect(onPage).toHaveBeenCalledWith(3);
  });

  it('a sortable header asks the server to sort by its key', () => {
    const onSort = vi.fn();
    renderBackOffice(
      <ListTable<Row> {...base} data={{ list: rows(2), totalCount: 2 }} onPage={() => {}} onSort={onSort} />,
    );
    fireEvent.click(screen.getByRole('columnheader', { name: /이름/ }));
    expect(onSort).toHaveBeenCalledWith('name', 'desc');
  });

  it('an empty result says so; before the first reply no total is claimed; a failure shows no rows', () => {
    const { rerender } = renderBackOffice(
      <ListTable<Row> {...base} data={undefined} onPage={() => {}} onSort={() => {}} />,
    );
    expect(screen.queryByText(/총/)).toBeNull();
    rerender(
      <ListTable<Row> {...base} data={{ list: [], totalCount: 0 }} onPage={() => {}} onSort={() => {}} />,
    );
    expect(screen.getAllByText('조회된 내역이 없습니다.').length).toBeGreaterThan(0);
    rerender(
      <ListTable<Row>
        {...base}
        data={{ list: rows(3), totalCount: 3 }}
        failed
        onPage={() => {}}
        onSort={() => {}}
      />,
    );
    expect(screen.queryByText('회사0')).toBeNull();
  });

  it('a row that opens on click opens from the keyboard: it takes focus, Enter or Space on it opens it', () => {
    const onRowClick = vi.fn();
    renderBackOffice(
      <ListTable<Row>
        {...base}
        columns={[
          ...columns,
          { title: '관리', key: 'edit', render: () => <button type="button">수정</button> },
        ]}
        data={{ list: rows(2), totalCount: 2 }}
        onPage={() => {}}
        onSort={() => {}}
        onRowClick={onRowClick}
      />,
    );
    const row = screen.getByRole('row', { name: /회사1/ });
    expect(row.tabIndex).toBe(0);
    fireEvent.keyDown(row, { key: 'Enter' });
    expect(onRowClick).toHaveBeenLastCalledWith({ id: 'C1', name: '회사1' });
    fireEvent.keyDown(row, { key: ' ' });
    expect(onRowClick).toHaveBeenCalledTimes(2);
    // Enter on a button inside the row is the button's; other keys do nothing.
    fireEvent.keyDown(within(row).getByRole('button', { name: '수정' }), { key: 'Enter' });
    fireEvent.keyDown(row, { key: 'a' });
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('rows without a click action stay out of the Tab order', () => {
    renderBackOffice(
      <ListTable<Row>
        {...base}
        data={{ list: rows(1), totalCount: 1 }}
        onPage={() => {}}
        onSort={() => {}}
      />,
    );
    expect(screen.getByRole('row', { name: /회사0/ }).getAttribute('tabindex')).toBeNull();
  });
});
