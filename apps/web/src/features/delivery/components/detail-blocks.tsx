import { CARRIERS, DELIVERY_FLOW_TEXT, invoiceNoSchema } from '@pcs/domain';
import { Button, Card, Empty, type FormInstance, Input, Select, Skeleton, Timeline } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import styles from '../../../components/back-office/back-office.module.css';
import { PageHeader } from '../../../components/back-office/page-header';
import { zodRule } from '../../../components/back-office/zod-rule';
import { Form } from '../../../components/form/enter-safe-form';
import { formatDateTime } from '../../../lib/format-date-time';
import { DELIVERY_DIALOG_TEXT } from '../texts';

/** A serial number from the route, or 0 when it is not a positive integer (the screen then shows "not found"). */
export const toSn = (value: string | undefined): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/** The frame of a back-office delivery detail: title with 목록, then not found, the body, or a skeleton. */
export function DetailFrame({
  title,
  backTo,
  missing,
  notFound,
  children,
}: {
  title: string;
  backTo: string;
  /** The key is invalid or the fetch failed. */
  missing: boolean;
  notFound: string;
  /** The body once loaded, null while loading. */
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <PageHeader title={title} actions={<Button onClick={() => navigate(backTo)}>목록</Button>} />
      {missing ? (
        <Card>
          <Empty description={notFound} />
        </Card>
      ) : (
        (children ?? (
          <Card>
            <Skeleton active paragraph={{ rows: 8 }} />
          </Card>
        ))
      )}
    </div>
  );
}

type HistoryEntry = { stateNm: string; changedAt: string; changedBy: string | null; memo: string | null };

/** 처리 이력: each state change with when, who and the memo. */
export function HistoryCard({ history }: { history: HistoryEntry[] }) {
  return (
    <Card title="처리 이력">
      <Timeline
        items={history.map((h) => ({
          children: (
            <>
              <strong>{h.stateNm}</strong> · {formatDateTime(h.changedAt)}
              {h.changedBy ? ` · ${h.changedBy}` : ''}
              {h.memo ? <div className={styles.muted}>{h.memo}</div> : null}
            </>
          ),
        }))}
      />
    </Card>
  );
}

const CARRIER_OPTIONS = Object.entries(CARRIERS).map(([value, label]) => ({ value, label }));

export type CarrierInvoice = { carrierCd: string; invoiceNo: string };

/** The carrier and invoice number a release or an exchange re-shipment needs, with its submit button. */
export function CarrierInvoiceForm({
  form,
  label,
  submitText,
  loading,
  onSubmit,
}: {
  form: FormInstance<CarrierInvoice>;
  label: string;
  submitText: string;
  loading?: boolean;
  onSubmit: () => void;
}) {
  return (
    <Form form={form} layout="inline" style={{ marginTop: 16 }} aria-label={label}>
      <Form.Item
        name="carrierCd"
        label="택배사"
        rules={[{ required: true, message: DELIVERY_FLOW_TEXT.carrierRequired }]}
      >
        <Select style={{ width: 160 }} placeholder="선택" options={CARRIER_OPTIONS} />
      </Form.Item>
      <Form.Item
        name="invoiceNo"
        label="송장번호"
        rules={[
          { required: true, message: DELIVERY_DIALOG_TEXT.invoiceNoRequired },
          // People group the digits with spaces or hyphens ('5102 3344 0266'): the API's rule takes them as typed.
          zodRule(invoiceNoSchema.optional()),
        ]}
      >
        <Input maxLength={40} style={{ width: 200 }} />
      </Form.Item>
      <Button type="primary" onClick={onSubmit} loading={loading}>
        {submitText}
      </Button>
    </Form>
  );
}
