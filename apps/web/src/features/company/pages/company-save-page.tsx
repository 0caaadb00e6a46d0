import {
  BIZ_INFO_LABEL,
  BIZ_INFO_LIMITS,
  type ChainChannel,
  CODE_GROUP,
  type CompanyDetail,
  companyCreateRequestSchema,
  companyFormShape,
  corporateRegNoForInvoiceSchema,
  DEFAULT_CHAIN_WINDOW_MIN,
  duplicateCorporateRegNoText,
  formatCorporateNumber,
  formatPhone,
  missingBizInfoFields,
  PLATFORM_SOLUTION_CODE,
  SABUN_USE_LABEL,
  SETTLEMENT_TEXT,
} from '@pcs/domain';
import { Alert, Button, Card, Col, Empty, type FormRule, Input, Radio, Row, Select, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import styles from '../../../components/back-office/back-office.module.css';
import {
  ChainWindowField,
  ChannelChainField,
  chainOfForm,
} from '../../../components/back-office/channel-chain-field';
import { ImageFileField } from '../../../components/back-office/image-file-field';
import { PageHeader } from '../../../components/back-office/page-header';
import { ORG_TEXT } from '../../../components/back-office/texts';
import { zodRule } from '../../../components/back-office/zod-rule';
import { Form } from '../../../components/form/enter-safe-form';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useCodeOptions } from '../../../lib/code-lists';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useCreateCompany } from '../api/create-company';
import { useCompanyDetail } from '../api/get-company-detail';
import { useUpdateCompany } from '../api/update-company';

type FormValues = {
  cmpyNm: string;
  cmpyTypeCd: string | undefined;
  corporateRegNo: string;
  managerNm: string;
  managerEmail: string;
  managerTelNo: string;
  cmpyMainMail: string;
  cmpyMainTelNo: string;
  accountMgrNm: string;
  accountMgrTelNo: string;
  accountMgrEmail: string;
  accountBankCd: string | undefined;
  ciFileId: string | null;
  sabunUseYn: 'Y' | 'N';
  useYn: 'Y' | 'N';
  ceoNm: string;
  bizType: string;
  bizItem: string;
  bizAddr: string;
  taxEmail: string;
  /** The delivery chain (decision 052); empty: the default chain. */
  channelChain: ChainChannel[];
  chainWindowMin: number;
};

const NEW_COMPANY: Partial<FormValues> = {
  sabunUseYn: 'N',
  useYn: 'Y',
  ciFileId: null,
  channelChain: [],
  chainWindowMin: DEFAULT_CHAIN_WINDOW_MIN,
};

const valuesOf = (d: CompanyDetail): FormValues => ({
  cmpyNm: d.cmpyNm,
  cmpyTypeCd: d.cmpyTypeCd,
  corporateRegNo: d.corporateRegNo ? formatCorporateNumber(d.corporateRegNo) : '',
  managerNm: d.managerNm ?? '',
  managerEmail: d.managerEmail ?? '',
  managerTelNo: d.managerTelNo ? formatPhone(d.managerTelNo) : '',
  cmpyMainMail: d.cmpyMainMail ?? '',
  cmpyMainTelNo: d.cmpyMainTelNo ? formatPhone(d.cmpyMainTelNo) : '',
  accountMgrNm: d.accountMgrNm ?? '',
  accountMgrTelNo: d.accountMgrTelNo ? formatPhone(d.accountMgrTelNo) : '',
  accountMgrEmail: d.accountMgrEmail ?? '',
  accountBankCd: d.accountBankCd ?? undefined,
  ciFileId: d.ciFileId,
  sabunUseYn: d.sabunUseYn,
  useYn: d.useYn,
  ceoNm: d.ceoNm ?? '',
  bizType: d.bizType ?? '',
  bizItem: d.bizItem ?? '',
  bizAddr: d.bizAddr ?? '',
  taxEmail: d.taxEmail ?? '',
  channelChain: d.channelChain ?? [],
  chainWindowMin: d.chainWindowMin,
});

/** The duplicate corporate number refusal starts like this; its message names the company that has it. */
const DUPLICATE_PREFIX = duplicateCorporateRegNoText('', '').split(' (')[0] ?? '';

const YN_OPTIONS = (['Y', 'N'] as const).map((v) => ({ value: v, label: SABUN_USE_LABEL[v] }));

/**
 * A 10-digit number without its check digit is saved (spec §5 asks for 10 digits only) but no 세금계산서 can carry
 * it: the form warns while it is typed instead of refusing it.
 */
const CHECK_DIGIT_WARNING: FormRule = {
  warningOnly: true,
  validator: (_rule, value: unknown) => {
    const parsed = corporateRegNoForInvoiceSchema.safeParse(typeof value === 'string' ? value : undefined);
    return parsed.success ? Promise.resolve() : Promise.reject(new Error(parsed.error.issues[0]?.message));
  },
};
const half = { xs: 24, md: 12 } as const;

