import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import {
  ALL_AUTH_CDS,
  APPROVAL_KIND_LABEL,
  CLIENT_MANAGED_ROLES,
  CODE_GROUP,
  EXPORT_FILE_NAME,
  isAwaitingDecision,
  roleOptions,
  USE_STATUS_OPTIONS,
  type UserRow,
  userOrApprovalOf,
} from '@pcs/domain';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { Button, Form, Input, Select, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CompanyMultiSelect, CompanySelect } from '../../../components/back-office/company-multi-select';
import { dash, dateText, phoneText } from '../../../components/back-office/display';
import { ExcelUploadDialog } from '../../../components/back-office/excel-upload-dialog';
import { FilterCell } from '../../../components/back-office/list-filter-form';
import {
  BackOfficeListScreen,
  DateRangeFilterCell,
  ListExcelDownload,
} from '../../../components/back-office/list-screen';
import { RegStatTag, UseYnTag } from '../../../components/back-office/status-tags';
import { paths } from '../../../config/paths';
import { useCodeOptions } from '../../../lib/code-lists';
import { useSession } from '../../../lib/session-store';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useListState } from '../../../lib/use-list-state';
import { useUserList } from '../api/get-user-list';
import { useUserDecision } from '../hooks/use-user-decision';
import { USER_ROUTES, type UserScope } from '../user-scope';
import { USER_LIST as LIST } from './user-list-prefetch';

const LOCK_OPTIONS = [
  { value: '', label: '전체' },
  { value: 'Y', label: '잠김' },
  { value: 'N', label: '정상' },
];

/**
 * spec §2 /user/list (operator admins: every company and role) and /user/clientManage/list (a client manager: their
 * company, roles 20 and 25). Filters: company (the §5/§7 multi-select), role, sign status (code group 005 without 01
 * and 05), use and lock status, name / ID / phone, join date range. Excel download of the filtered list, Excel import
 * of employees into one company, and approval of sign-ups and vendor applications in READY (operators).
 */
