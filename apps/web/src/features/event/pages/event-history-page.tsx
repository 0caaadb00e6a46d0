import { PlusOutlined } from '@ant-design/icons';
import {
  EVENT_STATUS_LABEL,
  type EventRow,
  EXPORT_FILE_NAME,
  formatNumber,
  formatPeriod,
  isOperatorAdmin,
} from '@pcs/domain';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { Button, DatePicker, Form, Input, Select, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import styles from '../../../components/back-office/back-office.module.css';
import { CompanyMultiSelect } from '../../../components/back-office/company-multi-select';
import { ExcelDownloadButton } from '../../../components/back-office/excel-download-button';
import { FilterCell, ListFilterForm } from '../../../components/back-office/list-filter-form';
import { ListTable } from '../../../components/back-office/list-table';
import { PageHeader } from '../../../components/back-office/page-header';
import { paths } from '../../../config/paths';
import { toExportRequest } from '../../../lib/list-params';
import { useSession } from '../../../lib/session-store';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useListState } from '../../../lib/use-list-state';
import { useEventList } from '../api/get-event-list';
import { EventStatusTag } from '../components/event-status-tag';
import { EVENT_LIST as LIST } from './event-history-prefetch';

const STATUS_CODES = Object.keys(EVENT_STATUS_LABEL) as (keyof typeof EVENT_STATUS_LABEL)[];
const STATUS_OPTIONS = STATUS_CODES.map((code) => ({ value: code, label: EVENT_STATUS_LABEL[code] }));

const detailHref = (row: EventRow) => paths.eventDetail(row.cmpyCd, row.eventSn);

/**
 * spec §2 /event/history: every event with the company multi-select, period, status and name filters,
 * server paging, Excel download, and 이벤트 등록 for operator admins. The status is the one at this moment.
 */
export default function EventHistoryPage() {
  const navigate = useNavigate();
  const authCd = useSession((s) => s.loginUserData?.authCd ?? '');
  const operator = isOperatorAdmin(authCd);
  const list = useListState(LIST, useEventList);
  const { query } = list;
  useErrorAlert(query.error);

  const columns: TableColumnsType<EventRow> = [
    { title: '번호', dataIndex: 'eventSn', key: 'eventSn', width: 70, sorter: true },
    { title: '회사', dataIndex: 'cmpyNm', width: 130, ellipsis: true },
    {
      title: '이벤트명',
      dataIndex: 'eventNm',
      key: 'eventNm',
      width: 220,
      sorter: true,
      ellipsis: true,
      render: (name: string, row) => (
        <Link to={detailHref(row)} onClick={(e) => e.stopPropagation()}>
          {name}
        </Link>
      ),
    },
    { title: '테마', dataIndex: 'tempNm', width: 90, render: (v: string | null) => v ?? '-' },
    { title: '기간', key: 'startDt', width: 250, sorter: true, render: (_, row) => formatPeriod(row) },
    {
      title: '상태',
      dataIndex: 'eventStatCd',
      width: 90,
      render: (v: string) => <EventStatusTag code={v} />,
    },
    {
      title: '상품',
      dataIndex: 'prodCount',
      width: 60,
      align: 'right',
      render: (v: number) => formatNumber(v),
    },
    {
      title: '수령자',
      dataIndex: 'recipientCount',
      width: 70,
      align: 'right',
      render: (v: number) => formatNumber(v),
    },
    {
      title: '신청',
      dataIndex: 'appliedCount',
      width: 60,
      align: 'right',
      render: (v: number) => formatNumber(v),
    },
  ];

  return (
    <div className={styles.page}>
      <PageHeader
        title="이벤트 내역"
        description="고객사별 선물 이벤트의 상태와 신청 현황을 봅니다."
        actions={
          operator ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate(paths.eventSettingSave('0', 0, 'history'))}
            >
              이벤트 등록
            </Button>
          ) : undefined
        }
      />
      <ListFilterForm
        filters={list.filters}
        dateRanges={LIST.dateRanges}
        onSearch={list.search}
        onReset={list.reset}
      >
        <FilterCell>
          <Form.Item label="회사" name="cmpyCdList">
            <CompanyMultiSelect url={API_PATH.companyOptions} method="POST" aria-label="회사" />
          </Form.Item>
        </FilterCell>
        <FilterCell>
          <Form.Item label="상태" name="eventStatCd">
            <Select allowClear placeholder="전체" options={STATUS_OPTIONS} />
          </Form.Item>
        </FilterCell>
        <FilterCell>
          <Form.Item label="이벤트명" name="eventNm">
            <Input allowClear maxLength={100} placeholder="이벤트명" />
          </Form.Item>
        </FilterCell>
        <FilterCell wide>
          <Form.Item label="기간" name="period">
            <DatePicker.RangePicker
              className={styles.full}
              format="YYYY.MM.DD"
              placeholder={['시작일', '종료일']}
              allowEmpty={[true, true]}
            />
          </Form.Item>
        </FilterCell>
      </ListFilterForm>
      <ListTable<EventRow>
        label="이벤트 목록"
        columns={columns}
        data={query.data}
        loading={query.isFetching}
        failed={query.isError}
        page={list.page}
        sort={list.sort}
        onPage={list.goTo}
        onSort={list.sortBy}
        rowKey={(row) => String(row.eventSn)}
        onRowClick={(row) => navigate(detailHref(row))}
        emptyText="등록된 이벤트가 없습니다."
        scrollX={1100}
        toolbar={
          <ExcelDownloadButton
            path={API_PATH.eventManageExcel}
            personalData={false}
            fileName={EXPORT_FILE_NAME.event}
            body={() => toExportRequest(list, '')}
            disabled={!query.data?.totalCount}
          />
        }
      />
    </div>
  );
}
