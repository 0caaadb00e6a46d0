import {
  CLIENT_BILL_STAT_LABEL,
  CLIENT_LINE_KIND_LABEL,
  type ClientBillStat,
  type ClientLineKind,
  TAX_INVOICE_STAT_LABEL,
  type TaxInvoiceStat,
} from '@pcs/domain';
import { Tag } from 'antd';

const STAT_COLOR: Record<ClientBillStat, string> = {
  DRAFT: 'default',
  CONFIRMED: 'blue',
  ISSUED: 'purple',
  PAID: 'green',
};

export const BillStatTag = ({ stat }: { stat: ClientBillStat }) => (
  <Tag color={STAT_COLOR[stat]}>{CLIENT_BILL_STAT_LABEL[stat]}</Tag>
);

const KIND_COLOR: Record<ClientLineKind, string> = { SALE: 'default', CANCEL: 'orange', RETURN: 'red' };

export const LineKindTag = ({ kind }: { kind: ClientLineKind }) => (
  <Tag color={KIND_COLOR[kind]}>{CLIENT_LINE_KIND_LABEL[kind]}</Tag>
);

export const InvoiceStatTag = ({ stat }: { stat: TaxInvoiceStat }) => (
  <Tag color={stat === 'ISSUED' ? 'green' : stat === 'CANCELLED' ? 'default' : 'red'}>
    {TAX_INVOICE_STAT_LABEL[stat]}
  </Tag>
);