export function UserListScreen({ scope }: { scope: UserScope }) {
  const navigate = useNavigate();
  const operator = scope === 'operator';
  const ownCmpyCd = useSession((s) => s.loginUserData?.cmpyCd ?? null);
  const list = useListState(LIST, useUserList);
  const { query } = list;
  useErrorAlert(query.error);
  const signStats = useCodeOptions(CODE_GROUP.signStatus, 'user');
  const decision = useUserDecision();
  const [uploading, setUploading] = useState(false);
  const roles = operator ? ALL_AUTH_CDS : CLIENT_MANAGED_ROLES;
  const roleOptionList = roleOptions(roles);
  const ownCmpyNm = useSession((s) => s.loginUserData?.cmpyNm ?? null);
  // Operators choose the company in the pop-up (starting from the one they filtered by); a client manager always
  // imports into their own.
  const [chosenCmpyCd, setChosenCmpyCd] = useState<string | null>(null);
  const importCmpyCd = operator ? chosenCmpyCd : ownCmpyCd;
  const openImport = () => {
    if (operator)
      setChosenCmpyCd(list.filters.cmpyCdList.length === 1 ? (list.filters.cmpyCdList[0] ?? null) : null);
    setUploading(true);
  };
  const detailHref = (row: UserRow) =>
    USER_ROUTES[scope].detail(row.unqUserId, userOrApprovalOf(row.regStat));

  const columns: TableColumnsType<UserRow> = [
    {
      title: '아이디',
      dataIndex: 'userId',
      key: 'userId',
      width: 120,
      sorter: true,
      render: (userId: string, row) => (
        <Link to={detailHref(row)} onClick={(e) => e.stopPropagation()}>
          {userId}
        </Link>
      ),
    },
    { title: '이름', dataIndex: 'userNm', key: 'userNm', width: 80, sorter: true },
    { title: '권한', dataIndex: 'authNm', width: 100 },
    ...(operator
      ? [
          {
            title: '회사',
            dataIndex: 'cmpyNm',
            key: 'cmpyNm',
            width: 140,
            sorter: true,
            ellipsis: true,
            render: (v: string | null, row: UserRow) => dash(v ?? row.applyCmpyNm),
          },
        ]
      : []),
    { title: '그룹', dataIndex: 'grupNm', width: 110, ellipsis: true, render: dash },
    { title: '휴대폰번호', dataIndex: 'telNo', width: 120, render: phoneText },
    {
      title: '가입상태',
      dataIndex: 'regStat',
      width: 140,
      render: (v: UserRow['regStat'], row) => (
        <Space size={2} wrap>
          <RegStatTag regStat={v} />
          {row.applicationType && <Tag>{APPROVAL_KIND_LABEL[row.applicationType]}</Tag>}
        </Space>
      ),
    },
    { title: '사용여부', dataIndex: 'useYn', width: 80, render: (v: 'Y' | 'N') => <UseYnTag useYn={v} /> },
    {
      title: '잠금',
      dataIndex: 'lockYn',
      width: 70,
      render: (v: 'Y' | 'N') => (v === 'Y' ? <Tag color="red">잠김</Tag> : '-'),
    },
    {
      title: '가입일',
      dataIndex: 'frstRgstDt',
      key: 'frstRgstDt',
      width: 110,
      sorter: true,
      render: dateText,
    },
    ...(operator
      ? [
          {
            title: '승인',
            key: 'decision',
            width: 120,
            fixed: 'right' as const,
            render: (_: unknown, row: UserRow) =>
              isAwaitingDecision(row.regStat) ? (
                // A click on a button decides; it must not also open the detail.
                <Space size={4} onClick={(e) => e.stopPropagation()}>
                  <Button size="small" type="primary" onClick={() => decision.askApprove(row)}>
                    승인
                  </Button>
                  <Button size="small" danger onClick={() => decision.askReject(row)}>
                    반려
                  </Button>
                </Space>
              ) : (
                '-'
              ),
          },
        ]
      : []),
  ];

  const importTarget = operator ? (
    <Form.Item label="등록할 회사" required style={{ marginBottom: 0 }}>
      <CompanySelect
        url={API_PATH.companyOptions}
        method="POST"
        aria-label="등록할 회사"
        value={chosenCmpyCd}
        onChange={setChosenCmpyCd}
      />
    </Form.Item>
  ) : (
    <p>
      등록할 회사: <strong>{ownCmpyNm ?? ownCmpyCd ?? '-'}</strong>
    </p>
  );

  return (
    <BackOfficeListScreen<UserRow>
      title={operator ? '사용자 관리' : '임직원 관리'}
      description={
        operator ? '모든 회사의 사용자와 가입 신청을 관리합니다.' : '우리 회사 임직원 계정을 관리합니다.'
      }
      actions={
        operator && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(paths.userSave)}>
            사용자 등록
          </Button>
        )
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
            <Form.Item label="권한" name="authCd">
              <Select allowClear placeholder="전체" options={roleOptionList} />
            </Form.Item>
          </FilterCell>
          <FilterCell>
            <Form.Item label="가입상태" name="signStatCd">
              <Select allowClear placeholder="전체" options={signStats.data} loading={signStats.isLoading} />
            </Form.Item>
          </FilterCell>
          <FilterCell>
            <Form.Item label="사용여부" name="useYn">
              <Select options={[...USE_STATUS_OPTIONS]} placeholder="전체" />
            </Form.Item>
          </FilterCell>
          <FilterCell>
            <Form.Item label="잠금" name="lockYn">
              <Select options={LOCK_OPTIONS} placeholder="전체" />
            </Form.Item>
          </FilterCell>
          <FilterCell>
            <Form.Item label="이름/아이디/휴대폰" name="searchText">
              <Input allowClear maxLength={50} placeholder="검색어" />
            </Form.Item>
          </FilterCell>
          <DateRangeFilterCell label="가입일" name="frstRgstDt" />
        </>
      }
      label={operator ? '사용자 목록' : '임직원 목록'}
      columns={columns}
      rowKey={(row) => row.unqUserId}
      onRowClick={(row) => navigate(detailHref(row))}
      scrollX={operator ? 1170 : 900}
      toolbar={
        <>
          <Button icon={<UploadOutlined />} onClick={openImport}>
            임직원 엑셀 등록
          </Button>
          <ListExcelDownload
            list={list}
            path={API_PATH.userExcel}
            personalData
            fileName={EXPORT_FILE_NAME.user}
          />
        </>
      }
    >
      {uploading && (
        <ExcelUploadDialog
          open={uploading}
          title="임직원 엑셀 등록"
          target={importTarget}
          blockedReason={importCmpyCd ? null : '임직원을 등록할 회사를 선택해주세요.'}
          cmpyCd={importCmpyCd ?? undefined}
          templatePath={API_PATH.userExcelTemplate}
          templateFileName={EXPORT_FILE_NAME.userTemplate}
          uploadPath={API_PATH.userExcelUpload}
          noticeOption
          onImported={() => void query.refetch()}
          onClose={() => setUploading(false)}
        />
      )}
      {decision.dialogs}
    </BackOfficeListScreen>
  );
}
