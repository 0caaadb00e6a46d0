import { formatNumber, type notApplyEventRowSchema } from '@pcs/domain';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { Form, Input, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import styles from '../../../components/back-office/back-office.module.css';
import { CompanyMultiSelect } from '../../../components/back-office/company-multi-select';
import { FilterCell, ListFilterForm } from '../../../components/back-office/list-filter-form';
import { ListTable } from '../../../components/back-office/list-table';
import { PageHeader } from '../../../components/back-office/page-header';
import { paths } from '../../../config/paths';
import { urlList, urlText } from '../../../lib/list-params';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useListState } from '../../../lib/use-list-state';
import { useNotApplyEvents } from '../api/get-not-apply-events';

type Row = z.infer<typeof notApplyEventRowSchema>;
const LIST = {
  filters: { cmpyCds: urlList(/^[A-Za-z0-9_-]{1,20}$/, 200), eventNm: urlText(100) },
  sortFields: [] as string[],
};

/**
 * spec §2 /delivery/notApply (15, 25, 99999; /delivery/apply/list comes here): per event, how many recipients have
 * not applied yet; a client manager sees only their own company's events (the server decides).
 */
export default function NotApplyPage() {
  const list = useListState(LIST, useNotApplyEvents);
  const { query } = list;
  useErrorAlert(query.error);
  const navigate = useNavigate();
  const href = (r: Row) => paths.deliveryNotApplySelect(r.cmpyCd, r.eventSn);
  const columns: TableColumnsType<Row> = [
    { title: '고객사', dataIndex: 'cmpyNm', width: 160 },
    {
      title: '이벤트',
      dataIndex: 'eventNm',
      render: (v: string, r) => (
        <Link to={href(r)} onClick={(e) => e.stopPropagation()}>
          {v}
        </Link>
      ),
    },
    { title: '기간', dataIndex: 'period', width: 270 },
    { title: '대상자', dataIndex: 'recipientCount', width: 90, align: 'right', render: formatNumber },
    { title: '신청', dataIndex: 'appliedCount', width: 90, align: 'right', render: formatNumber },
    {
      title: '미신청',
      dataIndex: 'notAppliedCount',
      width: 90,
      align: 'right',
      render: (v: number) => <strong>{formatNumber(v)}</strong>,
    },
  ];
  return (
    <div className={styles.page}>
      <PageHeader
        title="미신청자 관리"
        description="이벤트별로 아직 선물을 신청하지 않은 대상자를 확인하고 안내를 보냅니다."
      />
      <ListFilterForm filters={list.filters} onSearch={list.search} onReset={list.reset}>
        <FilterCell>
          <Form.Item label="고객사" name="cmpyCds">
            <CompanyMultiSelect aria-label="고객사" url={API_PATH.companyOptions} method="POST" />
          </Form.Item>
        </FilterCell>
        <FilterCell>
          <Form.Item label="이벤트명" name="eventNm">
            <Input allowClear maxLength={100} />
          </Form.Item>
        </FilterCell>
      </ListFilterForm>
      <ListTable<Row>
        label="이벤트 목록"
        columns={columns}
        data={query.data}
        loading={query.isFetching}
        failed={query.isError}
        page={list.page}
        sort={list.sort}
        onPage={list.goTo}
        onSort={list.sortBy}
        rowKey={(r) => String(r.eventSn)}
        onRowClick={(r) => navigate(href(r))}
        scrollX={900}
      />
    </div>
  );
}
