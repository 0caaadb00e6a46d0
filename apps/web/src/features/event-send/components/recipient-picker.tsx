import { formatNumber } from '@pcs/domain';
import type { RecipientRow } from '@pcs/domain/contracts/event';
import { Button, Input, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { EMPTY_LIST_TEXT } from '../../../components/back-office/list-table';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useSendRecipients } from '../api/get-send-recipients';
import styles from './event-send.module.css';

const PAGE_SIZE = 5;

const columns: TableColumnsType<RecipientRow> = [
  { title: '이름', dataIndex: 'userNm', width: 90 },
  { title: '아이디', dataIndex: 'userId', width: 130, ellipsis: true },
  { title: '그룹', dataIndex: 'grupNm', width: 110, ellipsis: true, render: (g: string | null) => g ?? '-' },
  {
    title: '상태',
    dataIndex: 'stateNm',
    width: 90,
    render: (s: string, r) => <Tag color={r.usedCnt > 0 ? 'green' : 'default'}>{s}</Tag>,
  },
];

/**
 * The "chosen people" of a send: the event's recipients in a searchable (name or ID), paged table with checkboxes,
 * names masked as every list shows them. A choice stays while paging or searching; for a reminder only those who have
 * not applied are listed (the server skips anyone who applies meanwhile).
 */
export function RecipientPicker({
  eventSn,
  notAppliedOnly,
  value,
  onChange,
}: {
  eventSn: number;
  notAppliedOnly: boolean;
  value: readonly string[];
  onChange: (unqUserIds: string[]) => void;
}) {
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(0);
  const list = useSendRecipients({
    eventSn,
    searchText: searchText || null,
    appliedYn: notAppliedOnly ? 'N' : null,
    page,
    pageSize: PAGE_SIZE,
  });
  useErrorAlert(list.error);

  return (
    <div className={styles.picker}>
      <div className={styles.pickerBar}>
        <Input.Search
          aria-label="수령자 검색"
          placeholder="이름 또는 아이디"
          allowClear
          maxLength={50}
          onSearch={(v) => {
            setSearchText(v.trim());
            setPage(0);
          }}
          style={{ maxWidth: 240 }}
        />
        <span className={styles.count} aria-live="polite">
          <strong>{formatNumber(value.length)}</strong>명 선택
          {value.length > 0 && (
            <Button type="link" size="small" onClick={() => onChange([])}>
              선택 해제
            </Button>
          )}
        </span>
      </div>
      <Table<RecipientRow>
        size="small"
        aria-label="수령자 선택"
        rowKey={(r) => r.unqUserId}
        columns={columns}
        // Narrow screens scroll sideways rather than squeeze the ID out.
        scroll={{ x: 440 }}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        locale={{ emptyText: list.isPending ? ' ' : searchText ? '검색 결과가 없습니다.' : EMPTY_LIST_TEXT }}
        rowSelection={{
          selectedRowKeys: [...value],
          preserveSelectedRowKeys: true,
          onChange: (keys) => onChange(keys.map(String)),
        }}
        pagination={{
          current: page + 1,
          pageSize: PAGE_SIZE,
          total: list.data?.totalCount ?? 0,
          onChange: (p) => setPage(p - 1),
          showSizeChanger: false,
          size: 'small',
          showTotal: (total) => `${formatNumber(total)}명`,
        }}
      />
    </div>
  );
}
