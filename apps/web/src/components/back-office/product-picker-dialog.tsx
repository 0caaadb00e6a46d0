import { formatWon } from '@pcs/domain';
import { Input, Modal, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { COLOR } from '../../config/theme';
import { useErrorAlert } from '../../lib/use-error-alert';
import { ProductImage } from '../ui/product-image';

/** What the picker shows of a product: every list of goods a gift may offer has these. */
export type PickableProduct = {
  prodSn: number;
  prodNm: string;
  brandNm: string | null;
  mainImg: string;
  price: number;
};
export type ProductPickerRequest = {
  searchProdNm: string | null;
  tempSn: number | null;
  page: number;
  pageSize: number;
};
type ProductListQuery<R> = {
  data?: { list: R[]; totalCount: number } | undefined;
  isFetching: boolean;
  error: unknown;
};

const PAGE_SIZE = 10;

/**
 * Picks approved, used products (the only ones a gift may offer) by name or brand, or from a theme's curation.
 * Products already chosen are marked and cannot be picked twice; picks on other pages are kept. The screen gives
 * its list call (`useProducts`, asked only while open) and the themes to narrow it by, since who may read which
 * list differs (the event screens are the operators', the occasion rules also a client manager's).
 */
export function ProductPickerDialog<R extends PickableProduct>({
  title = '상품 선택',
  open,
  onClose,
  onPick,
  chosen,
  themes,
  useProducts,
}: {
  title?: string;
  open: boolean;
  onClose: () => void;
  onPick: (rows: R[]) => void;
  chosen: readonly number[];
  /** Theme curations to narrow the list by. */
  themes: readonly { value: number; label: string }[];
  useProducts: (request: ProductPickerRequest, enabled: boolean) => ProductListQuery<R>;
}) {
  const [search, setSearch] = useState<string | null>(null);
  const [tempSn, setTempSn] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<R[]>([]);
  const list = useProducts({ searchProdNm: search, tempSn, page: page - 1, pageSize: PAGE_SIZE }, open);
  useErrorAlert(list.error);

  const close = () => {
    setPicked([]);
    onClose();
  };

  return (
    <Modal
      title={title}
      open={open}
      width={820}
      onCancel={close}
      onOk={() => {
        onPick(picked);
        close();
      }}
      okText={`${picked.length}개 담기`}
      okButtonProps={{ disabled: picked.length === 0 }}
      cancelText="취소"
      destroyOnHidden
    >
      <Space style={{ marginBottom: 12 }} wrap>
        <Select
          aria-label="테마 큐레이션"
          allowClear
          placeholder="테마 큐레이션 전체"
          style={{ width: 200 }}
          value={tempSn ?? undefined}
          onChange={(v: number | undefined) => {
            setTempSn(v ?? null);
            setPage(1);
          }}
          options={[...themes]}
        />
        <Input.Search
          aria-label="상품 검색"
          allowClear
          placeholder="상품명 또는 브랜드"
          style={{ width: 260 }}
          onSearch={(v) => {
            setSearch(v.trim() || null);
            setPage(1);
          }}
        />
      </Space>
      <Table<R>
        size="small"
        rowKey="prodSn"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        rowSelection={{
          selectedRowKeys: picked.map((p) => p.prodSn),
          getCheckboxProps: (row) => ({ disabled: chosen.includes(row.prodSn), 'aria-label': row.prodNm }),
          onChange: (_keys, rows) => {
            // Keeps picks made on other pages: rows only holds this page's.
            const here = new Set((list.data?.list ?? []).map((r) => r.prodSn));
            setPicked([...picked.filter((p) => !here.has(p.prodSn)), ...rows]);
          },
        }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.totalCount ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        locale={{ emptyText: '선택할 수 있는 상품이 없습니다.' }}
        columns={[
          {
            title: '상품',
            key: 'prod',
            render: (_, p) => (
              <Space>
                <ProductImage fileId={p.mainImg} alt="" width={36} height={36} />
                <span>{p.prodNm}</span>
                {chosen.includes(p.prodSn) && <span style={{ color: COLOR.textSub }}>(담김)</span>}
              </Space>
            ),
          },
          { title: '브랜드', dataIndex: 'brandNm', width: 120, render: (v: string | null) => v ?? '-' },
          {
            title: '판매가',
            dataIndex: 'price',
            width: 100,
            align: 'right',
            render: (v: number) => formatWon(v),
          },
        ]}
      />
    </Modal>
  );
}
