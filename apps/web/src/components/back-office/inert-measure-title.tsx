import type { TableProps } from 'antd';
import TableMeasureRowContext from 'antd/es/table/TableMeasureRowContext';
import { type ReactNode, useContext } from 'react';

type RowSelection<Row> = NonNullable<TableProps<Row>['rowSelection']>;

/** A header title that is inert where antd renders its hidden copy (inside the measure row). */
function TitleOnce({ children }: { children: ReactNode }) {
  return useContext(TableMeasureRowContext) ? <span inert>{children}</span> : children;
}

/**
 * A table that scrolls (scroll.x, scroll.y or sticky) gets a hidden row (`aria-hidden`, .ant-table-measure-row) in
 * which antd renders every column title again to measure the widths. The select-all checkbox of a row selection is
 * such a title, so its copy would be focusable inside aria-hidden (WCAG 4.1.2, axe aria-hidden-focus). This keeps the
 * title and the behaviour, and makes only that copy inert.
 */
export function inertMeasureTitle<Row>(selection: RowSelection<Row>): RowSelection<Row> {
  const { columnTitle } = selection;
  return {
    ...selection,
    columnTitle: (checkbox: ReactNode) => (
      <TitleOnce>
        {typeof columnTitle === 'function' ? columnTitle(checkbox) : (columnTitle ?? checkbox)}
      </TitleOnce>
    ),
  };
}
