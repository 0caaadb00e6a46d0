import { CODE_GROUP, COMPANY_MESSAGES, companyApprovalId } from '@pcs/domain';
import { Button, Card, Descriptions, Empty, Select, Skeleton, Space, Tag } from 'antd';
import { useNavigate, useParams } from 'react-router';
import styles from '../../../components/back-office/back-office.module.css';
import { corporateNumberText, dateText } from '../../../components/back-office/display';
import { PageHeader } from '../../../components/back-office/page-header';
import { ORG_TEXT } from '../../../components/back-office/texts';
import { Form } from '../../../components/form/enter-safe-form';
import { paths } from '../../../config/paths';
import { useCodeOptions } from '../../../lib/code-lists';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useCompanyDetail } from '../api/get-company-detail';
import { useRegisterAnotherSolution } from '../api/register-another-solution';

/**
 * spec §2 /company/saveForAnotherSol/{cmpyCd}: registers an existing company for another solution of the family
 * (solution codes from the code tables, group 008), keeping one company record: only solutions it does not use yet
 * are offered.
 */
export default function CompanyAnotherSolPage() {
  const { cmpyCd = '' } = useParams();
  const navigate = useNavigate();
  const detail = useCompanyDetail(cmpyCd);
  useErrorAlert(detail.error);
  const solutions = useCodeOptions(CODE_GROUP.solution, 'companySave');
  const register = useRegisterAnotherSolution();
  const [form] = Form.useForm<{ solCd: string }>();
  const d = detail.data;
  const used = new Set(d?.solutions.map((s) => s.solCd) ?? []);
  const options = (solutions.data ?? []).filter((o) => !used.has(o.value));
  const backToDetail = () => navigate(paths.companyDetail(cmpyCd, companyApprovalId(cmpyCd, d?.regStat)));

  const save = async ({ solCd }: { solCd: string }) => {
    if (!(await confirmMessage(ORG_TEXT.saveConfirm))) return;
    try {
      await register.mutateAsync({ cmpyCd, solCd });
      await alertMessage(ORG_TEXT.saved);
      backToDetail();
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  return (
    <div className={styles.narrowPage}>
      <PageHeader
        title="타 솔루션 고객사 등록"
        description="등록된 회사를 다른 솔루션에서도 사용하도록 등록합니다."
      />
      {detail.isError ? (
        <Card>
          <Empty description={COMPANY_MESSAGES.notFound} />
        </Card>
      ) : !d ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : (
        <>
          <Card title="회사">
            <Descriptions
              bordered
              size="small"
              column={{ xs: 1, md: 2 }}
              items={[
                { key: 'cmpyNm', label: '회사명', children: `${d.cmpyNm} (${d.cmpyCd})` },
                { key: 'corp', label: '사업자등록번호', children: corporateNumberText(d.corporateRegNo) },
                {
                  key: 'sol',
                  label: '이용 중인 솔루션',
                  span: 'filled',
                  children: (
                    <Space wrap>
                      {d.solutions.map((s) => (
                        <Tag key={s.solCd} color="geekblue">
                          {s.solNm} · {dateText(s.frstRgstDt)}
                        </Tag>
                      ))}
                    </Space>
                  ),
                },
              ]}
            />
          </Card>
          <Card title="추가할 솔루션">
            <Form form={form} layout="vertical" onFinish={save} aria-label="타 솔루션 등록">
              <Form.Item
                label="솔루션"
                name="solCd"
                rules={[{ required: true, message: '등록할 솔루션을 선택해주세요.' }]}
              >
                <Select
                  options={options}
                  loading={solutions.isLoading}
                  placeholder="선택"
                  notFoundContent="추가로 등록할 수 있는 솔루션이 없습니다."
                />
              </Form.Item>
              <div className={styles.footer}>
                <Button onClick={backToDetail}>취소</Button>
                <Button type="primary" htmlType="submit" loading={register.isPending}>
                  등록
                </Button>
              </div>
            </Form>
          </Card>
        </>
      )}
    </div>
  );
}
