import { formatNumber, formatPeriod, SURVEY_MAX_SCORE } from '@pcs/domain';
import type { EvalutionItem } from '@pcs/domain/contracts/event-send';
import {
  Button,
  Card,
  Empty,
  Input,
  List,
  Progress,
  Rate,
  Space,
  Spin,
  Table,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import styles from '../../../components/back-office/back-office.module.css';
import { EMPTY_LIST_TEXT } from '../../../components/back-office/list-table';
import { PageHeader } from '../../../components/back-office/page-header';
import { Form } from '../../../components/form/enter-safe-form';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { type EvalutionListRequest, useEvalutionDetail, useEvalutionList } from '../api/get-evalution';

const score = (v: number | null) => (v === null ? '-' : v.toFixed(2));

/**
 * /event/evalution: the satisfaction survey's results per event - answers, average - and for the chosen event the
 * distribution of stars and the comments (names masked). Operators see every company; a client manager their own
 * (the server decides).
 */
export default function EvalutionPage() {
  const [request, setRequest] = useState<EvalutionListRequest>({
    cmpyCd: null,
    searchEventNm: null,
    page: 0,
  });
  const [selected, setSelected] = useState<number | null>(null);
  const list = useEvalutionList(request);
  useErrorAlert(list.error);
  const [form] = Form.useForm<{ searchEventNm: string }>();

  const columns: TableColumnsType<EvalutionItem> = [
    { title: '이벤트명', dataIndex: 'eventNm', ellipsis: true },
    { title: '회사', dataIndex: 'cmpyNm', width: 140 },
    {
      title: '기간',
      key: 'period',
      width: 270,
      render: (_: unknown, r) => formatPeriod(r),
    },
    { title: '응답 수', dataIndex: 'answerCnt', width: 90, align: 'right', render: formatNumber },
    { title: '평균 별점', dataIndex: 'averageScore', width: 100, align: 'right', render: score },
  ];

  return (
    <div className={styles.page}>
      <PageHeader title="만족도 평가" description="선물 수령자가 남긴 만족도 조사 결과입니다." />
      <Form
        form={form}
        layout="inline"
        searchOnEnter
        onFinish={(v) => {
          setRequest({ ...request, searchEventNm: v.searchEventNm?.trim() || null, page: 0 });
          setSelected(null);
        }}
      >
        <Form.Item label="이벤트명" name="searchEventNm">
          <Input allowClear maxLength={100} placeholder="이벤트명 검색" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            검색
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setRequest({ cmpyCd: null, searchEventNm: null, page: 0 });
            }}
          >
            초기화
          </Button>
        </Space>
      </Form>
      <Table<EvalutionItem>
        aria-label="이벤트별 만족도"
        size="middle"
        rowKey={(r) => String(r.eventSn)}
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        locale={{ emptyText: EMPTY_LIST_TEXT }}
        onRow={(r) => ({ onClick: () => setSelected(r.eventSn), style: { cursor: 'pointer' } })}
        rowClassName={(r) => (r.eventSn === selected ? 'ant-table-row-selected' : '')}
        pagination={{
          current: request.page + 1,
          pageSize: list.data?.pageSize ?? 15,
          total: list.data?.totalCount ?? 0,
          onChange: (p) => setRequest({ ...request, page: p - 1 }),
          showSizeChanger: false,
          showTotal: (n) => `총 ${formatNumber(n)}건`,
        }}
      />
      {selected !== null ? (
        <EvalutionDetailCard eventSn={selected} />
      ) : (
        <p>이벤트를 선택하면 상세 결과가 보입니다.</p>
      )}
    </div>
  );
}

function EvalutionDetailCard({ eventSn }: { eventSn: number }) {
  const detail = useEvalutionDetail(eventSn);
  useErrorAlert(detail.error);
  if (detail.isPending) return <Spin />;
  if (detail.isError) return null;
  const d = detail.data;
  const max = Math.max(1, ...d.distribution);
  return (
    <Card title={`${d.eventNm} (${d.cmpyNm})`} aria-label="만족도 상세">
      {d.answerCnt === 0 ? (
        <Empty description="아직 응답이 없습니다." />
      ) : (
        <Space align="start" size={48} wrap>
          <div>
            <div style={{ fontSize: 40, fontWeight: 700 }} data-testid="evalution-average">
              {score(d.averageScore)}
            </div>
            <Rate disabled allowHalf value={Math.round((d.averageScore ?? 0) * 2) / 2} />
            <div>응답 {formatNumber(d.answerCnt)}명</div>
          </div>
          <section style={{ minWidth: 280 }} aria-label="별점 분포">
            {Array.from({ length: SURVEY_MAX_SCORE }, (_, i) => SURVEY_MAX_SCORE - i).map((n) => (
              <div key={n} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                <span style={{ width: 36 }}>{n}점</span>
                <Progress
                  percent={Math.round((d.distribution[n - 1]! / max) * 100)}
                  showInfo={false}
                  style={{ width: 180, margin: 0 }}
                />
                <span>{formatNumber(d.distribution[n - 1])}명</span>
              </div>
            ))}
          </section>
        </Space>
      )}
      <List
        style={{ marginTop: 16 }}
        header={<strong>의견 {formatNumber(d.commentList.length)}건</strong>}
        locale={{ emptyText: '남겨진 의견이 없습니다.' }}
        dataSource={d.commentList}
        pagination={d.commentList.length > 10 ? { pageSize: 10 } : false}
        renderItem={(c) => (
          <List.Item>
            <List.Item.Meta
              title={
                <Space>
                  <span>{c.userNm}</span>
                  <Rate disabled value={c.score} style={{ fontSize: 12 }} />
                </Space>
              }
              description={c.comment}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
