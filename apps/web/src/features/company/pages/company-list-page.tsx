import { PlusOutlined } from '@ant-design/icons';
import {
  CODE_GROUP,
  type CompanyRow,
  companyApprovalId,
  EXPORT_FILE_NAME,
  formatNumber,
  isAwaitingDecision,
  USE_STATUS_OPTIONS,
} from '@pcs/domain';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { Button, Form, Input, Select, Space, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { corporateNumberText, dash, dateText, phoneText } from '../../../components/back-office/display';
import { FilterCell } from '../../../components/back-office/list-filter-form';
import {
  BackOfficeListScreen,
  DateRangeFilterCell,
  ListExcelDownload,
} from '../../../components/back-office/list-screen';
import { RegStatTag, UseYnTag } from '../../../components/back-office/status-tags';
import { paths } from '../../../config/paths';
import { useCodeOptions } from '../../../lib/code-lists';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useListState } from '../../../lib/use-list-state';
import { useCompanyList } from '../api/get-company-list';
import { useCompanyDecision } from '../hooks/use-company-decision';
import { COMPANY_LIST as LIST } from './company-list-prefetch';

const detailHref = (row: CompanyRow) =>
  paths.companyDetail(row.cmpyCd, companyApprovalId(row.cmpyCd, row.regStat));

/**
 * spec §2 /company/list (operator admins): client companies with filters (name or code, type, registration status,
 * use status, registration date range), server paging and sort, Excel download of the filtered list, and approval or
 * rejection (with a reason) of registration requests in READY.
 */
export default function CompanyListPage() {
  const navigate = useNavigate();
  const list = useListState(LIST, useCompanyList);
  const { query } = list;
  useErrorAlert(query.error);
  const types = useCodeOptions(CODE_GROUP.companyType, 'company');
  const signStats = useCodeOptions(CODE_GROUP.signStatus, 'company');
  const decision = useCompanyDecision();

  const columns: TableColumnsType<CompanyRow> = [
    { title: '회사코드', dataIndex: 'cmpyCd', key: 'cmpyCd', width: 110, sorter: true },
    {
      title: '회사명',
      dataIndex: 'cmpyNm',
      key: 'cmpyNm',
      width: 170,
      sorter: true,
      ellipsis: true,
      render: (name: string, row) => (
        <Link to={detailHref(row)} onClick={(e) => e.stopPropagation()}>
          {name}
        </Link>
      ),
    },
    { title: '회사유형', dataIndex: 'cmpyTypeNm', width: 90 },
    {
      title: '사업자등록번호',
      dataIndex: 'corporateRegNo',
      width: 120,
      render: corporateNumberText,
    },
    { title: '담당자', dataIndex: 'managerNm', width: 80, render: dash },
    {
      title: '담당자 연락처',
      dataIndex: 'managerTelNo',
      width: 120,
      render: phoneText,
    },
    {
      title: '등록상태',
      dataIndex: 'regStat',
      width: 120,
      render: (v: CompanyRow['regStat']) => <RegStatTag regStat={v} />,
    },
    { title: '사용여부', dataIndex: 'useYn', width: 80, render: (v: 'Y' | 'N') => <UseYnTag useYn={v} /> },
    {
      title: '사용자',
      dataIndex: 'userCount',
      width: 70,
      align: 'right',
      render: (v: number) => formatNumber(v),
    },
    {
      title: '그룹',
      dataIndex: 'groupCount',
      width: 60,
      align: 'right',
      render: (v: number) => formatNumber(v),
    },
    {
      title: '등록일',
      dataIndex: 'frstRgstDt',
      key: 'frstRgstDt',
      width: 100,
      sorter: true,
      render: dateText,
    },
    {
      title: '승인',
      key: 'decision',
      width: 120,
      fixed: 'right',
      render: (_, row) =>
        isAwaitingDecision(row.regStat) ? (
          // A click on a button decides; it must not also open the detail.
          <Space size={4} onClick={(e) => e.stopPropagation()}>
            <Button size="small" type="primary" onClick={() => decision.approve(row.cmpyCd)}>
              승인
            </Button>
            <Button size="small" danger onClick={() => decision.askReject(row.cmpyCd, row.cmpyNm)}>
              반려
            </Button>
          </Space>
        ) : (
          '-'
        ),
    },
  ];

  return (
    <BackOfficeListScreen<CompanyRow>
      title="회사 관리"
      description="고객사를 등록하고 등록 신청을 승인합니다."
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(paths.companySave)}>
          회사 등록
        </Button>
      }
      list={list}
      dateRanges={LIST.dateRanges}
      filters={
        <>
          <FilterCell>
            <Form.Item label="회사명/코드" name="searchText">
              <Input allowClear maxLength={100} placeholder="회사명 또는 회사코드" />
            </Form.Item>
          </FilterCell>
          <FilterCell>
            <Form.Item label="회사유형" name="cmpyTypeCd">
              <Select allowClear placeholder="전체" options={types.data} loading={types.isLoading} />
            </Form.Item>
          </FilterCell>
          <FilterCell>
            <Form.Item label="등록상태" name="signStatCd">
              <Select allowClear placeholder="전체" options={signStats.data} loading={signStats.isLoading} />
            </Form.Item>
          </FilterCell>
          <FilterCell>
            <Form.Item label="사용여부" name="useYn">
              <Select options={[...USE_STATUS_OPTIONS]} placeholder="전체" />
            </Form.Item>
          </FilterCell>
          <DateRangeFilterCell label="등록일" name="frstRgstDt" />
        </>
      }
      label="회사 목록"
      columns={columns}
      rowKey={(row) => row.cmpyCd}
      onRowClick={(row) => navigate(detailHref(row))}
      scrollX={1240}
      toolbar={
        <ListExcelDownload
          list={list}
          path={API_PATH.companyExcel}
          personalData
          fileName={EXPORT_FILE_NAME.company}
        />
      }
    >
      {decision.rejectDialog}
    </BackOfficeListScreen>
  );
}
