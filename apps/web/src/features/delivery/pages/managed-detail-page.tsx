import { formatNumber, formatOrderNo, formatPhone, formatWon } from '@pcs/domain';
import type { ManagedDetail } from '@pcs/domain/contracts/delivery';
import {
  Button,
  Card,
  Descriptions,
  type DescriptionsProps,
  Empty,
  Skeleton,
  Timeline,
  Typography,
} from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date-time';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useManagedDetail } from '../api/get-managed-detail';
import { DeliveryStatusTag } from '../components/delivery-status-tag';
import type { FromListState } from '../nav-state';
import styles from './managed-detail-page.module.css';

const toSn = (value: string | undefined): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};
const orDash = (value: string | null | undefined): string => (value?.trim() ? value : '-');

/** spec §2 /delivery/managedDetail/{estiSn}/{estiItemSn}: one delivery line in full, for operator admins. */
export default function ManagedDetailPage() {
  const params = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const estiSn = toSn(params.estiSn);
  const estiItemSn = toSn(params.estiItemSn);
  const detail = useManagedDetail(estiSn, estiItemSn);
  useErrorAlert(detail.error);

  // Back to the list as it was left (filters and page are in its URL); a direct visit opens the plain list.
  const cameFromList = (location.state as FromListState | null)?.fromList === true;
  const backToList = () => (cameFromList ? navigate(-1) : navigate(paths.deliveryManagedList));

  const invalid = estiSn === 0 || estiItemSn === 0;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Typography.Title level={3} className={styles.title}>
          배송 상세
        </Typography.Title>
        <Button onClick={backToList}>목록</Button>
      </header>
      {invalid || detail.isError ? (
        <Card>
          <Empty description="배송 정보를 찾을 수 없습니다." />
        </Card>
      ) : detail.data ? (
        <DetailBody detail={detail.data} />
      ) : (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      )}
      <div className={styles.footer}>
        <Button type="primary" onClick={backToList}>
          목록
        </Button>
      </div>
    </div>
  );
}

function DetailBody({ detail: d }: { detail: ManagedDetail }) {
  const column = { xs: 1, sm: 1, md: 2 } as const;
  const order: DescriptionsProps['items'] = [
    { key: 'orderDt', label: '주문일시', children: formatDateTime(d.orderDt) },
    { key: 'ordSn', label: '주문번호', children: formatOrderNo(d.estiSn, d.estiItemSn) },
    { key: 'cmpy', label: '고객사', children: d.cmpyNm },
    { key: 'event', label: '이벤트', children: d.eventNm },
    { key: 'orderer', label: '주문자', children: `${d.ordererNm} (${d.ordererId})` },
    {
      key: 'status',
      label: '배송상태',
      children: <DeliveryStatusTag code={d.deliStatCd} name={d.deliStatNm} />,
    },
  ];
  const receiver: DescriptionsProps['items'] = [
    { key: 'receiverNm', label: '수령인', children: d.receiverNm },
    { key: 'receiverTelNo', label: '연락처', children: formatPhone(d.receiverTelNo) },
    {
      key: 'addr',
      label: '주소',
      span: 'filled',
      children: `${d.zipCd ? `(${d.zipCd}) ` : ''}${d.addr} ${d.addrDtl}`.trim(),
    },
    { key: 'memo', label: '배송 메모', span: 'filled', children: orDash(d.deliveryMemo) },
  ];
  const goods: DescriptionsProps['items'] = [
    { key: 'prodNm', label: '상품명', span: 'filled', children: d.prodNm },
    { key: 'optNm', label: '옵션', children: orDash(d.optNm) },
    { key: 'quantity', label: '수량', children: formatNumber(d.quantity) },
    { key: 'price', label: '금액', children: formatWon(d.price) },
    { key: 'carrier', label: '택배사', children: orDash(d.carrierNm) },
    { key: 'invoiceNo', label: '송장번호', children: orDash(d.invoiceNo) },
  ];

  return (
    <>
      <Card title="주문 정보">
        <Descriptions bordered size="small" column={column} items={order} />
      </Card>
      <Card title="수령인 정보">
        <Descriptions bordered size="small" column={column} items={receiver} />
      </Card>
      <Card title="상품 및 배송">
        <Descriptions bordered size="small" column={column} items={goods} />
      </Card>
      <Card title="배송 상태 이력">
        {d.history.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="상태 변경 이력이 없습니다." />
        ) : (
          <Timeline
            items={d.history.map((h, i) => ({
              key: `${h.deliStatCd}-${h.changedAt}-${i}`,
              color: i === d.history.length - 1 ? 'blue' : 'gray',
              title: formatDateTime(h.changedAt),
              content: h.deliStatNm,
            }))}
          />
        )}
      </Card>
    </>
  );
}
