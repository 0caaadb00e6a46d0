import { OCCASION_LABEL, type ThemeRow, type ThemeSaveRequest } from '@pcs/domain';
import { Button, Card, Input, InputNumber, Modal, Radio, Select, Table, Tag } from 'antd';
import styles from '../../../components/back-office/back-office.module.css';
import { clickable } from '../../../components/back-office/list-table';
import { PageHeader } from '../../../components/back-office/page-header';
import { UseYnTag } from '../../../components/back-office/status-tags';
import { useEditDialog } from '../../../components/back-office/use-edit-dialog';
import { Form } from '../../../components/form/enter-safe-form';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useSaveTheme, useThemes } from '../api/themes';

const OCCASION_OPTIONS = Object.entries(OCCASION_LABEL).map(([value, label]) => ({ value, label }));

/**
 * spec §2 /event/theme: the event templates by occasion (spec §1) with their order and use status. The
 * theme number is the landing's theme code, so its background map (spec §9) keeps working; 13 and 14 never show on
 * the landing.
 */
export default function EventThemePage() {
  const themes = useThemes();
  useErrorAlert(themes.error);
  const save = useSaveTheme();
  const [form] = Form.useForm<ThemeSaveRequest>();
  const dialog = useEditDialog(form, save.mutateAsync);
  const { editing } = dialog;
  const list = themes.data?.list ?? [];

  const open = (row: ThemeRow | null) => {
    const next: ThemeSaveRequest = row
      ? {
          tempSn: row.tempSn,
          tempNm: row.tempNm,
          occasionCd: (row.occasionCd as '01' | null) ?? null,
          seqNo: row.seqNo,
          useYn: row.useYn,
          bgFileId: row.bgFileId,
        }
      : {
          tempSn: Math.max(0, ...list.map((t) => t.tempSn)) + 1,
          tempNm: '',
          occasionCd: '01',
          seqNo: list.length + 1,
          useYn: 'Y',
        };
    dialog.open(next);
  };

  return (
    <div className={styles.page}>
      <PageHeader
        title="테마 관리"
        description="상황별 선물 테마를 관리합니다. 테마 13, 14는 랜딩 화면에 보이지 않습니다."
        actions={
          <Button type="primary" onClick={() => open(null)}>
            테마 등록
          </Button>
        }
      />
      <Card size="small">
        <Table<ThemeRow>
          size="small"
          rowKey="tempSn"
          loading={themes.isFetching}
          dataSource={list}
          pagination={false}
          locale={{ emptyText: '등록된 테마가 없습니다.' }}
          onRow={(row) => clickable<HTMLTableRowElement>(() => open(row))}
          columns={[
            { title: '번호', dataIndex: 'tempSn', width: 70 },
            { title: '테마명', dataIndex: 'tempNm' },
            { title: '상황', dataIndex: 'occasionNm', width: 110, render: (v: string | null) => v ?? '-' },
            { title: '순서', dataIndex: 'seqNo', width: 70 },
            { title: '큐레이션 상품', dataIndex: 'prodCount', width: 110, align: 'right' },
            {
              title: '랜딩 노출',
              dataIndex: 'landingHiddenYn',
              width: 100,
              render: (v: string) => (v === 'Y' ? <Tag>숨김</Tag> : <Tag color="blue">노출</Tag>),
            },
            {
              title: '사용여부',
              dataIndex: 'useYn',
              width: 90,
              render: (v: 'Y' | 'N') => <UseYnTag useYn={v} />,
            },
          ]}
        />
      </Card>
      <Modal
        title={editing && list.some((t) => t.tempSn === editing.tempSn) ? '테마 수정' : '테마 등록'}
        open={editing !== null}
        onCancel={dialog.close}
        onOk={() => void dialog.submit()}
        okText="저장"
        cancelText="취소"
        confirmLoading={save.isPending}
      >
        <Form form={form} layout="vertical">
          <Form.Item label="테마 번호" name="tempSn">
            <InputNumber min={1} max={99} disabled />
          </Form.Item>
          <Form.Item
            label="테마명"
            name="tempNm"
            rules={[{ required: true, whitespace: true, message: '테마명을 입력해주세요.' }]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item label="상황" name="occasionCd">
            <Select options={OCCASION_OPTIONS} allowClear placeholder="상황 선택" />
          </Form.Item>
          <Form.Item label="순서" name="seqNo" rules={[{ required: true, message: '순서를 입력해주세요.' }]}>
            <InputNumber min={0} max={999} />
          </Form.Item>
          <Form.Item label="사용여부" name="useYn">
            <Radio.Group
              options={[
                { value: 'Y', label: '사용' },
                { value: 'N', label: '사용안함' },
              ]}
            />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
