import {
  formatNumber,
  type TAX_FIGURE_AMOUNTS,
  TAX_PURPOSE_LABEL,
  TAX_PURPOSES,
  type TaxFigures,
} from '@pcs/domain';
import type { TableColumnsType } from 'antd';

/** The purposes given to employees; customer gifts (CLIENT) have their own column at the end. */
const EMPLOYEE_PURPOSES = TAX_PURPOSES.filter((p) => p !== 'CLIENT');
type Amount = (typeof TAX_FIGURE_AMOUNTS)[number];

/**
 * The figure columns of the ledger and the employee's months (decision 051): market value by purpose, VAT (exempt
 * within the limits, deemed supply, its self-supply VAT), 근로소득 (taxable, exempt) and customer gifts. `of` reads
 * a row's figures.
 */
export function figureColumns<Row>(of: (row: Row) => TaxFigures): TableColumnsType<Row> {
  /** One right-aligned won column reading `value` of a row's figures. */
  const wonColumn = (title: string, key: string, width: number, value: (f: TaxFigures) => number) => ({
    title,
    key,
    width,
    align: 'right' as const,
    render: (_: unknown, r: Row) => formatNumber(value(of(r))),
  });
  const amount = (title: string, key: Amount, width = 100) => wonColumn(title, key, width, (f) => f[key]);
  return [
    {
      title: '시가 (분류별)',
      children: [
        ...EMPLOYEE_PURPOSES.map((p) =>
          wonColumn(TAX_PURPOSE_LABEL[p].replace(/ \(.*\)$/, ''), `p-${p}`, 100, (f) => f.byPurpose[p]),
        ),
        amount('합계', 'marketValue', 110),
      ],
    },
    {
      title: '부가가치세',
      children: [
        amount('비과세', 'vatExempt'),
        amount('공급 의제', 'vatTaxable'),
        amount('자가공급 부가세', 'selfSupplyVat', 110),
      ],
    },
    { title: '근로소득', children: [amount('과세', 'incomeTaxable'), amount('비과세', 'incomeExempt')] },
    amount('고객·거래처 선물', 'clientGifts', 110),
  ];
}
