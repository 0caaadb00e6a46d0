import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { formatWon, type OccasionRuleGoods } from '@pcs/domain';
import { Button, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { ProductImage } from '../../../components/ui/product-image';
import { GoodsPickerDialog } from './goods-picker-dialog';

/** The goods a GOODS rule offers, in the order they were added, as a form field (value / onChange). */
export function GoodsListField({
  value = [],
  onChange,
  id,
}: {
  value?: OccasionRuleGoods[];
  onChange?: (value: OccasionRuleGoods[]) => void;
  id?: string;
}) {
  const [picking, setPicking] = useState(false);
  return (
    <div id={id}>
      <Table<OccasionRuleGoods>
        size="small"
        rowKey="prodSn"
        dataSource={value}
        pagination={false}
        locale={{ emptyText: '담긴 상품이 없습니다. 상품 추가로 보낼 상품을 담아주세요.' }}
        columns={[
          {
            title: '상품',
            key: 'prod',
            render: (_, p) => (
              <Space>
                <ProductImage fileId={p.mainImg} alt="" width={36} height={36} />
                <span>{p.prodNm}</span>
                {p.offerableYn === 'N' && <Tag color="red">판매 중지</Tag>}
              </Space>
            ),
          },
          { title: '브랜드', dataIndex: 'brandNm', width: 140, render: (v: string | null) => v ?? '-' },
          {
            title: '판매가',
            dataIndex: 'price',
            width: 110,
            align: 'right',
            render: (v: number) => formatWon(v),
          },
          {
            title: '',
            key: 'remove',
            width: 56,
            render: (_, p) => (
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${p.prodNm} 빼기`}
                onClick={() => onChange?.(value.filter((g) => g.prodSn !== p.prodSn))}
              />
            ),
          },
        ]}
      />
      <Button icon={<PlusOutlined />} style={{ marginTop: 8 }} onClick={() => setPicking(true)}>
        상품 추가
      </Button>
      <GoodsPickerDialog
        open={picking}
        onClose={() => setPicking(false)}
        chosen={value.map((g) => g.prodSn)}
        onPick={(rows) =>
          onChange?.([...value, ...rows.filter((r) => !value.some((g) => g.prodSn === r.prodSn))])
        }
      />
    </div>
  );
}
