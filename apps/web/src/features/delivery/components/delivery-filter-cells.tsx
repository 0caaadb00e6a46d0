import { Form, Input, Select } from 'antd';
import { CompanyMultiSelect } from '../../../components/back-office/company-multi-select';
import { FilterCell } from '../../../components/back-office/list-filter-form';
import { DateRangeFilterCell } from '../../../components/back-office/list-screen';
import { useManagedFilterOptions } from '../api/get-managed-filter-options';

type Props = {
  /** Operators filter by company, event and vendor too; vendors and part-timers see only their own lines. */
  operator: boolean;
  stateOptions: { value: string; label: string }[];
  /** Where the vendor cell stands: before the state (returns) or after it (lines). */
  vendorBeforeState?: boolean;
  receiverPlaceholder?: string;
};

/**
 * The filter cells of the back-office delivery lists (spec §2 /delivery/apply, order, release, return,
 * returnManaged): order date, companies, event, vendor, state, receiver and invoice number.
 */
export function DeliveryFilterCells({
  operator,
  stateOptions,
  vendorBeforeState = false,
  receiverPlaceholder,
}: Props) {
  const options = useManagedFilterOptions(operator);
  const vendor = operator && (
    <FilterCell>
      <Form.Item label="공급사 번호" name="vendorSn">
        <Input allowClear maxLength={10} inputMode="numeric" placeholder="전체" />
      </Form.Item>
    </FilterCell>
  );
  return (
    <>
      <DateRangeFilterCell label="주문일" name="inputDt" />
      {operator && (
        <>
          <FilterCell>
            <Form.Item label="고객사" name="cmpyCds">
              <CompanyMultiSelect
                aria-label="고객사"
                options={(options.data?.companies ?? []).map((c) => ({ value: c.cmpyCd, label: c.cmpyNm }))}
              />
            </Form.Item>
          </FilterCell>
          <FilterCell>
            <Form.Item label="이벤트" name="eventSn">
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="전체"
                options={(options.data?.events ?? []).map((e) => ({
                  value: String(e.eventSn),
                  label: e.eventNm,
                }))}
              />
            </Form.Item>
          </FilterCell>
        </>
      )}
      {vendorBeforeState && vendor}
      <FilterCell>
        <Form.Item label="상태" name="stateCd">
          <Select allowClear placeholder="전체" options={stateOptions} />
        </Form.Item>
      </FilterCell>
      {!vendorBeforeState && vendor}
      <FilterCell>
        <Form.Item label="수령인" name="receiverNm">
          <Input allowClear maxLength={30} placeholder={receiverPlaceholder} />
        </Form.Item>
      </FilterCell>
      <FilterCell>
        <Form.Item label="송장번호" name="invoiceNo">
          <Input allowClear maxLength={40} />
        </Form.Item>
      </FilterCell>
    </>
  );
}

/** Tabs items for the counts per state: 전체 first, then each state with its count. */
export const stateCountTabs = (
  counts: { stateCd: string; stateNm: string; count: number }[],
  format: (n: number) => string,
) => [
  { key: 'all', label: `전체 ${format(counts.reduce((a, c) => a + c.count, 0))}` },
  ...counts.map((c) => ({ key: c.stateCd, label: `${c.stateNm} ${format(c.count)}` })),
];
