import {
  ACCESS_ACTION_LABEL,
  ACCESS_TARGET_LABEL,
  type AccessLogRow,
  EXPORT_FILE_NAME,
  formatNumber,
  ROLE_NAME,
  resolveRole,
} from '@pcs/domain';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { Form, Input, Select, type TableColumnsType } from 'antd';
import { dash, dateTimeText } from '../../../components/back-office/display';
import { FilterCell } from '../../../components/back-office/list-filter-form';
import {
  BackOfficeListScreen,
  DateRangeFilterCell,
  ListExcelDownload,
} from '../../../components/back-office/list-screen';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useListState } from '../../../lib/use-list-state';
import { useAccessLog } from '../api/get-access-log';
import { ACCESS_LOG_LIST as LIST } from './access-log-prefetch';

const ACTION_OPTIONS = Object.entries(ACCESS_ACTION_LABEL).map(([value, label]) => ({ value, label }));
const TARGET_OPTIONS = Object.entries(ACCESS_TARGET_LABEL).map(([value, label]) => ({ value, label }));
const roleText = (authCd: string) => {
  const role = resolveRole(authCd);
  return role ? ROLE_NAME[role] : authCd;
};

/**
 * /system/accessLog/list (ours, operator admins): who read, downloaded or imported personal data, when,
 * from which list, how many rows and why (Korean privacy practice). Newest first; its own download is logged too.
 */
export default function AccessLogPage() {
  const list = useListState(LIST, useAccessLog);
  const { query } = list;
  useErrorAlert(query.error);

  const columns: TableColumnsType<AccessLogRow> = [
    { title: '일시', dataIndex: 'accessDt', key: 'inputDt', width: 150, sorter: true, render: dateTimeText },
    { title: '아이디', dataIndex: 'actorUserId', width: 130, render: dash },
    { title: '이름', dataIndex: 'actorNm', width: 90, render: dash },
    { title: '권한', dataIndex: 'actorAuthCd', width: 120, render: roleText },
    { title: '행위', dataIndex: 'actionNm', width: 110 },
    { title: '대상', dataIndex: 'targetNm', width: 130 },
    { title: '회사코드', dataIndex: 'cmpyCd', width: 100, render: dash },
    { title: '대상 ID', dataIndex: 'targetId', width: 120, render: dash },
    {
      title: '건수',
      dataIndex: 'rowCount',
      width: 80,
      align: 'right',
      render: (v: number) => formatNumber(v),
    },
    { title: '사유', dataIndex: 'reason', ellipsis: true, render: dash },
  ];

  return (
    <BackOfficeListScreen<AccessLogRow>
      title="개인정보 접근기록"
      description="관리자 화면에서 개인정보를 조회, 다운로드, 업로드한 기록입니다."
      list={list}
      dateRanges={LIST.dateRanges}
      filters={
        <>
          <FilterCell>
            <Form.Item label="이름/아이디" name="searchText">
              <Input allowClear maxLength={50} placeholder="처리자 이름 또는 아이디" />
            </Form.Item>
          </FilterCell>
          <FilterCell>
            <Form.Item label="행위" name="action">
              <Select allowClear placeholder="전체" options={ACTION_OPTIONS} />
            </Form.Item>
          </FilterCell>
          <FilterCell>
            <Form.Item label="대상" name="target">
              <Select allowClear placeholder="전체" options={TARGET_OPTIONS} />
            </Form.Item>
          </FilterCell>
          <DateRangeFilterCell label="일시" name="inputDt" />
        </>
      }
      label="접근기록 목록"
      columns={columns}
      rowKey={(row) => String(row.logSn)}
      scrollX={1300}
      toolbar={
        <ListExcelDownload
          list={list}
          path={API_PATH.accessLogExcel}
          personalData
          fileName={EXPORT_FILE_NAME.accessLog}
        />
      }
    />
  );
}
