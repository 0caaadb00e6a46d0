import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { ProdOptionRow } from '@pcs/domain';
import { Button, Card, Select, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import styles from '../../../components/back-office/back-office.module.css';
import { PageHeader } from '../../../components/back-office/page-header';
import { ORG_TEXT } from '../../../components/back-office/texts';
import { ProductImage } from '../../../components/ui/product-image';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useCuration, useSaveCuration } from '../api/curation';
import { useThemes } from '../api/themes';
import { ProductPickerDialog } from '../components/product-picker-dialog';
import { wonOrDash } from '../event-format';
import { EVENT_DIALOG_TEXT } from '../texts';

/**
 * spec §2 /event/curationProd: the curated products of each theme in the order the landing's
 * by-event-theme and theme lists show them. Add, remove and reorder approved products; 저장 replaces the set.
 */
export default function EventCurationPage() {
  const themes = useThemes();
  const [tempSn, setTempSn] = useState<number | null>(null);
  const curation = useCuration(tempSn);
  useErrorAlert(curation.error);
  const save = useSaveCuration();
  const [rows, setRows] = useState<ProdOptionRow[]>([]);
  const [dirty, setDirty] = useState(false);
  const [picking, setPicking] = useState(false);

  useEffect(() => {
    if (tempSn === null && themes.data?.list[0]) setTempSn(themes.data.list[0].tempSn);
  }, [themes.data, tempSn]);
  useEffect(() => {
    setRows(curation.data?.list ?? []);
    setDirty(false);
  }, [curation.data]);

  const change = (next: ProdOptionRow[]) => {
    setRows(next);
    setDirty(true);
  };
  const move = (i: number, by: number) => {
    const next = [...rows];
    const [row] = next.splice(i, 1);
    if (row) next.splice(i + by, 0, row);
    change(next);
  };
  const pickTheme = async (next: number) => {
    if (dirty && !(await confirmMessage(EVENT_DIALOG_TEXT.themeLeaveConfirm))) return;
    setTempSn(next);
  };
  const submit = async () => {
    if (tempSn === null) return;
    try {
      await save.mutateAsync({ tempSn, prodSnList: rows.map((r) => r.prodSn) });
      setDirty(false);
      await alertMessage(ORG_TEXT.saved);
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  return (
    <div className={styles.page}>
      <PageHeader
        title="큐레이션 상품"
        description="테마별로 랜딩 화면과 이벤트 설정에 보일 상품을 고르고 순서를 정합니다."
      />
      <Card
        size="small"
        title={
          <Select
            aria-label="테마"
            style={{ width: 220 }}
            value={tempSn ?? undefined}
            onChange={(v: number) => void pickTheme(v)}
            options={(themes.data?.list ?? []).map((t) => ({
              value: t.tempSn,
              label: `${t.tempNm} (${t.prodCount})`,
            }))}
          />
        }
        extra={
          <Space>
            <Button onClick={() => setPicking(true)} disabled={tempSn === null}>
              상품 추가
            </Button>
            <Button type="primary" onClick={() => void submit()} disabled={!dirty} loading={save.isPending}>
              저장
            </Button>
          </Space>
        }
      >
        <Table<ProdOptionRow>
          size="small"
          rowKey="prodSn"
          loading={curation.isFetching}
          dataSource={rows}
          pagination={false}
          locale={{ emptyText: '큐레이션된 상품이 없습니다.' }}
          columns={[
            { title: '순서', key: 'seq', width: 60, render: (_, _r, i) => i + 1 },
            {
              title: '상품',
              key: 'prod',
              render: (_, p) => (
                <Space>
                  <ProductImage fileId={p.mainImg} alt="" width={36} height={36} />
                  {p.prodNm}
                </Space>
              ),
            },
            { title: '브랜드', dataIndex: 'brandNm', width: 120, render: (v: string | null) => v ?? '-' },
            {
              title: '판매가',
              dataIndex: 'price',
              width: 100,
              align: 'right',
              render: (v: number) => wonOrDash(v),
            },
            {
              title: '',
              key: 'actions',
              width: 150,
              render: (_, p, i) => (
                <Space size={4}>
                  <Button
                    size="small"
                    aria-label="위로"
                    icon={<ArrowUpOutlined />}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                  />
                  <Button
                    size="small"
                    aria-label="아래로"
                    icon={<ArrowDownOutlined />}
                    disabled={i === rows.length - 1}
                    onClick={() => move(i, 1)}
                  />
                  <Button
                    size="small"
                    danger
                    onClick={() => change(rows.filter((r) => r.prodSn !== p.prodSn))}
                  >
                    빼기
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <ProductPickerDialog
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(picked) =>
          change([...rows, ...picked.filter((p) => !rows.some((r) => r.prodSn === p.prodSn))])
        }
        chosen={rows.map((r) => r.prodSn)}
      />
    </div>
  );
}
