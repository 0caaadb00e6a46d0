import { isOperatorAdmin, OCCASION_TYPE_LABEL } from '@pcs/domain';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { Card, Empty, Skeleton, Tag } from 'antd';
import { useNavigate, useParams } from 'react-router';
import styles from '../../../components/back-office/back-office.module.css';
import { useCompanyOptions } from '../../../components/back-office/company-multi-select';
import { PageHeader } from '../../../components/back-office/page-header';
import { FunnelCard } from '../../../components/funnel/funnel-card';
import { TaxSummaryCard } from '../../../components/tax/tax-summary-card';
import { paths } from '../../../config/paths';
import { confirmMessage } from '../../../lib/dialog';
import { useSession } from '../../../lib/session-store';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useRuleDetail } from '../api/get-rule-detail';
import { OccasionRuleForm } from '../components/occasion-rule-form';
import { OCCASION_RULE_TEXT as T } from '../texts';

const COMPANY_SOURCE = { url: API_PATH.companyOptions, method: 'POST' } as const;

/** An operator's new rule names its company by code: the name comes from the company list. */
function useCompanyName(cmpyCd: string, ask: boolean): string | null {
  const companies = useCompanyOptions(ask ? COMPANY_SOURCE : {});
  if (!ask) return null;
  const found = companies.options.find((o) => o.value === cmpyCd);
  return found?.label ?? null;
}

/**
 * /occasion/save/{cmpyCd}/{ruleSn} (decision 036): a company's occasion rule, new when ruleSn is 0. Operators for
 * every company, a client manager for their own (the server refuses another company's with 403). Loading shows a
 * skeleton; a rule that cannot be read (gone, or another company's) shows an empty state after the server's alert.
 */
export default function OccasionRuleSavePage() {
  const params = useParams();
  const navigate = useNavigate();
  const user = useSession((s) => s.loginUserData);
  const cmpyCd = params.cmpyCd ?? '';
  const ruleSn = /^\d{1,10}$/.test(params.ruleSn ?? '') ? Number(params.ruleSn) : 0;
  const editing = ruleSn > 0;
  const detail = useRuleDetail(ruleSn);
  useErrorAlert(detail.error);
  const operator = isOperatorAdmin(user?.authCd ?? '');
  const listedName = useCompanyName(cmpyCd, operator && !editing);
  const cmpyNm = detail.data?.cmpyNm ?? (operator ? listedName : user?.cmpyNm) ?? cmpyCd;

  const toList = () => navigate(paths.occasionList);
  const cancel = async (touched: boolean) => {
    if (touched && !(await confirmMessage(T.leaveConfirm))) return;
    toList();
  };

  const title = editing ? T.editTitle : T.createTitle;
  // A client manager keeps to their own company (the server refuses another one's anyway).
  const foreign = !operator && !!user && user.cmpyCd !== cmpyCd;
  if ((editing && detail.isError) || (!editing && foreign))
    return (
      <div className={styles.narrowPage}>
        <PageHeader title={title} />
        <Card>
          <Empty description={T.notFound} />
        </Card>
      </div>
    );

  const d = detail.data;
  return (
    <div className={styles.narrowPage}>
      <PageHeader
        title={title}
        description={d ? `${d.cmpyNm} · ${d.ruleNm}` : `${cmpyNm} (${cmpyCd})`}
        actions={
          d && (
            <>
              <Tag>{OCCASION_TYPE_LABEL[d.occasionType]}</Tag>
              {d.useYn === 'Y' ? <Tag color="green">사용</Tag> : <Tag>사용안함</Tag>}
            </>
          )
        }
      />
      {d && <TaxSummaryCard ruleSn={d.ruleSn} />}
      {d && <FunnelCard ruleSn={d.ruleSn} title="선물 수령 퍼널 (이 규칙의 모든 발송)" />}
      {editing && !d ? (
        <Card>
          <Skeleton active paragraph={{ rows: 12 }} />
        </Card>
      ) : (
        <OccasionRuleForm
          // A rule read again (after a save elsewhere) starts the form over from what is stored.
          key={d ? `${d.ruleSn}-${d.updatedDt}` : 'new'}
          cmpyCd={d?.cmpyCd ?? cmpyCd}
          cmpyNm={cmpyNm}
          detail={d}
          onDone={toList}
          onCancel={(touched) => void cancel(touched)}
        />
      )}
    </div>
  );
}
