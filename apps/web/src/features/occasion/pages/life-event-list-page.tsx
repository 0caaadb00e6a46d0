import {
  EXPORT_FILE_NAME,
  isOperator,
  LIFE_EVENT_STATUS_LABEL,
  LIFE_EVENT_STATUSES,
  LIFE_EVENT_TYPES,
  LIFE_EVENT_MESSAGES as M,
  OCCASION_TYPE_LABEL,
  USER_OR_APPROVAL,
} from '@pcs/domain';
import { LIFE_EVENT_PATH, LIFE_EVENT_SORT_FIELDS, type LifeEventRow } from '@pcs/domain/contracts/occasion';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { Button, Form, Input, Select, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { CompanyMultiSelect } from '../../../components/back-office/company-multi-select';
import { dash, dateTimeText } from '../../../components/back-office/display';
import { lifeEventColumns } from '../../../components/back-office/life-event-columns';
import { FilterCell } from '../../../components/back-office/list-filter-form';
import {
  BackOfficeListScreen,
  DateRangeFilterCell,
  ListExcelDownload,
} from '../../../components/back-office/list-screen';
import { RejectReasonDialog } from '../../../components/back-office/reject-reason-dialog';
import { paths } from '../../../config/paths';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { urlCode, urlList, urlText, urlYmd } from '../../../lib/list-params';
import { useSession } from '../../../lib/session-store';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useListState } from '../../../lib/use-list-state';
import { useLifeEventDecisions } from '../api/life-event-decide';
import { useLifeEventList } from '../api/life-event-list';

const LIST = {
  filters: {
    cmpyCdList: urlList(/^[A-Za-z0-9_-]{1,20}$/, 500),
    statCd: urlCode(LIFE_EVENT_STATUSES),
    occasionType: urlCode(LIFE_EVENT_TYPES),
    searchText: urlText(50),
    eventDtStart: urlYmd,
    eventDtEnd: urlYmd,
  },
  dateRanges: ['eventDt'],
  sortFields: LIFE_EVENT_SORT_FIELDS,
};
const STATUS_OPTIONS = LIFE_EVENT_STATUSES.map((s) => ({ value: s, label: LIFE_EVENT_STATUS_LABEL[s] }));
const TYPE_OPTIONS = LIFE_EVENT_TYPES.map((t) => ({ value: t, label: OCCASION_TYPE_LABEL[t] }));

/**
 * /occasion/lifeEvents (decision 036): the life events of HR data and the employees' requests from my page. Client
 * managers (25) see their company's, operators (15, 99999) every company's with a company filter; names are shown
 * as the user list shows them (masked for operators). Filters: status (without one, every status but deleted),
 * type, the event's period, name or ID. A request is approved after a confirm (the company's rules then queue the
 * gift) or rejected with a required reason after a confirm. Excel download of the filtered list.
 */
export default function LifeEventListPage() {
  const operator = isOperator(useSession((s) => s.loginUserData?.authCd ?? ''));
  const list = useListState(LIST, useLifeEventList);
  const { query } = list;
  useErrorAlert(query.error);
  const decisions = useLifeEventDecisions();
  const [rejecting, setRejecting] = useState<LifeEventRow | null>(null);
  const detailHref = (row: LifeEventRow) =>
    operator
      ? paths.userDetail(row.unqUserId, USER_OR_APPROVAL.user)
      : paths.clientUserDetail(row.unqUserId, USER_OR_APPROVAL.user);

  const approve = async (row: LifeEventRow) => {
    if (!(await confirmMessage(M.approveConfirm))) return;
    try {
      await decisions.approve.mutateAsync(row.lifeEventSn);
      await alertMessage(M.approved);
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };
  const reject = async (reason: string) => {
    if (!rejecting) return;
    try {
      await decisions.reject.mutateAsync({ lifeEventSn: rejecting.lifeEventSn, reason });
    } catch (error) {
      await alertMessage(errorText(error));
      throw error;
    }
    await alertMessage(M.rejected);
  };

  const columns: TableColumnsType<LifeEventRow> = [
    ...(operator ? [{ title: '회사', dataIndex: 'cmpyNm', width: 130, ellipsis: true, render: dash }] : []),
    {
      title: '아이디',
      dataIndex: 'userId',
      width: 120,
      ellipsis: true,
      render: (userId: string, row) => <Link to={detailHref(row)}>{userId}</Link>,
    },
    { title: '이름', dataIndex: 'userNm', key: 'userNm', width: 80, sorter: true },
    { title: '그룹', dataIndex: 'grupNm', width: 100, ellipsis: true, render: dash },
    ...lifeEventColumns({ sortable: true }),
    {
      title: '등록일시',
      dataIndex: 'frstRgstDt',
      key: 'frstRgstDt',
      width: 150,
      sorter: true,
      render: dateTimeText,
    },
    {
      title: '처리',
      key: 'decision',
      width: 120,
      fixed: 'right',
      render: (_: unknown, row) =>
        row.statCd === 'REQUESTED' ? (
          <Space size={4}>
            <Button size="small" type="primary" onClick={() => void approve(row)}>
              승인
            </Button>
            <Button size="small" danger onClick={() => setRejecting(row)}>
              반려
            </Button>
          </Space>
        ) : (
          dateTimeText(row.decidedDt)
        ),
    },
  ];

  return (
    <BackOfficeListScreen<LifeEventRow>
      title="경조사 신청"
      description={
        operator
          ? '모든 회사의 경조사와 직원 신청을 확인하고 승인하거나 반려합니다.'
          : '직원이 마이페이지에서 신청한 경조사를 확인하고 승인하거나 반려합니다. 승인하면 회사 규칙에 따라 선물이 예약됩니다.'
      }
      list={list}
      dateRanges={LIST.dateRanges}
      filters={
        <>
          {operator && (
            <FilterCell>
              <Form.Item label="회사" name="cmpyCdList">
                <CompanyMultiSelect url={API_PATH.companyOptions} method="POST" aria-label="회사" />
              </Form.Item>
            </FilterCell>
          )}
          <FilterCell>
            <Form.Item label="상태" name="statCd">
              <Select allowClear placeholder="전체 (삭제 제외)" options={STATUS_OPTIONS} />
            </Form.Item>
          </FilterCell>
          <FilterCell>
            <Form.Item label="경조사 유형" name="occasionType">
              <Select allowClear placeholder="전체" options={TYPE_OPTIONS} />
            </Form.Item>
          </FilterCell>
          <FilterCell>
            <Form.Item label="이름/아이디" name="searchText">
              <Input allowClear maxLength={50} placeholder="검색어" />
            </Form.Item>
          </FilterCell>
          <DateRangeFilterCell label="경조사 일자" name="eventDt" />
        </>
      }
      label="경조사 목록"
      columns={columns}
      rowKey={(row) => String(row.lifeEventSn)}
      emptyText="조건에 맞는 경조사가 없습니다."
      scrollX={operator ? 1490 : 1360}
      toolbar={
        <ListExcelDownload
          list={list}
          path={LIFE_EVENT_PATH.excel}
          personalData
          fileName={EXPORT_FILE_NAME.lifeEvent}
        />
      }
    >
      <RejectReasonDialog
        open={rejecting !== null}
        title={`경조사 신청 반려${rejecting ? ` - ${rejecting.userNm} · ${rejecting.occasionTypeNm}` : ''}`}
        notice="반려 사유는 신청한 직원의 마이페이지에 표시됩니다."
        confirmText={M.rejectConfirm}
        onReject={reject}
        onClose={() => setRejecting(null)}
      />
    </BackOfficeListScreen>
  );
}
