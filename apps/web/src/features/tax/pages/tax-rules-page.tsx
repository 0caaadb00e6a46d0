import { PlusOutlined } from '@ant-design/icons';
import { formatWon, isOperatorAdmin, TAX_RULE_KIND_LABEL, type TaxStatuteRuleRow } from '@pcs/domain';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { Alert, Button, Card, Skeleton, Table, Tag } from 'antd';
import { useState } from 'react';
import styles from '../../../components/back-office/back-office.module.css';
import { CompanySelect } from '../../../components/back-office/company-multi-select';
import { PageHeader } from '../../../components/back-office/page-header';
import { ScrollRegion } from '../../../components/back-office/scroll-region';
import { purposeLabel } from '../../../components/tax/tax-purpose-options';
import { useSession } from '../../../lib/session-store';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useTaxRules } from '../api/get-tax-rules';
import { CompanyRulesCard } from '../components/company-rules-card';
import { dashedYmd, StatuteRuleDialog } from '../components/statute-rule-dialog';

/**
 * /tax/rules (decision 051): the statutory rules the ledger applies, each a row with its valid-from day (operators
 * add next year's change as a new row or correct one), and the company's own rules: its 명절 setting and 경조 규정.
 * A client manager keeps their own company's; an operator picks the company.
 */
export default function TaxRulesPage() {
  const operator = isOperatorAdmin(useSession((s) => s.loginUserData?.authCd ?? ''));
  const [cmpyCd, setCmpyCd] = useState<string | null>(null);
  const rules = useTaxRules(operator ? cmpyCd : null);
  useErrorAlert(rules.error);
  const [editing, setEditing] = useState<{ rule: TaxStatuteRuleRow | null } | null>(null);
  const d = rules.data;

  const columns = [
    { title: '규칙 코드', dataIndex: 'ruleCd', width: 170 },
    {
      title: '종류',
      dataIndex: 'kind',
      width: 190,
      render: (v: TaxStatuteRuleRow['kind']) => TAX_RULE_KIND_LABEL[v],
    },
    { title: '규칙 이름', dataIndex: 'title', ellipsis: true },
    {
      title: '적용 분류',
      dataIndex: 'purposes',
      width: 220,
      render: (v: string[]) => v.map((p) => <Tag key={p}>{purposeLabel(p)}</Tag>),
    },
    {
      title: '한도',
      key: 'limit',
      width: 150,
      render: (_: unknown, r: TaxStatuteRuleRow) =>
        [
          r.limitAmt !== null ? formatWon(r.limitAmt) : null,
          r.maxCount !== null ? `${r.maxCount}회` : null,
          r.withinMonths !== null ? `${r.withinMonths}개월 이내` : null,
          r.companyLimitYn === 'Y' ? '회사 규정 한도' : null,
        ]
          .filter(Boolean)
          .join(', ') || '-',
    },
    {
      title: '적용 기간',
      key: 'valid',
      width: 210,
      render: (_: unknown, r: TaxStatuteRuleRow) =>
        `${dashedYmd(r.validFrom)} ~ ${dashedYmd(r.validTo) || ''}`,
    },
    { title: '근거 법령', dataIndex: 'source', width: 220, ellipsis: true },
    ...(operator
      ? [
          {
            title: '관리',
            key: 'edit',
            width: 80,
            render: (_: unknown, r: TaxStatuteRuleRow) => (
              <Button size="small" onClick={() => setEditing({ rule: r })}>
                수정
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className={styles.page}>
      <PageHeader
        title="세무 규칙"
        description="법정 한도는 적용 시작일이 있는 행으로 관리합니다. 내년에 바뀌는 한도는 새 행으로 추가합니다."
      />
      <Card
        title="법정 규칙"
        size="small"
        extra={
          operator ? (
            <Button icon={<PlusOutlined />} onClick={() => setEditing({ rule: null })}>
              규칙 추가
            </Button>
          ) : undefined
        }
      >
        {!d ? (
          <Skeleton active />
        ) : (
          <ScrollRegion label="법정 규칙 목록" minWidth={1300}>
            <Table<TaxStatuteRuleRow>
              size="small"
              rowKey={(r) => r.ruleSn}
              dataSource={d.statute}
              columns={columns}
              pagination={false}
              locale={{ emptyText: '등록된 법정 규칙이 없습니다.' }}
            />
          </ScrollRegion>
        )}
      </Card>
      {operator && (
        <Card title="회사 규정" size="small">
          <div style={{ maxWidth: 360 }}>
            <CompanySelect
              aria-label="회사 선택"
              url={API_PATH.companyOptions}
              method="POST"
              value={cmpyCd}
              onChange={setCmpyCd}
              placeholder="회사를 선택하세요"
            />
          </div>
          {!cmpyCd && (
            <Alert
              style={{ marginTop: 12 }}
              type="info"
              showIcon
              title="회사를 선택하면 그 회사의 규정을 봅니다."
            />
          )}
        </Card>
      )}
      {d?.company && <CompanyRulesCard key={d.company.cmpyCd} company={d.company} />}
      {editing && <StatuteRuleDialog open rule={editing.rule} onClose={() => setEditing(null)} />}
    </div>
  );
}
