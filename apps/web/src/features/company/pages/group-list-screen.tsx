import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import {
  EXPORT_FILE_NAME,
  formatNumber,
  GROUP_SORT_FIELDS,
  type GroupRow,
  USE_STATUS_OPTIONS,
} from '@pcs/domain';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Select, type TableColumnsType, Tooltip } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CompanySelect } from '../../../components/back-office/company-multi-select';
import { dash, dateText, GROUP_TYPE_OPTIONS, groupTypeText } from '../../../components/back-office/display';
import { ExcelUploadDialog } from '../../../components/back-office/excel-upload-dialog';
import { groupTreeKeys } from '../../../components/back-office/group-tree-select';
import { FilterCell } from '../../../components/back-office/list-filter-form';
import {
  BackOfficeListScreen,
  DateRangeFilterCell,
  ListExcelDownload,
} from '../../../components/back-office/list-screen';
import { UseYnTag } from '../../../components/back-office/status-tags';
import { paths } from '../../../config/paths';
import { urlCode, urlPattern, urlText, urlYmd } from '../../../lib/list-params';
import { useSession } from '../../../lib/session-store';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useListState } from '../../../lib/use-list-state';
import { useGroupList } from '../api/get-group-list';
import { GROUP_ROUTES, type GroupScope } from '../group-scope';

const CODE = /^[A-Za-z0-9_-]{1,20}$/;
const LIST = {
  filters: {
    cmpyCd: urlPattern(CODE),
    searchText: urlText(100),
    grupTypeCd: urlPattern(/^\d{2}$/),
    useYn: urlCode(['Y', 'N'] as const),
    frstRgstDtStart: urlYmd,
    frstRgstDtEnd: urlYmd,
  },
  dateRanges: ['frstRgstDt'],
  sortFields: GROUP_SORT_FIELDS,
};

/**
 * spec §2 /company/manageGroup/list (operators, every company) and /company/clientManageGroup/list (a client
 * manager, their own company): groups with filters, paging, sort, Excel download, and the Excel import of groups
 * into one company.
 */
export function GroupListScreen({ scope }: { scope: GroupScope }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const operator = scope === 'operator';
  const ownCmpyCd = useSession((s) => s.loginUserData?.cmpyCd ?? null);
  const list = useListState(LIST, useGroupList);
  const { query } = list;
  useErrorAlert(query.error);
  const [uploading, setUploading] = useState(false);
  // Operators import into the company they filtered by; a client manager always into their own.
  const importCmpyCd = operator ? list.filters.cmpyCd : ownCmpyCd;
  const detailHref = (row: GroupRow) => GROUP_ROUTES[scope].detail(row.cmpyCd, row.grupCd);

  const columns: TableColumnsType<GroupRow> = [
    ...(operator
      ? [{ title: '회사명', dataIndex: 'cmpyNm', key: 'cmpyNm', width: 150, sorter: true, ellipsis: true }]
      : []),
    { title: '그룹코드', dataIndex: 'grupCd', key: 'grupCd', width: 110, sorter: true },
    {
      title: '그룹명',
      dataIndex: 'grupNm',
      key: 'grupNm',
      width: 160,
      sorter: true,
      ellipsis: true,
      render: (name: string, row) => (
        <Link to={detailHref(row)} onClick={(e) => e.stopPropagation()}>
          {name}
        </Link>
      ),
    },
    { title: '유형', dataIndex: 'grupTypeCd', width: 90, render: groupTypeText },
    { title: '상위그룹', dataIndex: 'parentGrupNm', width: 130, ellipsis: true, render: dash },
    { title: '그룹 관리자', dataIndex: 'managerNm', width: 110, render: dash },
    {
      title: '인원',
      dataIndex: 'memberCount',
      width: 80,
      align: 'right',
      render: (v: number) => formatNumber(v),
    },
    { title: '사용여부', dataIndex: 'useYn', width: 90, render: (v: 'Y' | 'N') => <UseYnTag useYn={v} /> },
    {
      title: '등록일',
      dataIndex: 'frstRgstDt',
      key: 'frstRgstDt',
      width: 110,
      sorter: true,
      render: dateText,
    },
  ];

  const uploadButton = (
    <Button icon={<UploadOutlined />} disabled={!importCmpyCd} onClick={() => setUploading(true)}>
      엑셀 등록
    </Button>
  );

  return (
    <BackOfficeListScreen<GroupRow>
      title="그룹 관리"
      description={
        operator
          ? '고객사의 부서, 팀, 수신그룹을 관리합니다.'
          : '우리 회사의 부서, 팀, 수신그룹을 관리합니다.'
      }
      actions={
        operator && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() =>
              navigate(
                list.filters.cmpyCd
                  ? `${paths.manageGroupSave}?cmpyCd=${encodeURIComponent(list.filters.cmpyCd)}`
                  : paths.manageGroupSave,
              )
            }
          >
            그룹 등록
          </Button>
        )
      }
      list={list}
      dateRanges={LIST.dateRanges}
      filters={
        <>
          {operator && (
            <FilterCell>
              <Form.Item label="회사" name="cmpyCd">
                <CompanySelect url={API_PATH.companyOptions} method="POST" placeholder="전체" />
              </Form.Item>
            </FilterCell>
          )}
          <FilterCell>
            <Form.Item label="그룹명/코드" name="searchText">
              <Input allowClear maxLength={100} placeholder="그룹명 또는 그룹코드" />
            </Form.Item>
          </FilterCell>
          <FilterCell>
            <Form.Item label="그룹유형" name="grupTypeCd">
              <Select allowClear placeholder="전체" options={GROUP_TYPE_OPTIONS} />
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
      label="그룹 목록"
      columns={columns}
      rowKey={(row) => `${row.cmpyCd}-${row.grupCd}`}
      onRowClick={(row) => navigate(detailHref(row))}
      scrollX={operator ? 1100 : 920}
      toolbar={
        <>
          {importCmpyCd ? (
            uploadButton
          ) : (
            <Tooltip title="회사를 선택해 조회하면 그 회사의 그룹을 엑셀로 등록할 수 있습니다.">
              {uploadButton}
            </Tooltip>
          )}
          <ListExcelDownload
            list={list}
            path={API_PATH.groupExcel}
            personalData
            fileName={EXPORT_FILE_NAME.group}
          />
        </>
      }
    >
      {importCmpyCd && (
        <ExcelUploadDialog
          open={uploading}
          title="그룹 엑셀 등록"
          cmpyCd={importCmpyCd}
          templatePath={API_PATH.groupExcelTemplate}
          templateFileName={EXPORT_FILE_NAME.groupTemplate}
          uploadPath={API_PATH.groupExcelUpload}
          onImported={() => {
            // New groups change every company tree picker too, not only this list.
            void queryClient.invalidateQueries({ queryKey: groupTreeKeys.all });
            void query.refetch();
          }}
          onClose={() => setUploading(false)}
        />
      )}
    </BackOfficeListScreen>
  );
}
