import {
  CARRIERS,
  deliveryActorOf,
  formatPhone,
  formatWon,
  INVOICE_NO_PATTERN,
  INVOICE_NO_TEXT,
  isAuthCd,
  isReturnState,
  nextReturnState,
  RETURN_ACTION_LABEL,
  type RefundGbn,
  type ReturnAction,
  type ReturnDetail,
} from '@pcs/domain';
import {
  Button,
  Card,
  Descriptions,
  Empty,
  Form,
  Image,
  Input,
  Select,
  Skeleton,
  Space,
  Tag,
  Timeline,
} from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import styles from '../../../components/back-office/back-office.module.css';
import { PageHeader } from '../../../components/back-office/page-header';
import { RejectReasonDialog } from '../../../components/back-office/reject-reason-dialog';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { formatDateTime } from '../../../lib/format-date-time';
import { useSession } from '../../../lib/session-store';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useReturnAction, useReturnDetail } from '../api/flow-calls';
import { RETURN_TAG_COLOR } from './returns-list-screen';
import { usePrivateImage } from './use-private-image';

const toSn = (value: string | undefined): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};
const CARRIER_OPTIONS = Object.entries(CARRIERS).map(([value, label]) => ({ value, label }));
type Act = Exclude<ReturnAction, 'request' | 'edit' | 'withdraw' | 'reject' | 'reship'>;
const SIMPLE: Act[] = ['approve', 'collect', 'refund', 'refundDone'];

/**
 * spec §2 /delivery/return/{estiSn}/{estiItemSn}/{refundSn} and /delivery/returnManaged/...: one request with its
 * reason, photos, who pays the shipping, and the actions the caller may take now (approve, reject with a reason,
 * collect, refund through the payment step, re-ship an exchange).
 */
export function ReturnDetailScreen({ backTo }: { backTo: string }) {
  const params = useParams();
  const key = {
    estiSn: toSn(params.estiSn),
    estiItemSn: toSn(params.estiItemSn),
    refundSn: toSn(params.refundSn),
  };
  const detail = useReturnDetail(key);
  useErrorAlert(detail.error);
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <PageHeader title="반품/교환 상세" actions={<Button onClick={() => navigate(backTo)}>목록</Button>} />
      {key.refundSn === 0 || detail.isError ? (
        <Card>
          <Empty description="반품/교환 신청을 찾을 수 없습니다." />
        </Card>
      ) : detail.data ? (
        <ReturnBody r={detail.data} />
      ) : (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      )}
    </div>
  );
}

function Photo({ url }: { url: string }) {
  const src = usePrivateImage(url);
  return src ? (
    <Image src={src} width={120} height={120} style={{ objectFit: 'cover' }} alt="반품 사진" />
  ) : null;
}

