import { PlusOutlined } from '@ant-design/icons';
import {
  type CodeAdminRow,
  type CodeGroupRow,
  codeGroupSaveRequestSchema,
  codeSaveRequestSchema,
  formatNumber,
  PLATFORM_SOLUTION_CODE,
  SABUN_USE_LABEL,
  SOLUTION_CODE,
  USE_STATUS_OPTIONS,
} from '@pcs/domain';
import {
  Button,
  Card,
  Col,
  Empty,
  Input,
  InputNumber,
  Modal,
  Radio,
  Row,
  Select,
  Space,
  Table,
  Tag,
} from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import styles from '../../../components/back-office/back-office.module.css';
import { PageHeader } from '../../../components/back-office/page-header';
import { ScrollRegion } from '../../../components/back-office/scroll-region';
import { UseYnTag } from '../../../components/back-office/status-tags';
import { ORG_TEXT } from '../../../components/back-office/texts';
import { zodRule } from '../../../components/back-office/zod-rule';
import { Form } from '../../../components/form/enter-safe-form';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { type CodeGroupFilters, useCodeGroups } from '../api/get-code-groups';
import { useCodes } from '../api/get-codes';
import { useSaveCodeGroup } from '../api/save-code-group';
import { useSaveCodes } from '../api/save-codes';

const SOLUTION_OPTIONS = [
  { value: SOLUTION_CODE, label: `PCS (${SOLUTION_CODE})` },
  { value: PLATFORM_SOLUTION_CODE, label: `공통 (${PLATFORM_SOLUTION_CODE})` },
];
const YN_OPTIONS = (['Y', 'N'] as const).map((v) => ({ value: v, label: SABUN_USE_LABEL[v] }));
const codeShape = codeSaveRequestSchema.shape.codes.element.shape;
const groupShape = codeGroupSaveRequestSchema.shape;

/** Inputs inside table cells: the row's own padding is the spacing. */
const CELL = { marginBottom: 0 };

type GroupKey = { cdGrup: string; solCd: string };
type CodeFormRow = CodeAdminRow & { isNew?: boolean };

/**
 * /system/code/list (ours, operator admins): code groups and their codes (cdId, cdNm, seqNo, use Y/N).
 * Codes are never deleted, only set to 사용안함, so rows pointing at them keep their meaning; every select of the
 * product reads the tables on each call, so a save shows at once. The chosen group is kept in the URL.
 */
