import { formatNumber, TAX_PURPOSE_LABEL, TAX_PURPOSES, type TaxFigures } from '@pcs/domain';
import type { TableColumnsType } from 'antd';

const won = (v: number) => formatNumber(v);
/** The purposes given to employees; customer gifts (CLIENT) have their own column at the end. */
const EMPLOYEE_PURPOSES = TAX_PURPOSES.filter((p) => p !== 'CLIENT');

/**
 * The figure columns of the ledger and the employee's months (decision 051): market value by purpose, VAT (exempt
 * within the limits, deemed supply, its self-supply VAT), 근로소득 (taxable, exempt) and customer gifts. `of` reads
 * a row's figures.
 */
export function figureColumns<Row>(of: (row: Row) => TaxFigures): TableColumnsType<Row> {
  return [
    {
      title: '시가 (분류별)',
      children: [
        ...EMPLOYEE_PURPOSES.map((p) => ({
          title: TAX_PURPOSE_LABEL[p].replace(/ \(.*\)$/, ''),
          key: `p-${p}`,
          width: 100,
          align: 'right' as const,
          render: (_: unknown, r: Row) => won(of(r).byPurpose[p]),
        })),
        {
          title: '합계',
          key: 'marketValue',
          width: 110,
          align: 'right' as const,
          render: (_: unknown, r: Row) => won(of(r).marketValue),
        },
      ],
    },
    {
      title: '부가가치세',
      children: [
        {
          title: '비과세',
          key: 'vatExempt',
          width: 100,
          align: 'right' as const,
          render: (_: unknown, r: Row) => won(of(r).vatExempt),
        },
        {
          title: '공급 의제',
          key: 'vatTaxable',
          width: 100,
          align: 'right' as const,
          render: (_: unknown, r: Row) => won(of(r).vatTaxable),
        },
        {
          title: '자가공급 부가세',
          key: 'selfSupplyVat',
          width: 110,
          align: 'right' as const,
          render: (_: unknown, r: Row) => won(of(r).selfSupplyVat),
        },
      ],
    },
    {
      title: '근로소득',
      children: [
        {
          title: '과세',
          key: 'incomeTaxable',
          width: 100,
          align: 'right' as const,
          render: (_: unknown, r: Row) => won(of(r).incomeTaxable),
        },
        {
          title: '비과세',
          key: 'incomeExempt',
          width: 100,
          align: 'right' as const,
          render: (_: unknown, r: Row) => won(of(r).incomeExempt),
        },
      ],
    },
    {
      title: '고객·거래처 선물',
      key: 'clientGifts',
      width: 110,
      align: 'right' as const,
      render: (_: unknown, r: Row) => won(of(r).clientGifts),
    },
  ];
}
