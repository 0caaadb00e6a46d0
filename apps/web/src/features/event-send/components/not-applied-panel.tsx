import { formatNumber, type SendChannel } from '@pcs/domain';
import { Button, Space, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { EMPTY_LIST_TEXT } from '../../../components/back-office/list-table';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useNotApplied } from '../api/get-not-applied';
import styles from './event-send.module.css';
import { EventSendDialog } from './event-send-dialog';

type Row = {
  unqUserId: string;
  userNm: string;
  telNo: string;
  grupNm: string | null;
  lastInviteAt: string | null;
};

/**
 * The recipients who have not applied (masked), for a manual reminder: remind the chosen ones, or all of them, by
 * alimtalk, SMS or mail through the same send pop-up (kind REMIND).
 */
export function NotAppliedPanel({ eventSn, cmpyCd }: { eventSn: number; cmpyCd: string }) {
  const [page, setPage] = useState(0);
  const list = useNotApplied(eventSn, page);
  useErrorAlert(list.error);
  const [selected, setSelected] = useState<string[]>([]);
  const [channel, setChannel] = useState<SendChannel | null>(null);

  const columns: TableColumnsType<Row> = [
    { title: '이름', dataIndex: 'userNm', width: 100 },
    { title: '휴대폰', dataIndex: 'telNo', width: 140 },
    { title: '그룹', dataIndex: 'grupNm', render: (g: string | null) => g ?? '-' },
    {
      title: '최근 안내',
      dataIndex: 'lastInviteAt',
      width: 150,
      render: (v: string | null) => (v ? dayjs(v).format('YYYY.MM.DD HH:mm') : '-'),
    },
  ];

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <span>
          미신청 <strong>{formatNumber(list.data?.totalCount ?? 0)}</strong>명
          {selected.length > 0 && ` · ${formatNumber(selected.length)}명 선택`}
        </span>
        <Space wrap>
          <Button onClick={() => setChannel('ALIMTALK')} disabled={!list.data?.totalCount}>
            알림톡 리마인드
          </Button>
          <Button onClick={() => setChannel('SMS')} disabled={!list.data?.totalCount}>
            문자 리마인드
          </Button>
          <Button onClick={() => setChannel('MAIL')} disabled={!list.data?.totalCount}>
            메일 리마인드
          </Button>
        </Space>
      </div>
      <Table<Row>
        size="small"
        aria-label="미신청자 목록"
        rowKey={(r) => r.unqUserId}
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        locale={{ emptyText: EMPTY_LIST_TEXT }}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelected(keys.map(String)),
        }}
        pagination={{
          current: page + 1,
          pageSize: 10,
          total: list.data?.totalCount ?? 0,
          onChange: (p) => setPage(p - 1),
          showSizeChanger: false,
        }}
      />
      <EventSendDialog
        open={channel !== null}
        eventSn={eventSn}
        cmpyCd={cmpyCd}
        channel={channel ?? 'SMS'}
        kind="REMIND"
        unqUserIds={selected}
        initialTarget={selected.length > 0 ? 'USERS' : 'NOT_APPLIED'}
        onClose={() => setChannel(null)}
        onSent={() => setSelected([])}
      />
    </div>
  );
}
