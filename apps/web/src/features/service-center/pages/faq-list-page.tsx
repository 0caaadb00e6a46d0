import {
  ALL_LABEL,
  FAQ_CATEGORIES,
  type FaqCategoryCd,
  faqCategoryName,
  SERVICE_CENTER_MESSAGES as M,
} from '@pcs/domain';
import { Button, Collapse, Empty, Flex, Input, Segmented, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useFaqs } from '../api/get-faqs';
import { useFaqMutations } from '../api/save-faq';
import { useOperatorAdmin } from '../hooks/use-operator-admin';

const ALL = 'ALL';
const CATEGORY_OPTIONS = [
  { value: ALL, label: ALL_LABEL },
  ...FAQ_CATEGORIES.map((c) => ({ value: c.cd, label: c.nm })),
];

/**
 * spec §2 /serviceCenter/faq: questions by category with a search, each answer opening in place; operator admins
 * add, edit and delete entries.
 */
export default function FaqListPage() {
  const admin = useOperatorAdmin();
  const [category, setCategory] = useState<string>(ALL);
  const [searchText, setSearchText] = useState('');
  const list = useFaqs({
    faqCategoryCd: category === ALL ? null : (category as FaqCategoryCd),
    searchText: searchText || null,
  });
  useErrorAlert(list.error);
  const { remove } = useFaqMutations();

  const onDelete = async (faqId: number) => {
    if (!(await confirmMessage(M.deleteConfirm))) return;
    remove.mutate(faqId, {
      onSuccess: () => void alertMessage(M.deleted),
      onError: (e) => void alertMessage(errorText(e)),
    });
  };

  const items = (list.isError ? [] : (list.data?.list ?? [])).map((f) => ({
    key: f.faqId,
    label: (
      <span>
        <Tag>{faqCategoryName(f.faqCategoryCd)}</Tag>
        <strong aria-hidden="true" style={{ marginRight: 6 }}>
          Q.
        </strong>
        {f.question}
      </span>
    ),
    children: (
      <>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: admin ? 12 : 0 }}>
          <strong aria-hidden="true">A. </strong>
          {f.answer}
        </Typography.Paragraph>
        {admin && (
          <Flex gap={8} justify="flex-end">
            <Link to={paths.faqSave('Y', f.faqId)}>
              <Button size="small">수정</Button>
            </Link>
            <Button size="small" danger onClick={() => onDelete(f.faqId)}>
              삭제
            </Button>
          </Flex>
        )}
      </>
    ),
  }));

  return (
    <section aria-labelledby="faq-title" style={{ maxWidth: 960 }}>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={3} id="faq-title" style={{ margin: 0 }}>
          자주 묻는 질문
        </Typography.Title>
        {admin && (
          <Link to={paths.faqSave('N', 0)}>
            <Button type="primary">등록</Button>
          </Link>
        )}
      </Flex>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Segmented
          aria-label="분류"
          options={CATEGORY_OPTIONS}
          value={category}
          onChange={(v) => setCategory(String(v))}
        />
        <Input.Search
          aria-label="검색어"
          placeholder="궁금한 내용을 검색해보세요"
          allowClear
          enterButton="검색"
          maxLength={100}
          onSearch={(text) => setSearchText(text.trim())}
          style={{ maxWidth: 360 }}
        />
      </Flex>
      {items.length === 0 && !list.isFetching ? (
        <Empty description={M.emptyList} />
      ) : (
        <Collapse accordion items={items} />
      )}
    </section>
  );
}
