import { EVENT_DOCS_TEXT, formatNumber } from '@pcs/domain';
import { Button, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { newRequestKey } from '../../../lib/request-key';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { downloadInvoicePdf, downloadPurchaseOrder } from '../api/download-event-docs';
import { useEventVendors } from '../api/get-event-vendors';
import { useSendVendorMail } from '../api/send-vendor-mail';
import { EVENT_DOCS_DIALOG_TEXT } from '../texts';

async function run(task: () => Promise<unknown>) {
  try {
    await task();
  } catch (error) {
    await alertMessage(errorText(error));
  }
}

/**
 * The event's documents on its detail: the invoice statement (거래명세서) for operators and the client
 * manager; for operators also each vendor's purchase order (발주서) as PDF or xlsx, picked from the event's vendors,
 * and the purchase-order mail to every vendor (one mail per vendor per send; a double click sends once).
 */
export function EventDocsSection({ eventSn, operator }: { eventSn: number; operator: boolean }) {
  return (
    <section aria-label="이벤트 문서">
      <Space wrap>
        <Button onClick={() => void run(() => downloadInvoicePdf(eventSn))}>거래명세서 PDF</Button>
      </Space>
      {operator && <VendorDocs eventSn={eventSn} />}
    </section>
  );
}

function VendorDocs({ eventSn }: { eventSn: number }) {
  const vendors = useEventVendors(eventSn);
  useErrorAlert(vendors.error);
  const list = vendors.data?.list ?? [];
  const [picked, setPicked] = useState<number | null>(null);
  // The first vendor with orders is the likely one to want; vendors nobody chose from are listed too.
  const vendorSn = picked ?? (list.find((v) => v.lineCnt > 0) ?? list[0])?.vendorSn ?? null;
  const mail = useSendVendorMail();
  const [requestKey, setRequestKey] = useState(newRequestKey);

  const sendMail = async () => {
    // Only vendors with lines to ship are mailed (the server skips the others too).
    const withLines = list.filter((v) => v.lineCnt > 0);
    const withMail = withLines.filter((v) => v.mailYn === 'Y').length;
    if (withMail === 0) {
      await alertMessage(
        withLines.length === 0 ? EVENT_DOCS_TEXT.vendorMailNoLines : EVENT_DOCS_TEXT.vendorMailNone,
      );
      return;
    }
    if (!(await confirmMessage(EVENT_DOCS_DIALOG_TEXT.vendorMailConfirm(withMail)))) return;
    await run(async () => {
      const r = await mail.mutateAsync({ eventSn, requestKey });
      setRequestKey(newRequestKey());
      await alertMessage(EVENT_DOCS_TEXT.vendorMailDone(r.queuedCnt));
    });
  };

  if (vendors.isSuccess && list.length === 0)
    return <Typography.Paragraph type="secondary">{EVENT_DOCS_TEXT.noVendor}</Typography.Paragraph>;
  return (
    <Space wrap style={{ marginTop: 12 }}>
      <Select
        aria-label="공급사"
        style={{ minWidth: 240 }}
        loading={vendors.isLoading}
        value={vendorSn ?? undefined}
        onChange={(v: number) => setPicked(v)}
        options={list.map((v) => ({
          value: v.vendorSn,
          label: `${v.vendorNm} (${formatNumber(v.lineCnt)}건 · ${formatNumber(v.quantity)}개)`,
        }))}
      />
      <Button
        disabled={vendorSn === null}
        onClick={() => void run(() => downloadPurchaseOrder(eventSn, vendorSn, 'pdf'))}
      >
        발주서 PDF
      </Button>
      <Button
        disabled={vendorSn === null}
        onClick={() => void run(() => downloadPurchaseOrder(eventSn, vendorSn, 'xlsx'))}
      >
        발주서 엑셀
      </Button>
      <Button loading={mail.isPending} disabled={mail.isPending} onClick={() => void sendMail()}>
        공급사 발주 메일
      </Button>
    </Space>
  );
}
