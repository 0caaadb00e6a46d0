import { formatNumber } from '@pcs/domain';
import { Button, Card, Select, Space } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { alertMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { downloadPurchaseOrder } from '../api/download-event-docs';
import { useVendorEvents } from '../api/get-vendor-events';

/**
 * A vendor's purchase orders, above its order list: pick an event it has orders in (the vendor mail links
 * here with ?eventSn=) and download its own lines as PDF or xlsx.
 */
export function VendorPurchaseOrders() {
  const [params] = useSearchParams();
  const fromLink = Number(params.get('eventSn') ?? 0);
  const events = useVendorEvents();
  useErrorAlert(events.error);
  const list = events.data?.list ?? [];
  const [picked, setPicked] = useState<number | null>(null);
  const eventSn =
    picked ?? (list.some((e) => e.eventSn === fromLink) ? fromLink : (list[0]?.eventSn ?? null));
  const download = async (kind: 'pdf' | 'xlsx') => {
    if (eventSn === null) return;
    try {
      await downloadPurchaseOrder(eventSn, null, kind);
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };
  if (events.isSuccess && list.length === 0) return null;
  return (
    <Card size="small" title="이벤트 발주서">
      <Space wrap>
        <Select
          aria-label="발주서 이벤트"
          style={{ minWidth: 320 }}
          loading={events.isLoading}
          value={eventSn ?? undefined}
          onChange={(v: number) => setPicked(v)}
          options={list.map((e) => ({
            value: e.eventSn,
            label: `${e.eventNm} · ${e.cmpyNm} (${formatNumber(e.lineCnt)}건)`,
          }))}
        />
        <Button disabled={eventSn === null} onClick={() => void download('pdf')}>
          발주서 PDF
        </Button>
        <Button disabled={eventSn === null} onClick={() => void download('xlsx')}>
          발주서 엑셀
        </Button>
      </Space>
    </Card>
  );
}
