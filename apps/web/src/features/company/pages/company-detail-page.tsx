import {
  BIZ_INFO_LABEL,
  buildGroupTree,
  type CompanyDetail,
  formatNumber,
  type GroupForestNode,
  isAwaitingDecision,
  missingBizInfoFields,
  SETTLEMENT_TEXT,
  sabunUseLabel,
} from '@pcs/domain';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  type DescriptionsProps,
  Empty,
  Skeleton,
  Space,
  Table,
  Tag,
} from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { ApprovalHistoryTimeline } from '../../../components/back-office/approval-history';
import styles from '../../../components/back-office/back-office.module.css';
import {
  corporateNumberText,
  dash,
  dateText,
  groupTypeText,
  phoneText,
} from '../../../components/back-office/display';
import { PageHeader } from '../../../components/back-office/page-header';
import { RegStatTag, UseYnTag } from '../../../components/back-office/status-tags';
import { ProductImage } from '../../../components/ui/product-image';
import { paths } from '../../../config/paths';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useCompanyDetail } from '../api/get-company-detail';
import { useCompanyDecision } from '../hooks/use-company-decision';

type GroupNode = GroupForestNode<CompanyDetail['groups'][number]>;
const COLUMNS = { xs: 1, md: 2 } as const;

/**
 * spec §2 /company/detail/{cmpyCd}/{approvalId}: every spec §3 company field ('-' for a missing value, sabunUseYn
 * 사용/사용안함, corporate number 3-2-5, phones per §5), its 세금계산서 정보 with what an invoice still needs
 * (decision 037), the solutions it uses, its groups and user counts, the decisions taken, and approve / reject
 * while the registration is in READY.
 */
export default function CompanyDetailPage() {
  const { cmpyCd = '', approvalId = '0' } = useParams();
  const navigate = useNavigate();
  const detail = useCompanyDetail(cmpyCd);
  useErrorAlert(detail.error);
  const decision = useCompanyDecision();
  const d = detail.data;

  const actions = (
    <>
      <Button onClick={() => navigate(paths.companyList)}>목록</Button>
      {d && (
        <>
          <Button onClick={() => navigate(paths.companySaveForAnotherSol(d.cmpyCd))}>타 솔루션 등록</Button>
          <Button type="primary" onClick={() => navigate(paths.companyEdit(d.cmpyCd, approvalId))}>
            수정
          </Button>
        </>
      )}
    </>
  );

  return (
    <div className={styles.narrowPage}>
      <PageHeader title="회사 상세" actions={actions} />
      {detail.isError ? (
        <Card>
          <Empty description="회사 정보를 찾을 수 없습니다." />
        </Card>
      ) : d ? (
        <>
          {isAwaitingDecision(d.regStat) && (
            <Card title="등록 신청 처리">
              <Space wrap>
                <span>등록 신청 중인 회사입니다. 승인하면 회사와 담당자가 서비스를 이용할 수 있습니다.</span>
                <Button type="primary" onClick={() => decision.approve(d.cmpyCd)} loading={decision.pending}>
                  승인
                </Button>
                <Button danger onClick={() => decision.askReject(d.cmpyCd, d.cmpyNm)}>
                  반려
                </Button>
              </Space>
            </Card>
          )}
          <CompanyFields detail={d} />
          <CompanyGroups detail={d} />
          <Card title="처리 이력">
            <ApprovalHistoryTimeline items={d.approvals} />
          </Card>
        </>
      ) : (
        <Card>
          <Skeleton active paragraph={{ rows: 10 }} />
        </Card>
      )}
      {decision.rejectDialog}
    </div>
  );
}

