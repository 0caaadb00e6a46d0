import { Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { FilterCell } from '../../../components/back-office/list-filter-form';
import { DateRangeFilterCell } from '../../../components/back-office/list-screen';
import { useManagedFilterOptions } from '../api/get-managed-filter-options';
import { DELIVERY_STATUS_OPTIONS } from './delivery-status-tag';

/**
 * Filters of /delivery/managedList inside the list's filter panel: order date range, company, event (of that
 * company), status, receiver name.
 */
export function ManagedFilterCells() {
  const form = Form.useFormInstance();
  const options = useManagedFilterOptions();
  const cmpyCd = Form.useWatch<string | null | undefined>('cmpyCd', form);

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
  const onCompany = (next: string | undefined) => {
    const eventSn = form.getFieldValue('eventSn') as number | null | undefined;
    const event = options.data?.events.find((e) => e.eventSn === eventSn);
    if (event && next && event.cmpyCd !== next) form.setFieldValue('eventSn', null);
  };

  return (
    <>
      <DateRangeFilterCell label="주문일" name="inputDt" />
      <FilterCell>
        <Form.Item label="고객사" name="cmpyCd">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="전체"
            options={companyOptions}
            loading={options.isLoading}
            onChange={onCompany}
          />
        </Form.Item>
      </FilterCell>
      <FilterCell>
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
      </FilterCell>
      <FilterCell>
        <Form.Item label="배송상태" name="deliStatCd">
          <Select allowClear placeholder="전체" options={DELIVERY_STATUS_OPTIONS} />
        </Form.Item>
      </FilterCell>
      <FilterCell>
        <Form.Item label="수령인" name="receiverNm">
          <Input allowClear maxLength={30} placeholder="수령인 이름" />
        </Form.Item>
      </FilterCell>
    </>
  );
}