export default function CodeAdminPage() {
  const [params, setParams] = useSearchParams();
  const selected: GroupKey | null =
    params.get('cdGrup') && params.get('solCd')
      ? { cdGrup: params.get('cdGrup') ?? '', solCd: params.get('solCd') ?? '' }
      : null;
  const [filters, setFilters] = useState<CodeGroupFilters>({ solCd: null, searchText: null, useYn: null });
  const groups = useCodeGroups(filters);
  useErrorAlert(groups.error);
  const [editingGroup, setEditingGroup] = useState<CodeGroupRow | 'new' | null>(null);

  const select = (g: GroupKey) => setParams({ cdGrup: g.cdGrup, solCd: g.solCd });

  return (
    <div className={styles.page}>
      <PageHeader
        title="코드 관리"
        description="화면의 선택 목록에 쓰이는 코드를 관리합니다. 저장하면 바로 반영됩니다."
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditingGroup('new')}>
            코드그룹 추가
          </Button>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={9}>
          <Card title="코드그룹">
            <Form
              layout="inline"
              searchOnEnter
              onFinish={(v: { solCd?: string; searchText?: string; useYn?: string }) =>
                setFilters({
                  solCd: v.solCd || null,
                  searchText: v.searchText?.trim() || null,
                  useYn: v.useYn === 'Y' || v.useYn === 'N' ? v.useYn : null,
                })
              }
              style={{ marginBottom: 12, rowGap: 8 }}
              aria-label="코드그룹 검색"
            >
              <Form.Item name="solCd">
                <Select
                  allowClear
                  aria-label="솔루션"
                  placeholder="솔루션 전체"
                  options={SOLUTION_OPTIONS}
                  style={{ width: 130 }}
                />
              </Form.Item>
              <Form.Item name="useYn">
                <Select
                  options={[...USE_STATUS_OPTIONS]}
                  aria-label="사용여부"
                  placeholder="사용여부"
                  style={{ width: 100 }}
                />
              </Form.Item>
              <Form.Item name="searchText">
                <Input allowClear placeholder="그룹코드 또는 이름" style={{ width: 150 }} />
              </Form.Item>
              <Button htmlType="submit">조회</Button>
            </Form>
            <ScrollRegion label="코드그룹 목록" maxHeight={600}>
              <Table<CodeGroupRow>
                size="small"
                rowKey={(g) => `${g.solCd}-${g.cdGrup}`}
                dataSource={groups.isError ? [] : (groups.data?.list ?? [])}
                loading={groups.isFetching}
                pagination={false}
                onRow={(g) => ({ onClick: () => select(g), className: styles.row })}
                rowClassName={(g) =>
                  g.cdGrup === selected?.cdGrup && g.solCd === selected.solCd ? 'ant-table-row-selected' : ''
                }
                columns={[
                  { title: '그룹', dataIndex: 'cdGrup', width: 70 },
                  { title: '이름', dataIndex: 'cdGrupNm', ellipsis: true },
                  { title: '솔루션', dataIndex: 'solCd', width: 70 },
                  {
                    title: '코드 수',
                    dataIndex: 'codeCount',
                    width: 70,
                    align: 'right',
                    render: (v: number) => formatNumber(v),
                  },
                  {
                    title: '사용',
                    dataIndex: 'useYn',
                    width: 90,
                    render: (v: 'Y' | 'N') => <UseYnTag useYn={v} />,
                  },
                ]}
              />
            </ScrollRegion>
          </Card>
        </Col>
        <Col xs={24} xl={15}>
          {selected ? (
            <CodeEditor group={selected} onEditGroup={setEditingGroup} />
          ) : (
            <Card>
              <Empty description="왼쪽에서 코드그룹을 선택해주세요." />
            </Card>
          )}
        </Col>
      </Row>
      <CodeGroupDialog
        group={editingGroup}
        onClose={() => setEditingGroup(null)}
        onSaved={(g) => {
          setEditingGroup(null);
          select(g);
        }}
      />
    </div>
  );
}

