import {
  DELIVERY_EXPORT_FILE,
  formatNumber,
  OPERATOR_ADMIN,
  DELIVERY_FLOW_PATH as P,
  RETURN_STATE_LABEL,
  type ReturnRow,
} from '@pcs/domain';
import { DatePicker, Form, Input, Select, type TableColumnsType, Tabs, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import styles from '../../../components/back-office/back-office.module.css';
import { CompanyMultiSelect } from '../../../components/back-office/company-multi-select';
import { dash, dateTimeText } from '../../../components/back-office/display';
import { ExcelDownloadButton } from '../../../components/back-office/excel-download-button';
import { FilterCell, ListFilterForm } from '../../../components/back-office/list-filter-form';
import { ListTable } from '../../../components/back-office/list-table';
import { PageHeader } from '../../../components/back-office/page-header';
import { paths } from '../../../config/paths';
import { toExportRequest, urlCode, urlList, urlPattern, urlText, urlYmd } from '../../../lib/list-params';
import { useSession } from '../../../lib/session-store';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useListState } from '../../../lib/use-list-state';
import { useAllReturns, useOpenReturns } from '../api/flow-calls';
import { useManagedFilterOptions } from '../api/get-managed-filter-options';

const LIST = {
  filters: {
    inputDtStart: urlYmd,
    inputDtEnd: urlYmd,
    cmpyCds: urlList(/^[A-Za-z0-9_-]{1,20}$/, 200),
    eventSn: urlPattern(/^\d{1,10}$/),
    stateCd: urlCode(Object.keys(RETURN_STATE_LABEL)),
    vendorSn: urlPattern(/^\d{1,10}$/),
    receiverNm: urlText(30),
    invoiceNo: urlText(40),
  },
  dateRanges: ['inputDt'],
  sortFields: [] as string[],
};

export const RETURN_TAG_COLOR: Record<string, string> = {
  '01': 'blue',
  '02': 'geekblue',
  '03': 'red',
  '04': 'gold',
  '05': 'orange',
  '06': 'green',
  '07': 'green',
  '08': 'default',
};

/**
 * spec §2 /delivery/return (open requests to decide, vendors see their own goods) and /delivery/returnManaged (every
 * request, 15 and 99999): filters, counts per state, paging and the Excel download; names and phones masked.
 */
export function ReturnsListScreen({ managed }: { managed: boolean }) {
  const authCd = useSession((s) => s.loginUserData?.authCd ?? '');
  const operator = (OPERATOR_ADMIN as readonly string[]).includes(authCd);
  const path = managed ? P.returnManagedList : P.returnList;
  const list = useListState(LIST, managed ? useAllReturns : useOpenReturns);
  const { query } = list;
  useErrorAlert(query.error);
  const navigate = useNavigate();
  const options = useManagedFilterOptions(operator);
  const detail = (r: ReturnRow) =>
    managed
      ? paths.deliveryReturnManagedDetail(r.estiSn, r.estiItemSn, r.refundSn)
      : paths.deliveryReturnDetail(r.estiSn, r.estiItemSn, r.refundSn);

  const columns: TableColumnsType<ReturnRow> = [
    { title: '신청일시', dataIndex: 'requestDt', width: 150, render: dateTimeText },
    { title: '신청번호', dataIndex: 'refundSn', width: 84 },
    { title: '구분', dataIndex: 'refundGbnNm', width: 64 },
    {
      title: '상태',
      dataIndex: 'refundStatCd',
      width: 150,
      render: (code: string, r) => <Tag color={RETURN_TAG_COLOR[code]}>{r.refundStatNm}</Tag>,
    },
    { title: '사유', dataIndex: 'reasonNm', width: 120 },
    { title: '고객사', dataIndex: 'cmpyNm', width: 120, ellipsis: true },
    {
      title: '상품',
      key: 'product',
      ellipsis: true,
      render: (_, r) => (
        <Link to={detail(r)} onClick={(e) => e.stopPropagation()}>
          {r.optNm ? `${r.prodNm} / ${r.optNm}` : r.prodNm}
        </Link>
      ),
    },
    { title: '공급사', dataIndex: 'vendorNm', width: 110, render: dash },
    { title: '수령인', dataIndex: 'receiverNm', width: 80 },
    { title: '연락처', dataIndex: 'receiverTelNo', width: 124 },
  ];
  const counts = query.data?.counts ?? [];

  return (
    <div className={styles.page}>
      <PageHeader
        title={managed ? '반품/교환 관리' : '반품/교환 신청'}
        description={
          managed
            ? '모든 반품·교환 신청과 처리 결과를 조회합니다.'
            : '처리 중인 반품·교환 신청을 승인 또는 거부하고 회수, 환불, 재발송합니다.'
        }
      />
      <ListFilterForm
        filters={list.filters}
        dateRanges={LIST.dateRanges}
        onSearch={list.search}
        onReset={list.reset}
      >
        <FilterCell wide>
          <Form.Item label="주문일" name="inputDt">
            <DatePicker.RangePicker
              className={styles.full}
              format="YYYY.MM.DD"
              placeholder={['시작일', '종료일']}
              allowEmpty={[true, true]}
            />
          </Form.Item>
        </FilterCell>
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
            <FilterCell>
              <Form.Item label="공급사 번호" name="vendorSn">
                <Input allowClear maxLength={10} inputMode="numeric" placeholder="전체" />
              </Form.Item>
            </FilterCell>
          </>
        )}
        <FilterCell>
          <Form.Item label="상태" name="stateCd">
            <Select
              allowClear
              placeholder="전체"
              options={counts.map((c) => ({ value: c.stateCd, label: c.stateNm }))}
            />
          </Form.Item>
        </FilterCell>
        <FilterCell>
          <Form.Item label="수령인" name="receiverNm">
            <Input allowClear maxLength={30} />
          </Form.Item>
        </FilterCell>
        <FilterCell>
          <Form.Item label="송장번호" name="invoiceNo">
            <Input allowClear maxLength={40} />
          </Form.Item>
        </FilterCell>
      </ListFilterForm>
      <Tabs
        activeKey={list.filters.stateCd ?? 'all'}
        onChange={(key) =>
          list.setFilters({ ...list.filters, stateCd: key === 'all' ? null : (key as never) })
        }
        items={[
          { key: 'all', label: `전체 ${formatNumber(counts.reduce((a, c) => a + c.count, 0))}` },
          ...counts.map((c) => ({ key: c.stateCd, label: `${c.stateNm} ${formatNumber(c.count)}` })),
        ]}
      />
      <ListTable<ReturnRow>
        label="반품/교환 목록"
        columns={columns}
        data={query.data}
        loading={query.isFetching}
        failed={query.isError}
        page={list.page}
        sort={list.sort}
        onPage={list.goTo}
        onSort={list.sortBy}
        rowKey={(r) => String(r.refundSn)}
        onRowClick={(r) => navigate(detail(r))}
        scrollX={1400}
        toolbar={
          <ExcelDownloadButton
            path={path}
            personalData
            fileName={DELIVERY_EXPORT_FILE.return}
            body={(reason) => toExportRequest(list, reason ?? '')}
            disabled={!query.data?.totalCount}
          />
        }
      />
    </div>
  );
}