function CompanyFields({ detail: d }: { detail: CompanyDetail }) {
  const basic: DescriptionsProps['items'] = [
    { key: 'cmpyCd', label: '회사코드', children: d.cmpyCd },
    { key: 'cmpyNm', label: '회사명', children: d.cmpyNm },
    { key: 'cmpyTypeNm', label: '회사유형', children: dash(d.cmpyTypeNm) },
    { key: 'corporateRegNo', label: '사업자등록번호', children: corporateNumberText(d.corporateRegNo) },
    { key: 'regStat', label: '등록상태', children: <RegStatTag regStat={d.regStat} /> },
    { key: 'useYn', label: '사용여부', children: <UseYnTag useYn={d.useYn} /> },
    { key: 'sabunUseYn', label: '사번 사용', children: sabunUseLabel(d.sabunUseYn) },
    { key: 'frstRgstDt', label: '등록일', children: dateText(d.frstRgstDt) },
    { key: 'cmpyMainMail', label: '대표 이메일', children: dash(d.cmpyMainMail) },
    { key: 'cmpyMainTelNo', label: '대표 전화번호', children: phoneText(d.cmpyMainTelNo) },
    {
      key: 'ciFileId',
      label: 'CI 이미지',
      children: d.ciFileId ? (
        <div style={{ width: 120 }}>
          <ProductImage fileId={d.ciFileId} alt={`${d.cmpyNm} CI`} width={120} />
        </div>
      ) : (
        '-'
      ),
    },
  ];
  const managers: DescriptionsProps['items'] = [
    { key: 'managerNm', label: '담당자명', children: dash(d.managerNm) },
    { key: 'managerTelNo', label: '담당자 휴대폰', children: phoneText(d.managerTelNo) },
    { key: 'managerEmail', label: '담당자 이메일', span: 'filled', children: dash(d.managerEmail) },
    { key: 'accountMgrNm', label: '정산 담당자명', children: dash(d.accountMgrNm) },
    { key: 'accountMgrTelNo', label: '정산 담당자 휴대폰', children: phoneText(d.accountMgrTelNo) },
    { key: 'accountMgrEmail', label: '정산 담당자 이메일', children: dash(d.accountMgrEmail) },
    { key: 'accountBank', label: '정산 은행', children: dash(d.accountBankNm ?? d.accountBankCd) },
  ];
  const bizInfo: DescriptionsProps['items'] = [
    { key: 'ceoNm', label: BIZ_INFO_LABEL.ceoNm, children: dash(d.ceoNm) },
    { key: 'taxEmail', label: BIZ_INFO_LABEL.taxEmail, children: dash(d.taxEmail) },
    { key: 'bizType', label: BIZ_INFO_LABEL.bizType, children: dash(d.bizType) },
    { key: 'bizItem', label: BIZ_INFO_LABEL.bizItem, children: dash(d.bizItem) },
    { key: 'bizAddr', label: BIZ_INFO_LABEL.bizAddr, span: 'filled', children: dash(d.bizAddr) },
  ];
  const missing = missingBizInfoFields(d);
  const users: DescriptionsProps['items'] = [
    { key: 'total', label: '전체 사용자', children: `${formatNumber(d.userCounts.total)}명` },
    { key: 'ready', label: '가입 승인 대기', children: `${formatNumber(d.userCounts.ready)}명` },
    ...d.userCounts.byAuthCd.map((r) => ({
      key: `auth-${r.authCd}`,
      label: r.authNm,
      children: `${formatNumber(r.count)}명`,
    })),
  ];
  return (
    <>
      <Card title="기본 정보">
        <Descriptions bordered size="small" column={COLUMNS} items={basic} />
      </Card>
      <Card title="담당자 정보">
        <Descriptions bordered size="small" column={COLUMNS} items={managers} />
      </Card>
      <Card title="세금계산서 정보">
        {missing.length > 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            title={SETTLEMENT_TEXT.bizInfoMissing(missing)}
          />
        )}
        <Descriptions bordered size="small" column={COLUMNS} items={bizInfo} />
      </Card>
      <Card title="이용 솔루션">
        {d.solutions.length === 0 ? (
          <span>-</span>
        ) : (
          <Space wrap>
            {d.solutions.map((s) => (
              <Tag key={s.solCd} color="geekblue">
                {s.solNm} ({s.solCd}) · {dateText(s.frstRgstDt)}
              </Tag>
            ))}
          </Space>
        )}
      </Card>
      <Card title="사용자 현황">
        <Descriptions bordered size="small" column={{ xs: 1, md: 3 }} items={users} />
      </Card>
    </>
  );
}

function CompanyGroups({ detail: d }: { detail: CompanyDetail }) {
  const tree = buildGroupTree(d.groups);
  return (
    <Card title={`그룹 (${formatNumber(d.groups.length)})`}>
      <Table<GroupNode>
        size="small"
        rowKey="grupCd"
        dataSource={tree}
        pagination={false}
        expandable={{ defaultExpandAllRows: true, childrenColumnName: 'children' }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="등록된 그룹이 없습니다." />,
        }}
        columns={[
          {
            title: '그룹명',
            dataIndex: 'grupNm',
            render: (name: string, g) => (
              <Link to={paths.manageGroupDetail(d.cmpyCd, g.grupCd)}>
                {name} ({g.grupCd})
              </Link>
            ),
          },
          {
            title: '유형',
            dataIndex: 'grupTypeCd',
            width: 90,
            render: (v: string | null) => groupTypeText(v),
          },
          {
            title: '인원',
            dataIndex: 'memberCount',
            width: 80,
            align: 'right',
            render: (v: number) => formatNumber(v),
          },
          {
            title: '사용여부',
            dataIndex: 'useYn',
            width: 100,
            render: (v: 'Y' | 'N') => <UseYnTag useYn={v} />,
          },
        ]}
      />
    </Card>
  );
}