/**
 * spec §2 /company/save and /company/save/{cmpyCd}/{approvalId}: create and edit a company. Every field is checked
 * with the contract's own zod rules before sending (corporate number exactly 10 digits after stripping non-digits,
 * manager phone 11 digits, e-mails); the company-type list has no 01 and the bank list no ALL (spec §5). A duplicate
 * corporate number comes back naming the existing company and is shown on the field. The 세금계산서 정보 card
 * (decision 037) is optional and names, as it is filled in, what an invoice still needs.
 */
export default function CompanySavePage() {
  const { cmpyCd, approvalId = '0' } = useParams();
  const editing = !!cmpyCd;
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const detail = useCompanyDetail(cmpyCd);
  useErrorAlert(detail.error);
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const types = useCodeOptions(CODE_GROUP.companyType, 'companySave');
  const banks = useCodeOptions(CODE_GROUP.bank, 'companySave', PLATFORM_SOLUTION_CODE);

  useEffect(() => {
    if (detail.data) form.setFieldsValue(valuesOf(detail.data));
  }, [detail.data, form]);

  const save = async (values: FormValues) => {
    const parsed = companyCreateRequestSchema.safeParse({
      ...values,
      channelChain: chainOfForm(values.channelChain),
    });
    if (!parsed.success) {
      await alertMessage(parsed.error.issues[0]?.message ?? '');
      return;
    }
    if (!(await confirmMessage(ORG_TEXT.saveConfirm))) return;
    try {
      const saved = editing
        ? await update.mutateAsync({ cmpyCd, ...parsed.data })
        : await create.mutateAsync(parsed.data);
      await alertMessage(ORG_TEXT.saved);
      navigate(paths.companyDetail(saved.cmpyCd, editing ? approvalId : '0'), { replace: true });
    } catch (error) {
      const text = errorText(error);
      if (error instanceof ApiError && DUPLICATE_PREFIX && text.startsWith(DUPLICATE_PREFIX))
        form.setFields([{ name: 'corporateRegNo', errors: [text] }]);
      await alertMessage(text);
    }
  };

  const cancel = async () => {
    if (form.isFieldsTouched() && !(await confirmMessage(ORG_TEXT.leaveConfirm))) return;
    navigate(editing ? paths.companyDetail(cmpyCd, approvalId) : paths.companyList);
  };

  if (editing && detail.isError)
    return (
      <div className={styles.narrowPage}>
        <PageHeader title="회사 수정" />
        <Card>
          <Empty description="회사 정보를 찾을 수 없습니다." />
        </Card>
      </div>
    );

  return (
    <div className={styles.narrowPage}>
      <PageHeader
        title={editing ? '회사 수정' : '회사 등록'}
        description={editing ? `${detail.data?.cmpyNm ?? ''} (${cmpyCd})` : '새 고객사를 등록합니다.'}
      />
      {editing && !detail.data ? (
        <Card>
          <Skeleton active paragraph={{ rows: 10 }} />
        </Card>
      ) : (
        <Form<FormValues>
          form={form}
          layout="vertical"
          initialValues={NEW_COMPANY}
          onFinish={save}
          scrollToFirstError
          aria-label={editing ? '회사 수정' : '회사 등록'}
        >
          <Card title="기본 정보">
            <Row gutter={[16, 0]}>
              <Col {...half}>
                <Form.Item label="회사명" name="cmpyNm" required rules={[zodRule(companyFormShape.cmpyNm)]}>
                  <Input maxLength={100} />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item
                  label="회사유형"
                  name="cmpyTypeCd"
                  required
                  rules={[zodRule(companyFormShape.cmpyTypeCd)]}
                >
                  <Select options={types.data} loading={types.isLoading} placeholder="선택" />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item
                  label="사업자등록번호"
                  name="corporateRegNo"
                  required
                  extra="숫자 10자리 (하이픈은 자동으로 제외됩니다)"
                  rules={[zodRule(companyFormShape.corporateRegNo), CHECK_DIGIT_WARNING]}
                >
                  <Input maxLength={12} placeholder="123-45-67890" inputMode="numeric" />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item
                  label="대표 전화번호"
                  name="cmpyMainTelNo"
                  rules={[zodRule(companyFormShape.cmpyMainTelNo)]}
                >
                  <Input maxLength={13} placeholder="02-1234-5678" inputMode="tel" />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item
                  label="대표 이메일"
                  name="cmpyMainMail"
                  rules={[zodRule(companyFormShape.cmpyMainMail)]}
                >
                  <Input maxLength={100} inputMode="email" />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item label="사번 사용" name="sabunUseYn">
                  <Radio.Group options={YN_OPTIONS} />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item label="사용여부" name="useYn">
                  <Radio.Group options={YN_OPTIONS} />
                </Form.Item>
              </Col>
              <Col xs={24}>
                <Form.Item
                  label="CI 이미지"
                  name="ciFileId"
                  extra="선물 카탈로그 PDF에 인쇄됩니다. jpg, png, webp 10MB 이하"
                >
                  <ImageFileField alt="CI 이미지" />
                </Form.Item>
              </Col>
            </Row>
          </Card>
          <Card title="담당자 정보" style={{ marginTop: 16 }}>
            <Row gutter={[16, 0]}>
              <Col {...half}>
                <Form.Item
                  label="담당자명"
                  name="managerNm"
                  required
                  rules={[zodRule(companyFormShape.managerNm)]}
                >
                  <Input maxLength={50} />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item
                  label="담당자 휴대폰"
                  name="managerTelNo"
                  required
                  rules={[zodRule(companyFormShape.managerTelNo)]}
                >
                  <Input maxLength={13} placeholder="010-1234-5678" inputMode="tel" />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item
                  label="담당자 이메일"
                  name="managerEmail"
                  required
                  rules={[zodRule(companyFormShape.managerEmail)]}
                >
                  <Input maxLength={100} inputMode="email" />
                </Form.Item>
              </Col>
            </Row>
          </Card>
          <Card title="발송 채널" style={{ marginTop: 16 }}>
            <ChannelChainField inherit="default" cmpyCd={cmpyCd ?? null} />
            <ChainWindowField />
          </Card>
          <Card title="정산 정보" style={{ marginTop: 16 }}>
            <Row gutter={[16, 0]}>
              <Col {...half}>
                <Form.Item
                  label="정산 담당자명"
                  name="accountMgrNm"
                  rules={[zodRule(companyFormShape.accountMgrNm)]}
                >
                  <Input maxLength={50} />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item
                  label="정산 담당자 휴대폰"
                  name="accountMgrTelNo"
                  rules={[zodRule(companyFormShape.accountMgrTelNo)]}
                >
                  <Input maxLength={13} placeholder="010-1234-5678" inputMode="tel" />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item
                  label="정산 담당자 이메일"
                  name="accountMgrEmail"
                  rules={[zodRule(companyFormShape.accountMgrEmail)]}
                >
                  <Input maxLength={100} inputMode="email" />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item label="정산 은행" name="accountBankCd">
                  <Select
                    allowClear
                    showSearch={{ optionFilterProp: 'label' }}
                    options={banks.data}
                    loading={banks.isLoading}
                    placeholder="선택"
                  />
                </Form.Item>
              </Col>
            </Row>
          </Card>
          <BizInfoCard />
          <div className={styles.footer}>
            <Button onClick={cancel}>취소</Button>
            <Button type="primary" htmlType="submit" loading={create.isPending || update.isPending}>
              저장
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}

/** Decision 037: the business details printed on the company's 세금계산서; optional, checked as they are typed. */
function BizInfoCard() {
  const form = Form.useFormInstance<FormValues>();
  const watched = {
    corporateRegNo: Form.useWatch('corporateRegNo', form),
    ceoNm: Form.useWatch('ceoNm', form),
    bizType: Form.useWatch('bizType', form),
    bizItem: Form.useWatch('bizItem', form),
    bizAddr: Form.useWatch('bizAddr', form),
    taxEmail: Form.useWatch('taxEmail', form),
  };
  const missing = missingBizInfoFields(watched);
  return (
    <Card title="세금계산서 정보" style={{ marginTop: 16 }}>
      <Alert
        type={missing.length > 0 ? 'info' : 'success'}
        showIcon
        style={{ marginBottom: 16 }}
        title={
          missing.length > 0 ? SETTLEMENT_TEXT.bizInfoMissing(missing) : '세금계산서를 발행할 수 있습니다.'
        }
        description="비워 두고 저장할 수 있습니다. 세금계산서를 발행하기 전에 모두 입력해주세요."
      />
      <Row gutter={[16, 0]}>
        <Col {...half}>
          <Form.Item label={BIZ_INFO_LABEL.ceoNm} name="ceoNm" rules={[zodRule(companyFormShape.ceoNm)]}>
            <Input maxLength={BIZ_INFO_LIMITS.ceoNm} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            label={BIZ_INFO_LABEL.taxEmail}
            name="taxEmail"
            extra="세금계산서를 받을 이메일"
            rules={[zodRule(companyFormShape.taxEmail)]}
          >
            <Input maxLength={BIZ_INFO_LIMITS.taxEmail} inputMode="email" placeholder="tax@example.com" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            label={BIZ_INFO_LABEL.bizType}
            name="bizType"
            rules={[zodRule(companyFormShape.bizType)]}
          >
            <Input maxLength={BIZ_INFO_LIMITS.bizType} placeholder="예: 도매 및 소매업" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            label={BIZ_INFO_LABEL.bizItem}
            name="bizItem"
            rules={[zodRule(companyFormShape.bizItem)]}
          >
            <Input maxLength={BIZ_INFO_LIMITS.bizItem} placeholder="예: 전자상거래" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            label={BIZ_INFO_LABEL.bizAddr}
            name="bizAddr"
            rules={[zodRule(companyFormShape.bizAddr)]}
          >
            <Input maxLength={BIZ_INFO_LIMITS.bizAddr} />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