function CodeEditor({ group, onEditGroup }: { group: GroupKey; onEditGroup: (g: CodeGroupRow) => void }) {
  const codes = useCodes(group);
  useErrorAlert(codes.error);
  const save = useSaveCodes();
  const [form] = Form.useForm<{ codes: CodeFormRow[] }>();

  useEffect(() => {
    form.setFieldsValue({ codes: codes.data?.list ?? [] });
  }, [codes.data, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const parsed = codeSaveRequestSchema.safeParse({ ...group, codes: values.codes ?? [] });
    if (!parsed.success) {
      await alertMessage(parsed.error.issues[0]?.message ?? '');
      return;
    }
    if (!(await confirmMessage(ORG_TEXT.saveConfirm))) return;
    try {
      await save.mutateAsync(parsed.data);
      await alertMessage(ORG_TEXT.saved);
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  const info = codes.data?.group;
  return (
    <Card
      title={
        <Space>
          <span>{info ? `${info.cdGrupNm} (${info.cdGrup})` : group.cdGrup}</span>
          <Tag>{group.solCd}</Tag>
        </Space>
      }
      extra={info && <Button onClick={() => onEditGroup(info)}>그룹 정보 수정</Button>}
    >
      <Form form={form} component={false}>
        <Form.List name="codes">
          {(fields, { add }) => (
            <>
              <Table
                size="small"
                rowKey="key"
                dataSource={fields}
                loading={codes.isFetching}
                pagination={false}
                scroll={{ x: 640 }}
                locale={{
                  emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="코드가 없습니다." />,
                }}
                columns={[
                  {
                    title: '코드',
                    width: 110,
                    render: (_, field) => (
                      <Form.Item
                        name={[field.name, 'cdId']}
                        rules={[zodRule(codeShape.cdId)]}
                        noStyle={false}
                      >
                        <Input
                          aria-label="코드"
                          maxLength={10}
                          disabled={!form.getFieldValue(['codes', field.name, 'isNew'])}
                        />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '코드명',
                    render: (_, field) => (
                      <Form.Item name={[field.name, 'cdNm']} rules={[zodRule(codeShape.cdNm)]} style={CELL}>
                        <Input aria-label="코드명" maxLength={100} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '순서',
                    width: 90,
                    render: (_, field) => (
                      <Form.Item name={[field.name, 'seqNo']} rules={[zodRule(codeShape.seqNo)]} style={CELL}>
                        <InputNumber aria-label="순서" min={0} max={99_999} style={{ width: '100%' }} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '사용',
                    width: 120,
                    render: (_, field) => (
                      <Form.Item name={[field.name, 'useYn']} style={CELL}>
                        <Select aria-label="사용" options={YN_OPTIONS} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '모바일',
                    width: 120,
                    render: (_, field) => (
                      <Form.Item name={[field.name, 'mobileUseYn']} style={CELL}>
                        <Select aria-label="모바일 사용" options={YN_OPTIONS} />
                      </Form.Item>
                    ),
                  },
                ]}
              />
              <div className={styles.footer}>
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => {
                    const rows = (form.getFieldValue('codes') as CodeFormRow[] | undefined) ?? [];
                    const nextSeq = rows.reduce((max, r) => Math.max(max, Number(r.seqNo) || 0), 0) + 1;
                    add({
                      cdId: '',
                      cdNm: '',
                      cdNameSpace: null,
                      seqNo: nextSeq,
                      useYn: 'Y',
                      mobileUseYn: 'Y',
                      isNew: true,
                    });
                  }}
                >
                  코드 추가
                </Button>
                <Button type="primary" onClick={submit} loading={save.isPending}>
                  저장
                </Button>
              </div>
            </>
          )}
        </Form.List>
      </Form>
    </Card>
  );
}

type GroupFormValues = { cdGrup: string; solCd: string; cdGrupNm: string; useYn: 'Y' | 'N' };

function CodeGroupDialog({
  group,
  onClose,
  onSaved,
}: {
  group: CodeGroupRow | 'new' | null;
  onClose: () => void;
  onSaved: (g: GroupKey) => void;
}) {
  const [form] = Form.useForm<GroupFormValues>();
  const save = useSaveCodeGroup();
  const editing = group !== null && group !== 'new';

  useEffect(() => {
    if (group === 'new') form.setFieldsValue({ cdGrup: '', solCd: SOLUTION_CODE, cdGrupNm: '', useYn: 'Y' });
    else if (group) form.setFieldsValue(group);
  }, [group, form]);

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await save.mutateAsync(codeGroupSaveRequestSchema.parse(values));
      await alertMessage(ORG_TEXT.saved);
      onSaved({ cdGrup: values.cdGrup, solCd: values.solCd });
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  return (
    <Modal
      title={editing ? '코드그룹 수정' : '코드그룹 추가'}
      open={group !== null}
      okText="저장"
      cancelText="취소"
      onOk={onOk}
      confirmLoading={save.isPending}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item label="그룹코드" name="cdGrup" rules={[zodRule(groupShape.cdGrup)]}>
          <Input maxLength={3} disabled={editing} placeholder="예: 030" />
        </Form.Item>
        <Form.Item label="솔루션" name="solCd" rules={[zodRule(groupShape.solCd)]}>
          <Select options={SOLUTION_OPTIONS} disabled={editing} />
        </Form.Item>
        <Form.Item label="그룹명" name="cdGrupNm" rules={[zodRule(groupShape.cdGrupNm)]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label="사용여부" name="useYn">
          <Radio.Group options={YN_OPTIONS} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