function ReturnBody({ r }: { r: ReturnDetail }) {
  const authCd = useSession((s) => s.loginUserData?.authCd ?? '');
  const actor = isAuthCd(authCd) ? deliveryActorOf(authCd) : 'recipient';
  const action = useReturnAction();
  const [rejecting, setRejecting] = useState(false);
  const [form] = Form.useForm<{ carrierCd: string; invoiceNo: string }>();
  const state = isReturnState(r.refundStatCd) ? r.refundStatCd : null;
  const ctx = { refundGbn: r.refundGbn as RefundGbn, rejectReason: 'x' };
  const allowed = (a: Exclude<ReturnAction, 'request'>) =>
    state !== null && nextReturnState(state, a, actor, ctx).ok;
  const key = { estiSn: r.estiSn, estiItemSn: r.estiItemSn, refundSn: r.refundSn };

  const run = async (
    a: Exclude<ReturnAction, 'request' | 'edit' | 'withdraw'>,
    extra: Record<string, unknown> = {},
    ask = true,
  ) => {
    if (ask && !(await confirmMessage(`${RETURN_ACTION_LABEL[a]} 처리하시겠습니까?`))) return;
    try {
      const res = await action.mutateAsync({ ...key, action: a, ...extra });
      await alertMessage(`${res.refundStatNm} 상태가 되었습니다.`);
    } catch (error) {
      await alertMessage(errorText(error));
      throw error;
    }
  };
  const reship = async () => {
    const v = await form.validateFields().catch(() => null);
    if (v)
      await run('reship', { carrierCd: v.carrierCd, invoiceNo: v.invoiceNo.trim() }).catch(() => undefined);
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title="신청 정보">
        <Descriptions bordered column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label="신청번호">{r.refundSn}</Descriptions.Item>
          <Descriptions.Item label="상태">
            <Tag color={RETURN_TAG_COLOR[r.refundStatCd]}>{r.refundStatNm}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="구분">{r.refundGbnNm}</Descriptions.Item>
          <Descriptions.Item label="신청일시">{formatDateTime(r.requestDt)}</Descriptions.Item>
          <Descriptions.Item label="사유">{r.reasonNm}</Descriptions.Item>
          <Descriptions.Item label="상세 사유">{r.reason || '-'}</Descriptions.Item>
          <Descriptions.Item label="반품 배송비">
            {r.feePayerNm} {r.shipFee > 0 ? `(${formatWon(r.shipFee)})` : ''}
          </Descriptions.Item>
          <Descriptions.Item label="결제 금액 / 환불 금액">
            {formatWon(r.paidAmount)} / {r.refundAmount === null ? '-' : formatWon(r.refundAmount)}
          </Descriptions.Item>
          {r.rejectReason && <Descriptions.Item label="거부 사유">{r.rejectReason}</Descriptions.Item>}
          <Descriptions.Item label="상품">
            {r.optNm ? `${r.prodNm} / ${r.optNm}` : r.prodNm}
          </Descriptions.Item>
          <Descriptions.Item label="고객사 / 이벤트">
            {r.cmpyNm} / {r.eventNm}
          </Descriptions.Item>
          <Descriptions.Item label="공급사">{r.vendorNm ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="받는 분">
            {r.receiverNm} · {formatPhone(r.receiverTelNo)}
          </Descriptions.Item>
          <Descriptions.Item label="회수지">
            [{r.zipCd}] {r.addr} {r.addrDtl}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="첨부 사진">
        {r.photoUrls.length === 0 ? (
          <span className={styles.muted}>첨부한 사진이 없습니다.</span>
        ) : (
          <Image.PreviewGroup>
            <Space wrap>
              {r.photoUrls.map((u) => (
                <Photo key={u} url={u} />
              ))}
            </Space>
          </Image.PreviewGroup>
        )}
      </Card>
      <Card title="처리">
        <Space wrap>
          {SIMPLE.filter(allowed).map((a) => (
            <Button
              key={a}
              type="primary"
              loading={action.isPending}
              onClick={() => void run(a).catch(() => undefined)}
            >
              {RETURN_ACTION_LABEL[a]}
            </Button>
          ))}
          {allowed('reject') && (
            <Button danger onClick={() => setRejecting(true)}>
              거부
            </Button>
          )}
        </Space>
        {allowed('reship') && (
          <Form form={form} layout="inline" style={{ marginTop: 16 }} aria-label="재발송 정보">
            <Form.Item
              name="carrierCd"
              label="택배사"
              rules={[{ required: true, message: '택배사를 선택해주세요.' }]}
            >
              <Select style={{ width: 160 }} placeholder="선택" options={CARRIER_OPTIONS} />
            </Form.Item>
            <Form.Item
              name="invoiceNo"
              label="송장번호"
              rules={[
                { required: true, message: '송장번호를 입력해주세요.' },
                { pattern: INVOICE_NO_PATTERN, message: INVOICE_NO_TEXT },
              ]}
            >
              <Input maxLength={20} style={{ width: 200 }} />
            </Form.Item>
            <Button type="primary" onClick={() => void reship()}>
              재발송
            </Button>
          </Form>
        )}
        {state !== null && ![...SIMPLE, 'reject' as const, 'reship' as const].some(allowed) && (
          <p className={styles.muted}>지금 처리할 수 있는 작업이 없습니다.</p>
        )}
      </Card>
      <Card title="처리 이력">
        <Timeline
          items={r.history.map((h) => ({
            children: (
              <>
                <strong>{h.stateNm}</strong> · {formatDateTime(h.changedAt)}
                {h.changedBy ? ` · ${h.changedBy}` : ''}
                {h.memo ? <div className={styles.muted}>{h.memo}</div> : null}
              </>
            ),
          }))}
        />
      </Card>
      <RejectReasonDialog
        open={rejecting}
        title="반품/교환 신청 거부"
        onReject={(reason) => run('reject', { rejectReason: reason }, false)}
        onClose={() => setRejecting(false)}
      />
    </Space>
  );
}
