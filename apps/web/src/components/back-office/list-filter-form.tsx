import { Button, Col, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useEffect } from 'react';
import { Form } from '../form/enter-safe-form';
import styles from './back-office.module.css';

type FormValues = Record<string, unknown>;

/**
 * The form values of URL filters: each spec §3 date range `<name>Start` / `<name>End` (yyyymmdd) becomes a
 * [start, end] pair of dayjs under `<name>` for a RangePicker; other filters pass as they are.
 */
export function formValuesOf(
  filters: Record<string, unknown>,
  dateRanges: readonly string[] = [],
): FormValues {
  const values: FormValues = {};
  const rangeKeys = new Set(dateRanges.flatMap((n) => [`${n}Start`, `${n}End`]));
  for (const [key, value] of Object.entries(filters))
    if (!rangeKeys.has(key)) values[key] = value ?? undefined;
  const day = (v: unknown): Dayjs | null => (typeof v === 'string' ? dayjs(v, 'YYYYMMDD') : null);
  for (const name of dateRanges) {
    const [start, end] = [day(filters[`${name}Start`]), day(filters[`${name}End`])];
    values[name] = start || end ? [start, end] : null;
  }
  return values;
}

type Props = {
  /** The filters in the URL; the form follows them (back navigation, 초기화). */
  filters: Record<string, unknown>;
  dateRanges?: readonly string[];
  onSearch: (values: FormValues) => void;
  onReset: () => void;
  /** Form.Items named like the filters (a date range under its base name). */
  children: ReactNode;
};

/** Building block "List screens": the filter panel with 초기화 and 조회; its fields are the screen's. */
export function ListFilterForm({ filters, dateRanges = [], onSearch, onReset, children }: Props) {
  const [form] = Form.useForm<FormValues>();
  const key = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the JSON key stands for the filters object
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(formValuesOf(filters, dateRanges));
  }, [key, form]);

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      className={styles.filterForm}
      onFinish={onSearch}
      aria-label="검색 조건"
      searchOnEnter
    >
      <Row gutter={[16, 0]}>{children}</Row>
      <div className={styles.filterActions}>
        <Button
          onClick={() => {
            form.resetFields();
            onReset();
          }}
        >
          초기화
        </Button>
        <Button type="primary" htmlType="submit">
          조회
        </Button>
      </div>
    </Form>
  );
}

/** One filter cell of the panel's grid (widths tuned for the 1440 px desktop: 4 to 5 filters a row). */
export function FilterCell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return wide ? (
    <Col xs={24} md={12} xl={7}>
      {children}
    </Col>
  ) : (
    <Col xs={24} sm={12} md={6} xl={4}>
      {children}
    </Col>
  );
}
