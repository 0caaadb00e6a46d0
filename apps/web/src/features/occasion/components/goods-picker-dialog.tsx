import { formatWon, type OccasionRuleGoods } from '@pcs/domain';
import { Input, Modal, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { ProductImage } from '../../../components/ui/product-image';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useRuleGoods } from '../api/get-rule-goods';
import { useRuleThemes } from '../api/get-rule-themes';

const PAGE_SIZE = 10;

/**
 * Picks goods a rule may offer (approved and in use) by name or brand, or from a theme's curation. Goods already in
 * the rule are marked and cannot be picked twice; picks on other pages are kept.
 */
export function GoodsPickerDialog({
  open,
  onClose,
  onPick,
  chosen,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (rows: OccasionRuleGoods[]) => void;
  chosen: readonly number[];
}) {
  const [search, setSearch] = useState<string | null>(null);
  const [tempSn, setTempSn] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<OccasionRuleGoods[]>([]);
  const themes = useRuleThemes();
  const list = useRuleGoods({ searchProdNm: search, tempSn, page: page - 1, pageSize: PAGE_SIZE }, open);
  useErrorAlert(list.error);
  useErrorAlert(themes.error);

  const close = () => {
    setPicked([]);
    onClose();
  };

  return (
    <Modal
      title="보낼 상품 선택"
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
          style={{ width: 220 }}
          value={tempSn ?? undefined}
          onChange={(v: number | undefined) => {
            setTempSn(v ?? null);
            setPage(1);
          }}
          options={(themes.data?.list ?? []).map((t) => ({
            value: t.tempSn,
            label: `${t.tempNm} (${t.goodsCount})`,
          }))}
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
      <Table<OccasionRuleGoods>
        size="small"
        rowKey="prodSn"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        rowSelection={{
          selectedRowKeys: picked.map((p) => p.prodSn),
          getCheckboxProps: (row) => ({ disabled: chosen.includes(row.prodSn), 'aria-label': row.prodNm }),
          onChange: (_keys, rows) => {
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
                {chosen.includes(p.prodSn) && <span style={{ color: '#999' }}>(담김)</span>}
              </Space>
            ),
          },
          { title: '브랜드', dataIndex: 'brandNm', width: 120, render: (v: string | null) => v ?? '-' },
          {
            title: '판매가',
            dataIndex: 'price',
            width: 110,
            align: 'right',
            render: (v: number) => formatWon(v),
          },
        ]}
      />
    </Modal>
  );
}
