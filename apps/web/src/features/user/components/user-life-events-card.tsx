import { PlusOutlined } from '@ant-design/icons';
import { LIFE_EVENT_MESSAGES as M } from '@pcs/domain';
import type { LifeEventRow } from '@pcs/domain/contracts/occasion';
import { Button, Card, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { dateTimeText } from '../../../components/back-office/display';
import { lifeEventColumns } from '../../../components/back-office/life-event-columns';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useDeleteUserLifeEvent } from '../api/delete-user-life-event';
import { USER_LIFE_EVENT_PAGE_SIZE, useUserLifeEvents } from '../api/get-user-life-events';
import { UserLifeEventDialog } from './user-life-event-dialog';

/**
 * A person's life events on their detail (decision 036): registered ones and their own requests, with the status;
 * an operator or the client manager of their company registers one (APPROVED at once) or deletes one after a
 * confirm (DELETED: a gift not yet sent is cancelled). Requests are decided on /occasion/lifeEvents.
 */
export function UserLifeEventsCard({ unqUserId }: { unqUserId: string }) {
  const [page, setPage] = useState(0);
  const [adding, setAdding] = useState(false);
  const events = useUserLifeEvents(unqUserId, page);
  useErrorAlert(events.error);
  const remove = useDeleteUserLifeEvent(unqUserId);

  const onDelete = async (row: LifeEventRow) => {
    if (!(await confirmMessage(M.deleteConfirm))) return;
    try {
      await remove.mutateAsync(row.lifeEventSn);
      await alertMessage(M.deleted);
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  const columns: TableColumnsType<LifeEventRow> = [
    ...lifeEventColumns(),
    { title: '등록일시', dataIndex: 'frstRgstDt', width: 150, render: dateTimeText },
    {
      title: '',
      key: 'delete',
      width: 70,
      render: (_: unknown, row) => (
        <Button size="small" danger onClick={() => onDelete(row)} loading={remove.isPending}>
          삭제
        </Button>
      ),
    },
  ];

  return (
    <Card
      title="경조사"
      extra={
        <Button size="small" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          경조사 등록
        </Button>
      }
    >
      <Table<LifeEventRow>
        aria-label="경조사 목록"
        size="small"
        rowKey={(r) => r.lifeEventSn}
        columns={columns}
        dataSource={events.data?.list}
        loading={events.isFetching}
        scroll={{ x: 820 }}
        locale={{ emptyText: events.isError ? '경조사를 불러오지 못했습니다.' : '등록된 경조사가 없습니다.' }}
        pagination={
          (events.data?.totalCount ?? 0) > USER_LIFE_EVENT_PAGE_SIZE
            ? {
                current: page + 1,
                pageSize: USER_LIFE_EVENT_PAGE_SIZE,
                total: events.data?.totalCount ?? 0,
                showSizeChanger: false,
                onChange: (p) => setPage(p - 1),
              }
            : false
        }
      />
      {adding && <UserLifeEventDialog unqUserId={unqUserId} open={adding} onClose={() => setAdding(false)} />}
    </Card>
  );
}
