import { Button, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo } from 'react';
import { useManagedFilterOptions } from '../api/get-managed-filter-options';
import { EMPTY_FILTERS, type ManagedListFilters, type ManagedListFormValues } from '../managed-list-params';
import { DELIVERY_STATUS_OPTIONS } from './delivery-status-tag';
import styles from './managed-list-filter-form.module.css';

type FormValues = {
  inputDt: [Dayjs | null, Dayjs | null] | null;
  cmpyCd: string | null;
  eventSn: number | null;
  deliStatCd: string | null;
  receiverNm: string;
};

const toFormValues = (f: ManagedListFilters): FormValues => ({
  inputDt:
    f.inputDtStart || f.inputDtEnd
      ? [
          f.inputDtStart ? dayjs(f.inputDtStart, 'YYYYMMDD') : null,
          f.inputDtEnd ? dayjs(f.inputDtEnd, 'YYYYMMDD') : null,
        ]
      : null,
  cmpyCd: f.cmpyCd,
  eventSn: f.eventSn,
  deliStatCd: f.deliStatCd,
  receiverNm: f.receiverNm ?? '',
});

type Props = {
  /** The filters in the URL; the form follows them (back navigation, 초기화). */
  filters: ManagedListFilters;
  onSearch: (values: ManagedListFormValues) => void;
  onReset: () => void;
};

/** Filters of /delivery/managedList: order date range, company, event (of that company), status, receiver name. */
export function ManagedListFilterForm({ filters, onSearch, onReset }: Props) {
  const [form] = Form.useForm<FormValues>();
  const options = useManagedFilterOptions();
  const cmpyCd = Form.useWatch('cmpyCd', form);

  useEffect(() => {
    form.setFieldsValue(toFormValues(filters));
  }, [filters, form]);

  const companyOptions = useMemo(
    () => (options.data?.companies ?? []).map((c) => ({ value: c.cmpyCd, label: c.cmpyNm })),
    [options.data],
  );
  const eventOptions = useMemo(
    () =>
      (options.data?.events ?? [])
        .filter((e) => !cmpyCd || e.cmpyCd === cmpyCd)
        .map((e) => ({ value: e.eventSn, label: e.eventNm })),
    [options.data, cmpyCd],
  );

  // An event belongs to one company: choosing another company drops an event it does not run.
  const onValuesChange = (changed: Partial<FormValues>) => {
    if (!('cmpyCd' in changed)) return;
    const eventSn = form.getFieldValue('eventSn') as number | null;
    const event = options.data?.events.find((e) => e.eventSn === eventSn);
    if (event && changed.cmpyCd && event.cmpyCd !== changed.cmpyCd) form.setFieldValue('eventSn', null);
  };

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      className={styles.form}
      onValuesChange={onValuesChange}
      onFinish={(values) =>
        onSearch({
          inputDt: values.inputDt,
          cmpyCd: values.cmpyCd,
          eventSn: values.eventSn,
          deliStatCd: values.deliStatCd,
          receiverNm: values.receiverNm,
        })
      }
    >
      <Row gutter={[16, 0]}>
        <Col xs={24} md={12} xl={7}>
          <Form.Item label="주문일" name="inputDt">
            <DatePicker.RangePicker
              className={styles.full}
              format="YYYY.MM.DD"
              placeholder={['시작일', '종료일']}
              allowEmpty={[true, true]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={6} xl={4}>
          <Form.Item label="고객사" name="cmpyCd">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="전체"
              options={companyOptions}
              loading={options.isLoading}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={6} xl={5}>
          <Form.Item label="이벤트" name="eventSn">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="전체"
              options={eventOptions}
              loading={options.isLoading}
              notFoundContent="선택할 수 있는 이벤트가 없습니다."
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={6} xl={4}>
          <Form.Item label="배송상태" name="deliStatCd">
            <Select allowClear placeholder="전체" options={DELIVERY_STATUS_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={6} xl={4}>
          <Form.Item label="수령인" name="receiverNm">
            <Input allowClear maxLength={30} placeholder="수령인 이름" />
          </Form.Item>
        </Col>
      </Row>
      <div className={styles.actions}>
        <Button
          onClick={() => {
            form.setFieldsValue(toFormValues(EMPTY_FILTERS));
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
