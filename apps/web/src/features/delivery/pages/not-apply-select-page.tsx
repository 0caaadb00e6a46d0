import { DELIVERY_EXPORT_FILE, formatNumber, type NotApplyRow, DELIVERY_FLOW_PATH as P } from '@pcs/domain';
import { Button, Form, Input, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import styles from '../../../components/back-office/back-office.module.css';
import { dash, dateTimeText } from '../../../components/back-office/display';
import { ExcelDownloadButton } from '../../../components/back-office/excel-download-button';
import { FilterCell, ListFilterForm } from '../../../components/back-office/list-filter-form';
import { ListTable } from '../../../components/back-office/list-table';
import { PageHeader } from '../../../components/back-office/page-header';
import { paths } from '../../../config/paths';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { toExportRequest, urlText } from '../../../lib/list-params';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useListState } from '../../../lib/use-list-state';
import { useNotApplyList, useNotApplyRemind } from '../api/flow-calls';

const LIST = { filters: { userNm: urlText(30) }, sortFields: [] as string[] };

/**
 * spec §2 /delivery/notApply/{cmpyCd}/{eventSn}: the event's recipients who have not applied (names and phones
 * masked), with a reminder to everyone or to those selected (queued through the outbox) and the Excel download.
 */
export default function NotApplySelectPage() {
  const params = useParams();
  const cmpyCd = params.cmpyCd ?? '';
  const eventSn = Number(params.eventSn) || 0;
  const useList = (request: Record<string, unknown>) => useNotApplyList({ ...request, cmpyCd, eventSn });
  const list = useListState(LIST, useList);
  const { query } = list;
  useErrorAlert(query.error);
  const navigate = useNavigate();
  const remind = useNotApplyRemind();
  const [selected, setSelected] = useState<string[]>([]);

  const send = async (only: string[] | null) => {
    const n = only ? only.length : (query.data?.totalCount ?? 0);
    if (n === 0) return alertMessage('안내할 대상자가 없습니다.');
    if (!(await confirmMessage(`${formatNumber(n)}명에게 신청 안내 문자를 보내시겠습니까?`))) return;
    try {
      const r = await remind.mutateAsync({ cmpyCd, eventSn, ...(only ? { unqUserIds: only } : {}) });
      setSelected([]);
      await alertMessage(`${formatNumber(r.queued)}건의 안내 문자를 발송 대기열에 등록했습니다.`);
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  const columns: TableColumnsType<NotApplyRow> = [
    { title: '아이디', dataIndex: 'userId', width: 160 },
    { title: '이름', dataIndex: 'userNm', width: 120 },
    { title: '연락처', dataIndex: 'telNo', width: 160, render: dash },
    { title: '최근 안내 발송', dataIndex: 'lastRemindDt', render: dateTimeText },
  ];
  return (
    <div className={styles.page}>
      <PageHeader
        title={`미신청자 목록${query.data ? ` · ${query.data.eventNm}` : ''}`}
        description={query.data ? `${query.data.cmpyNm} 이벤트의 미신청 대상자입니다.` : undefined}
        actions={<Button onClick={() => navigate(paths.deliveryNotApply)}>목록</Button>}
      />
      <ListFilterForm filters={list.filters} onSearch={list.search} onReset={list.reset}>
        <FilterCell>
          <Form.Item label="이름" name="userNm">
            <Input allowClear maxLength={30} />
          </Form.Item>
        </FilterCell>
      </ListFilterForm>
      <ListTable<NotApplyRow>
        label="미신청자 목록"
        columns={columns}
        data={query.data}
        loading={query.isFetching}
        failed={query.isError}
        page={list.page}
        sort={list.sort}
        onPage={list.goTo}
        onSort={list.sortBy}
        rowKey={(r) => r.unqUserId}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        scrollX={800}
        toolbar={
          <Space wrap>
            <Button
              onClick={() => void send(selected)}
              disabled={selected.length === 0}
              loading={remind.isPending}
            >
              선택 안내 발송
            </Button>
            <Button type="primary" onClick={() => void send(null)} loading={remind.isPending}>
              전체 안내 발송
            </Button>
            <ExcelDownloadButton
              path={P.notApplyList}
              personalData
              fileName={DELIVERY_EXPORT_FILE.notApply}
              body={(reason) => ({ ...toExportRequest(list, reason ?? ''), cmpyCd, eventSn })}
              disabled={!query.data?.totalCount}
            />
          </Space>
        }
      />
    </div>
  );
}
