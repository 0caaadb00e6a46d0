import {
  GROUP_MESSAGES,
  type GroupDetail,
  groupCreateRequestSchema,
  groupFormShape,
  SABUN_USE_LABEL,
} from '@pcs/domain';
import { grupCdSchema } from '@pcs/domain/contracts/company-group';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { Button, Card, Col, Empty, Input, Radio, Row, Select, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import styles from '../../../components/back-office/back-office.module.css';
import { CompanySelect } from '../../../components/back-office/company-multi-select';
import { GROUP_TYPE_OPTIONS } from '../../../components/back-office/display';
import { GroupTreeSelect } from '../../../components/back-office/group-tree-select';
import { PageHeader } from '../../../components/back-office/page-header';
import { ORG_TEXT } from '../../../components/back-office/texts';
import { zodRule } from '../../../components/back-office/zod-rule';
import { Form } from '../../../components/form/enter-safe-form';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useCreateGroup } from '../api/create-group';
import { useGroupDetail } from '../api/get-group-detail';
import { useCompanyUserSearch } from '../api/get-group-members';
import { useUpdateGroup } from '../api/update-group';
import { GROUP_ROUTES, type GroupScope } from '../group-scope';

type FormValues = {
  cmpyCd: string | null;
  grupCd: string;
  grupNm: string;
  grupTypeCd: string | null;
  parentGrupCd: string | null;
  managerUnqUserId: string | null;
  useYn: 'Y' | 'N';
};

const valuesOf = (d: GroupDetail): FormValues => ({
  cmpyCd: d.cmpyCd,
  grupCd: d.grupCd,
  grupNm: d.grupNm,
  grupTypeCd: d.grupTypeCd,
  parentGrupCd: d.parentGrupCd,
  managerUnqUserId: d.managerUnqUserId,
  useYn: d.useYn,
});
const YN_OPTIONS = (['Y', 'N'] as const).map((v) => ({ value: v, label: SABUN_USE_LABEL[v] }));
const half = { xs: 24, md: 12 } as const;

/**
 * spec §2 /company/manageGroup/save (operators create a group in a company), /company/manageGroup/edit/{cmpyCd}/{grupCd}
 * and /company/clientManageGroup/edit/{cmpyCd}/{grupCd}: name, type, parent group (a tree: a group cannot sit under
 * itself or its descendants), manager (a user of the same company) and use Y/N.
 */
export function GroupSaveScreen({ scope }: { scope: GroupScope }) {
  const { cmpyCd: keyCmpyCd, grupCd: keyGrupCd } = useParams();
  const [search] = useSearchParams();
  const editing = !!keyCmpyCd && !!keyGrupCd;
  const routes = GROUP_ROUTES[scope];
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const detail = useGroupDetail(keyCmpyCd, keyGrupCd);
  useErrorAlert(detail.error);
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const cmpyCd = Form.useWatch('cmpyCd', form) ?? null;
  const [managerText, setManagerText] = useState('');
  const candidates = useCompanyUserSearch(cmpyCd, managerText);
  useErrorAlert(candidates.error);

  useEffect(() => {
    if (detail.data) form.setFieldsValue(valuesOf(detail.data));
  }, [detail.data, form]);

  const managerOptions = [
    ...(detail.data?.managerUnqUserId
      ? [
          {
            value: detail.data.managerUnqUserId,
            label: `${detail.data.managerNm ?? ''} (${detail.data.managerUserId ?? ''})`,
          },
        ]
      : []),
    ...(candidates.data?.list ?? [])
      .filter((u) => u.unqUserId !== detail.data?.managerUnqUserId)
      .map((u) => ({ value: u.unqUserId, label: `${u.userNm} (${u.userId})` })),
  ];

  const save = async (values: FormValues) => {
    const parsed = groupCreateRequestSchema.safeParse(values);
    if (!parsed.success) {
      await alertMessage(parsed.error.issues[0]?.message ?? '');
      return;
    }
    if (!(await confirmMessage(ORG_TEXT.saveConfirm))) return;
    try {
      const saved = editing ? await update.mutateAsync(parsed.data) : await create.mutateAsync(parsed.data);
      await alertMessage(ORG_TEXT.saved);
      navigate(routes.detail(saved.cmpyCd, saved.grupCd), { replace: true });
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  const cancel = async () => {
    if (form.isFieldsTouched() && !(await confirmMessage(ORG_TEXT.leaveConfirm))) return;
    navigate(editing ? routes.detail(keyCmpyCd, keyGrupCd) : routes.list);
  };

  const title = editing ? '그룹 수정' : '그룹 등록';
  if (editing && detail.isError)
    return (
      <div className={styles.narrowPage}>
        <PageHeader title={title} />
        <Card>
          <Empty description={GROUP_MESSAGES.notFound} />
        </Card>
      </div>
    );

  return (
    <div className={styles.narrowPage}>
      <PageHeader
        title={title}
        description={editing ? `${detail.data?.cmpyNm ?? ''} · ${keyGrupCd}` : '회사에 그룹을 등록합니다.'}
      />
      {editing && !detail.data ? (
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : (
        <Form<FormValues>
          form={form}
          layout="vertical"
          initialValues={{
            useYn: 'Y',
            cmpyCd: search.get('cmpyCd'),
            parentGrupCd: null,
            managerUnqUserId: null,
          }}
          onFinish={save}
          onValuesChange={(changed: Partial<FormValues>) => {
            // Another company's groups and people do not belong to this one.
            if ('cmpyCd' in changed) form.setFieldsValue({ parentGrupCd: null, managerUnqUserId: null });
          }}
          aria-label={title}
        >
          <Card title="그룹 정보">
            <Row gutter={[16, 0]}>
              <Col {...half}>
                <Form.Item
                  label="회사"
                  name="cmpyCd"
                  required
                  rules={[{ required: true, message: '회사를 선택해주세요.' }]}
                >
                  <CompanySelect url={API_PATH.companyOptions} method="POST" disabled={editing} />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item label="그룹코드" name="grupCd" required rules={[zodRule(grupCdSchema)]}>
                  <Input maxLength={20} disabled={editing} placeholder="예: G10" />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item label="그룹명" name="grupNm" required rules={[zodRule(groupFormShape.grupNm)]}>
                  <Input maxLength={100} />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item label="그룹유형" name="grupTypeCd">
                  <Select allowClear options={GROUP_TYPE_OPTIONS} placeholder="선택" />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item label="상위그룹" name="parentGrupCd">
                  <GroupTreeSelect
                    cmpyCd={cmpyCd}
                    excluded={editing ? keyGrupCd : null}
                    placeholder="최상위"
                  />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item label="그룹 관리자" name="managerUnqUserId">
                  <Select
                    allowClear
                    showSearch={{ filterOption: false, onSearch: setManagerText }}
                    options={managerOptions}
                    loading={candidates.isFetching}
                    disabled={!cmpyCd}
                    placeholder="이름, 아이디 또는 휴대폰번호로 검색"
                    notFoundContent="검색된 사용자가 없습니다."
                  />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item label="사용여부" name="useYn">
                  <Radio.Group options={YN_OPTIONS} />
                </Form.Item>
              </Col>
            </Row>
          </Card>
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
