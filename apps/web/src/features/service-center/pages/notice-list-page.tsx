import { PaperClipOutlined } from '@ant-design/icons';
import {
  audienceLabel,
  SERVICE_CENTER_MESSAGES as M,
  NOTICE_SEARCH_TYPES,
  type NoticeSearchType,
  SERVICE_CENTER_LIMITS,
} from '@pcs/domain';
import type { NoticeListItem } from '@pcs/domain/contracts/service-center';
import { Button, Flex, Input, Select, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { BackOfficeListScreen } from '../../../components/back-office/list-screen';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format-date-time';
import { urlCode, urlText } from '../../../lib/list-params';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { type ListRequest, useListState } from '../../../lib/use-list-state';
import { useNotices } from '../api/get-notices';
import { useOperatorAdmin } from '../hooks/use-operator-admin';

/** 제목+내용 (ALL) is the default: only a narrower search type goes into the URL, and only with a search text. */
const NARROW_TYPES = NOTICE_SEARCH_TYPES.map((t) => t.value).filter((t) => t !== 'ALL');
const LIST = {
  filters: {
    searchType: urlCode(NARROW_TYPES),
    searchText: urlText(SERVICE_CENTER_LIMITS.search),
  },
  qualifiers: { searchType: 'searchText' },
  sortFields: [] as string[],
} as const;
const TYPE_OPTIONS = NOTICE_SEARCH_TYPES.map((t) => ({ value: t.value, label: t.label }));

const useNoticePage = (request: ListRequest<typeof LIST.filters, string>) =>
  useNotices({ ...request, searchType: request.searchType ?? 'ALL' });

/** The search bar: a search type and a text, searched by 검색 or Enter. */
function NoticeSearch({
  filters,
  onSearch,
}: {
  filters: { searchType: NoticeSearchType | null; searchText: string | null };
  onSearch: (values: Record<string, unknown>) => void;
}) {
  const [searchType, setSearchType] = useState<NoticeSearchType>(filters.searchType ?? 'ALL');
  return (
    <Flex gap={8} wrap role="search">
      <Select
        aria-label="검색 구분"
        value={searchType}
        onChange={setSearchType}
        options={TYPE_OPTIONS}
        style={{ width: 130 }}
      />
      <Input.Search
        aria-label="검색어"
        placeholder="검색어를 입력해주세요"
        defaultValue={filters.searchText ?? ''}
        allowClear
        enterButton="검색"
        maxLength={SERVICE_CENTER_LIMITS.search}
        onSearch={(searchText) =>
          onSearch({ searchType: searchType === 'ALL' ? null : searchType, searchText })
        }
        style={{ maxWidth: 420 }}
      />
    </Flex>
  );
}

/**
 * spec §2 /serviceCenter/notify: the notices meant for the reader, pinned first, searched by title and text, 15 a
 * page; operator admins also see each notice's audience and write new ones. Search and page live in the URL.
 */
export default function NoticeListPage() {
  const admin = useOperatorAdmin();
  const list = useListState(LIST, useNoticePage);
  useErrorAlert(list.query.error);

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
    <BackOfficeListScreen<NoticeListItem>
      title="공지사항"
      actions={
        admin && (
          <Link to={paths.notifySave('new')}>
            <Button type="primary">글쓰기</Button>
          </Link>
        )
      }
      list={list}
      // Keyed by the URL's search: back navigation shows the search it restores.
      summary={
        <NoticeSearch key={JSON.stringify(list.filters)} filters={list.filters} onSearch={list.search} />
      }
      label="공지사항 목록"
      columns={columns}
      rowKey={(row) => String(row.boardId)}
      emptyText={M.emptyList}
      scrollX={720}
    />
  );
}
