import {
  DELIVERY_EXPORT_FILE,
  type NotApplyRow,
  DELIVERY_FLOW_PATH as P,
  type SendChannel,
} from '@pcs/domain';
import { Button, Form, Input, Space, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import styles from '../../../components/back-office/back-office.module.css';
import { dash, dateTimeText } from '../../../components/back-office/display';
import { ExcelDownloadButton } from '../../../components/back-office/excel-download-button';
import { FilterCell, ListFilterForm } from '../../../components/back-office/list-filter-form';
import { ListTable } from '../../../components/back-office/list-table';
import { PageHeader } from '../../../components/back-office/page-header';
import { paths } from '../../../config/paths';
import { toExportRequest, urlText } from '../../../lib/list-params';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useListState } from '../../../lib/use-list-state';
import { useNotApplyList } from '../api/get-not-apply-list';

const LIST = { filters: { userNm: urlText(30) }, sortFields: [] as string[] };
const REMIND_BUTTONS: readonly [SendChannel, string][] = [
  ['SMS', '문자 안내'],
  ['ALIMTALK', '알림톡 안내'],
  ['MAIL', '메일 안내'],
];

/** The reminder pop-up the app composes in (the send pop-ups live with event sends). */
export type RemindDialogProps = {
  eventSn: number;
  cmpyCd: string;
  channel: SendChannel;
  /** Rows picked on this list: the pop-up starts with them chosen. */
  unqUserIds: string[];
  onClose: () => void;
  onSent: () => void;
};

/**
 * spec §2 /delivery/notApply/{cmpyCd}/{eventSn}: the event's recipients who have not applied (names and phones
 * masked), a reminder by SMS, alimtalk or mail through the send pop-up (to all of them or to people chosen here or
 * in the pop-up, with the text editable), and the Excel download.
 */
export default function NotApplySelectPage({
  remindDialog,
}: {
  remindDialog?: (props: RemindDialogProps) => ReactNode;
}) {
  const params = useParams();
  const cmpyCd = params.cmpyCd ?? '';
  const eventSn = Number(params.eventSn) || 0;
  const useList = (request: Record<string, unknown>) => useNotApplyList({ ...request, cmpyCd, eventSn });
  const list = useListState(LIST, useList);
  const { query } = list;
  useErrorAlert(query.error);
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string[]>([]);
  const [channel, setChannel] = useState<SendChannel | null>(null);

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
            {REMIND_BUTTONS.map(([c, label]) => (
              <Button
                key={c}
                type={c === 'SMS' ? 'primary' : 'default'}
                onClick={() => setChannel(c)}
                disabled={!query.data?.totalCount}
              >
                {label}
              </Button>
            ))}
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
      {channel &&
        remindDialog?.({
          eventSn,
          cmpyCd,
          channel,
          unqUserIds: selected,
          onClose: () => setChannel(null),
          onSent: () => {
            setSelected([]);
            void query.refetch();
          },
        })}
    </div>
  );
}
