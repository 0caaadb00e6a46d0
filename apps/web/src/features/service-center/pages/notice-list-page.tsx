import { PaperClipOutlined } from '@ant-design/icons';
import { audienceLabel, SERVICE_CENTER_MESSAGES as M, NOTICE_SEARCH_TYPES, PAGE_SIZE } from '@pcs/domain';
import type { NoticeListItem } from '@pcs/domain/contracts/service-center';
import { Button, Flex, Input, Select, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format-date-time';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useNotices } from '../api/get-notices';
import { useOperatorAdmin } from '../hooks/use-operator-admin';
import { type NoticeListParams, readNoticeListParams, writeNoticeListParams } from '../notice-list-params';

/**
 * spec §2 /serviceCenter/notify: the notices meant for the reader, pinned first, searched by title and text, 15 a
 * page; operator admins also see each notice's audience and write new ones. Search and page live in the URL.
 */
export default function NoticeListPage() {
  const admin = useOperatorAdmin();
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the string key stands for the params object
  const params = useMemo(() => readNoticeListParams(searchParams), [key]);
  const list = useNotices({
    searchType: params.searchType,
    searchText: params.searchText,
    page: params.page - 1,
  });
  useErrorAlert(list.error);
  const [searchType, setSearchType] = useState(params.searchType);
  const go = (next: NoticeListParams) => setSearchParams(writeNoticeListParams(next));

  const columns: TableColumnsType<NoticeListItem> = [
    {
      title: '번호',
      dataIndex: 'boardId',
      width: 80,
      align: 'center',
      render: (v: number, row) => (row.pinnedYn === 'Y' ? <Tag color="volcano">공지</Tag> : v),
    },
    {
      title: '제목',
      dataIndex: 'title',
      render: (v: string, row) => (
        <Link to={paths.notifyDetail(row.boardId)} style={{ fontWeight: row.pinnedYn === 'Y' ? 600 : 400 }}>
          {v}
          {row.fileCount > 0 && <PaperClipOutlined aria-label="첨부파일 있음" style={{ marginLeft: 6 }} />}
        </Link>
      ),
    },
    ...(admin
      ? [
          {
            title: '대상',
            key: 'audience',
            width: 200,
            ellipsis: true,
            render: (_: unknown, row: NoticeListItem) => audienceLabel(row.audiences, row.cmpyNm),
          },
        ]
      : []),
    { title: '작성자', dataIndex: 'createdByNm', width: 120, render: (v: string | null) => v ?? '-' },
    { title: '등록일', dataIndex: 'createdAt', width: 120, render: (v: string) => formatDate(v) },
    { title: '조회수', dataIndex: 'viewCnt', width: 90, align: 'right' },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          공지사항
        </Typography.Title>
        {admin && (
          <Link to={paths.notifySave('new')}>
            <Button type="primary">글쓰기</Button>
          </Link>
        )}
      </Flex>
      <Flex gap={8} wrap style={{ marginBottom: 16 }} role="search">
        <Select
          aria-label="검색 구분"
          value={searchType}
          onChange={setSearchType}
          options={NOTICE_SEARCH_TYPES.map((t) => ({ value: t.value, label: t.label }))}
          style={{ width: 130 }}
        />
        <Input.Search
          key={key}
          aria-label="검색어"
          placeholder="검색어를 입력해주세요"
          defaultValue={params.searchText}
          allowClear
          enterButton="검색"
          maxLength={100}
          onSearch={(text) => go({ searchType, searchText: text.trim(), page: 1 })}
          style={{ maxWidth: 420 }}
        />
      </Flex>
      <Typography.Paragraph type="secondary" aria-live="polite">
        총 {list.data?.totalCount ?? 0}건
      </Typography.Paragraph>
      <Table<NoticeListItem>
        rowKey="boardId"
        columns={columns}
        dataSource={list.isError ? [] : (list.data?.list ?? [])}
        loading={list.isFetching}
        scroll={{ x: 720 }}
        locale={{ emptyText: M.emptyList }}
        pagination={{
          current: params.page,
          pageSize: PAGE_SIZE,
          total: list.data?.totalCount ?? 0,
          showSizeChanger: false,
          onChange: (page) => go({ ...params, page }),
        }}
      />
    </>
  );
}
