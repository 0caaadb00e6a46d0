import {
  ADDRESS_NEEDED_GUIDE,
  CARD_MSG_MAX,
  DELIVERY_FLOW_TEXT,
  DELIVERY_STATE_LABEL,
  EVENT_DOCS_TEXT,
  formatNumber,
  formatOrderNo,
  formatPhone,
  formatWon,
  giftExtrasText,
  type MyDeliveryDetail,
  type myOrderRowSchema,
  type myReturnRowSchema,
  REFUND_GBN,
  REFUND_GBN_LABEL,
  RETURN_FEE_DEDUCT_HINT,
  RETURN_FEE_METHOD,
  RETURN_FEE_METHOD_LABEL,
  RETURN_FEE_TEXT,
  RETURN_PHOTO_TEXT,
  RETURN_REASONS,
  RETURN_STATE,
  type RefundGbn,
  type ReturnFeeMethod,
  returnConfirmText,
  returnFeeMethods,
  returnShipFeeOf,
} from '@pcs/domain';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Input,
  Modal,
  Radio,
  Select,
  Skeleton,
  Space,
  type TableColumnsType,
  Tabs,
  Tag,
  Timeline,
} from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { AddressFields } from '../../../components/address/address-fields';
import { useAddressForm } from '../../../components/address/use-address-form';
import styles from '../../../components/back-office/back-office.module.css';
import { dateTimeText } from '../../../components/back-office/display';
import { ListTable } from '../../../components/back-office/list-table';
import { PageHeader } from '../../../components/back-office/page-header';
import { paths } from '../../../config/paths';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { formatDateTime } from '../../../lib/format-date-time';
import { urlCode } from '../../../lib/list-params';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useListState } from '../../../lib/use-list-state';
import { useReturnFocus } from '../../../lib/use-return-focus';
import { useCancelMyOrder } from '../api/cancel-my-order';
import { useChangeMyAddress } from '../api/change-my-address';
import { useMyOrder } from '../api/get-my-order';
import { useMyOrders } from '../api/get-my-orders';
import { useMyReturns } from '../api/get-my-returns';
import { useRequestReturn } from '../api/request-return';
import { useSaveMyCardMemo } from '../api/save-my-card-memo';
import { useWithdrawReturn } from '../api/withdraw-return';
import { DeliveryStatusTag } from '../components/delivery-status-tag';
import { useReturnFeePayment } from '../components/return-fee-payment';
import {
  type ReturnPhoto,
  ReturnPhotoPicker,
  type ReturnPhotoPickerTexts,
} from '../components/return-photo-picker';
import { DELIVERY_DIALOG_TEXT } from '../texts';

type Row = z.infer<typeof myOrderRowSchema>;
const LIST = { filters: { stateCd: urlCode(Object.keys(DELIVERY_STATE_LABEL)) }, sortFields: [] as string[] };

/**
 * Desktop /delivery/order for a recipient (roles 10, 20, 25 have it as 주문·배송 조회 in their menu): their own
 * orders with state counts and paging; the detail carries the actions of the mobile screens.
 */
export function MyOrdersDesktop() {
  const list = useListState(LIST, useMyOrders);
  const { query } = list;
  useErrorAlert(query.error);
  const navigate = useNavigate();
  const href = (r: Row) => paths.deliveryOrderDetail(r.estiSn, r.estiItemSn);
  const columns: TableColumnsType<Row> = [
    { title: '주문일시', dataIndex: 'orderDt', width: 160, render: dateTimeText },
    {
      title: '주문번호',
      key: 'orderNo',
      width: 150,
      render: (_, r) => formatOrderNo(r.estiSn, r.estiItemSn),
    },
    { title: '이벤트', dataIndex: 'eventNm', width: 200, ellipsis: true },
    {
      title: '상품',
      dataIndex: 'prodNm',
      ellipsis: true,
      render: (v: string, r) => (
        <Link to={href(r)} onClick={(e) => e.stopPropagation()}>
          {r.optNm ? `${v} / ${r.optNm}` : v}
        </Link>
      ),
    },
    { title: '수량', dataIndex: 'quantity', width: 60, align: 'right' },
    {
      title: '상태',
      dataIndex: 'deliStatCd',
      width: 200,
      render: (code: string, r) => (
        <>
          <DeliveryStatusTag code={code} name={r.deliStatNm} />
          {r.returnStatNm && <Tag color="orange">{r.returnStatNm}</Tag>}
          {r.addrNeeded && <Tag color="red">{EVENT_DOCS_TEXT.addrNeeded}</Tag>}
        </>
      ),
    },
  ];
  const counts = (query.data?.counts ?? []).filter((c) => c.count > 0);
  return (
    <div className={styles.page}>
      <PageHeader
        title="주문·배송 조회"
        description="신청하신 선물의 배송 현황을 확인하고 배송지 변경, 취소, 반품·교환을 신청합니다."
      />
      <Tabs
        activeKey={list.filters.stateCd ?? 'all'}
        onChange={(key) => list.setFilters({ stateCd: key === 'all' ? null : (key as never) })}
        items={[
          { key: 'all', label: '전체' },
          ...counts.map((c) => ({ key: c.stateCd, label: `${c.stateNm} ${formatNumber(c.count)}` })),
        ]}
      />
      <ListTable<Row>
        label="주문 목록"
        columns={columns}
        data={query.data}
        loading={query.isFetching}
        failed={query.isError}
        page={list.page}
        sort={list.sort}
        onPage={list.goTo}
        onSort={list.sortBy}
        rowKey={(r) => String(r.estiItemSn)}
        onRowClick={(r) => navigate(href(r))}
        emptyText="주문 내역이 없습니다."
        scrollX={900}
      />
    </div>
  );
}

/** Desktop /delivery/order/{estiSn}/{estiItemSn} for a recipient: state, tracking, history and the actions. */
export function MyOrderDetailDesktop() {
  const estiSn = Number(useParams().estiSn) || 0;
  const detail = useMyOrder(estiSn);
  useErrorAlert(detail.error);
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <PageHeader
        title="주문·배송 상세"
        actions={<Button onClick={() => navigate(paths.deliveryOrder)}>목록</Button>}
      />
      {!estiSn || detail.isError ? (
        <Card>
          <Empty description="주문 정보를 찾을 수 없습니다." />
        </Card>
      ) : detail.data ? (
        <MyOrderBody d={detail.data} />
      ) : (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      )}
    </div>
  );
}

type Dialog = null | 'address' | 'card' | { returnOf: number };

function MyOrderBody({ d }: { d: MyDeliveryDetail }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const cancel = useCancelMyOrder();
  const fee = useReturnFeePayment(false);
  const withdraw = useWithdrawReturn();
  const doWithdraw = async (refundSn: number) => {
    if (!(await confirmMessage(DELIVERY_DIALOG_TEXT.withdrawConfirm))) return;
    try {
      await withdraw.mutateAsync({ refundSn });
      await alertMessage(DELIVERY_DIALOG_TEXT.withdrawn);
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };
  const doCancel = async () => {
    if (!(await confirmMessage(DELIVERY_DIALOG_TEXT.cancelConfirm))) return;
    try {
      const r = await cancel.mutateAsync({ estiSn: d.estiSn, reason: null });
      await alertMessage(DELIVERY_DIALOG_TEXT.cancelled(r.paymentPending));
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={`${formatOrderNo(d.estiSn)} · ${d.eventNm}`}
        extra={
          d.canChange ? (
            <Space>
              {/* Without an address, the notice below carries the button. */}
              {!d.addrNeeded && <Button onClick={() => setDialog('address')}>배송지 변경</Button>}
              <Button onClick={() => setDialog('card')}>메시지 카드</Button>
              <Button danger onClick={() => void doCancel()} loading={cancel.isPending}>
                주문 취소
              </Button>
            </Space>
          ) : null
        }
      >
        {d.addrNeeded && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={EVENT_DOCS_TEXT.addrNeeded}
            description={ADDRESS_NEEDED_GUIDE}
            action={
              d.canChange ? (
                <Button type="primary" onClick={() => setDialog('address')}>
                  배송지 입력
                </Button>
              ) : null
            }
          />
        )}
        <Descriptions bordered column={{ xs: 1, md: 2 }} size="small">
          {!d.addrNeeded && (
            <>
              <Descriptions.Item label="받는 분">{d.receiverNm}</Descriptions.Item>
              <Descriptions.Item label="휴대폰번호">{formatPhone(d.receiverTelNo)}</Descriptions.Item>
              <Descriptions.Item label="주소" span={2}>
                [{d.zipCd}] {d.addr} {d.addrDtl}
              </Descriptions.Item>
            </>
          )}
          <Descriptions.Item label="요청사항">{d.deliveryMemo || '-'}</Descriptions.Item>
          <Descriptions.Item label="메시지 카드">{d.cardMsg || '-'}</Descriptions.Item>
          {(d.packageYn === 'Y' || d.cardYn === 'Y') && (
            <Descriptions.Item label="포장·카드">
              {giftExtrasText(d)}
              {d.extrasAmt > 0 ? ` (${formatWon(d.extrasAmt)})` : ''}
            </Descriptions.Item>
          )}
          {d.paidAmount > 0 && (
            <Descriptions.Item label="결제 금액">{formatWon(d.paidAmount)}</Descriptions.Item>
          )}
        </Descriptions>
        <p className={styles.muted}>반품/교환은 배송완료 후 {d.returnDays}일 이내에 신청할 수 있습니다.</p>
      </Card>
      {d.lines.map((l) => (
        <Card
          key={l.estiItemSn}
          title={
            <>
              {l.prodNm} <DeliveryStatusTag code={l.deliStatCd} name={l.deliStatNm} />
            </>
          }
          extra={
            l.canReturn ? (
              <Button type="primary" onClick={() => setDialog({ returnOf: l.estiItemSn })}>
                반품/교환 신청
              </Button>
            ) : null
          }
        >
          {l.invoiceNo && (
            <p>
              {l.carrierNm} {l.invoiceNo}{' '}
              {l.trackingUrl && (
                <a href={l.trackingUrl} target="_blank" rel="noreferrer">
                  배송 조회
                </a>
              )}
            </p>
          )}
          {l.refunds.map((f) => (
            <p key={f.refundSn}>
              <Tag color="orange">
                {f.refundGbnNm} {f.refundStatNm}
              </Tag>
              {/* Waiting for its return fee: not submitted until paid (decision 028). */}
              {f.refundStatCd === RETURN_STATE.feeWaiting && (
                <Space wrap>
                  <span className={styles.muted}>{RETURN_FEE_TEXT.payFirst}</span>
                  <Button type="primary" size="small" onClick={() => void fee.start(f.refundSn)}>
                    반품 배송비 결제
                  </Button>
                  <Button size="small" onClick={() => void doWithdraw(f.refundSn)}>
                    신청 철회
                  </Button>
                </Space>
              )}
            </p>
          ))}
          <Timeline
            items={l.history.map((h) => ({
              children: (
                <>
                  <strong>{h.stateNm}</strong> · {formatDateTime(h.changedAt)}
                  {h.memo ? <div className={styles.muted}>{h.memo}</div> : null}
                </>
              ),
            }))}
          />
        </Card>
      ))}
      {dialog === 'address' && <AddressDialog d={d} onClose={() => setDialog(null)} />}
      {dialog === 'card' && <CardDialog d={d} onClose={() => setDialog(null)} />}
      {dialog !== null && typeof dialog === 'object' && (
        <ReturnDialog
          detail={d}
          estiItemSn={dialog.returnOf}
          onClose={() => setDialog(null)}
          onPayFee={(refundSn) => void fee.start(refundSn)}
        />
      )}
      {fee.panel}
    </Space>
  );
}

/** The address form of the apply page (address search, hints, a message under each field) in a dialog. */
function AddressDialog({ d, onClose }: { d: MyDeliveryDetail; onClose: () => void }) {
  useReturnFocus(true);
  const form = useAddressForm({
    receiverNm: d.receiverNm,
    receiverTelNo: d.receiverTelNo,
    zipCd: d.zipCd,
    addr: d.addr,
    addrDtl: d.addrDtl,
    deliveryMemo: d.deliveryMemo,
  });
  const save = useChangeMyAddress();
  const ok = async () => {
    const address = form.validate();
    if (!address) return;
    try {
      await save.mutateAsync({ estiSn: d.estiSn, ...address });
      await alertMessage(DELIVERY_DIALOG_TEXT.addressSaved(d.addrNeeded));
      onClose();
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };
  return (
    <Modal
      open
      width={640}
      title={d.addrNeeded ? '배송지 입력' : '배송지 변경'}
      okText={d.addrNeeded ? '입력하기' : '변경하기'}
      cancelText="취소"
      onOk={() => void ok()}
      onCancel={onClose}
      confirmLoading={save.isPending}
    >
      <AddressFields form={form} />
    </Modal>
  );
}

function CardDialog({ d, onClose }: { d: MyDeliveryDetail; onClose: () => void }) {
  useReturnFocus(true);
  const [text, setText] = useState(d.cardMsg);
  const save = useSaveMyCardMemo();
  const ok = async () => {
    try {
      await save.mutateAsync({ estiSn: d.estiSn, cardMsg: text.trim() });
      await alertMessage(DELIVERY_DIALOG_TEXT.cardMemoSaved);
      onClose();
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };
  return (
    <Modal
      open
      title="메시지 카드"
      okText="저장하기"
      cancelText="취소"
      onOk={() => void ok()}
      onCancel={onClose}
      confirmLoading={save.isPending}
    >
      <Input.TextArea
        rows={5}
        maxLength={CARD_MSG_MAX}
        showCount
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-label="카드에 담을 메시지"
      />
    </Modal>
  );
}

/** The desktop return or exchange request: kind, reason, photos; the key facts are confirmed before it is sent. */
export function ReturnDialog({
  detail,
  estiItemSn,
  onClose,
  onPayFee,
}: {
  detail: Pick<MyDeliveryDetail, 'estiSn' | 'returnFeePayerCd' | 'returnShipFee' | 'lines' | 'paidAmount'>;
  estiItemSn: number;
  onClose: () => void;
  /** A request waiting for its return fee was made: pay it now. */
  onPayFee: (refundSn: number) => void;
}) {
  useReturnFocus(true);
  const { estiSn } = detail;
  const line = detail.lines.find((l) => l.estiItemSn === estiItemSn);
  const [refundGbn, setRefundGbn] = useState<RefundGbn>(REFUND_GBN.return);
  const [reasonCd, setReasonCd] = useState<string | null>(null);
  const [feeMethod, setFeeMethod] = useState<ReturnFeeMethod>(RETURN_FEE_METHOD.card);
  const fee = reasonCd ? returnShipFeeOf(reasonCd, detail.returnFeePayerCd, detail.returnShipFee).fee : 0;
  const methods = returnFeeMethods({
    refundGbn,
    fee,
    paidByCard: detail.paidAmount,
    lineTotal: line?.lineTotal ?? 0,
  });
  const method = methods.includes(feeMethod) ? feeMethod : (methods[0] ?? null);
  const [reason, setReason] = useState('');
  const [photos, setPhotos] = useState<ReturnPhoto[]>([]);
  const [uploading, setUploading] = useState(false);
  const submit = useRequestReturn();
  const ok = async () => {
    if (!reasonCd) return alertMessage(DELIVERY_FLOW_TEXT.reasonRequired);
    const text = returnConfirmText({
      prodNm: line?.prodNm ?? '',
      optNm: line?.optNm,
      quantity: line?.quantity,
      refundGbn,
      reasonCd,
      eventPayer: detail.returnFeePayerCd,
      eventFee: detail.returnShipFee,
      feeMethod: method,
    });
    if (!(await confirmMessage(text))) return;
    try {
      const r = await submit.mutateAsync({
        estiSn,
        estiItemSn,
        refundGbn,
        reasonCd,
        reason,
        photoFileIds: photos.map((p) => p.fileId),
        feeMethod: method,
      });
      onClose();
      if (r.refundStatCd === RETURN_STATE.feeWaiting) {
        onPayFee(r.refundSn);
        return;
      }
      await alertMessage(DELIVERY_DIALOG_TEXT.returnRequested(refundGbn));
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };
  return (
    <Modal
      open
      title={`반품/교환 신청 · ${formatOrderNo(estiSn, estiItemSn)}`}
      okText="신청하기"
      cancelText="취소"
      onOk={() => void ok()}
      onCancel={onClose}
      confirmLoading={submit.isPending || uploading}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {line && (
          <strong>
            {line.prodNm}
            {line.optNm ? ` (${line.optNm})` : ''}
          </strong>
        )}
        <Radio.Group value={refundGbn} onChange={(e) => setRefundGbn(e.target.value as RefundGbn)}>
          {Object.values(REFUND_GBN).map((g) => (
            <Radio key={g} value={g}>
              {REFUND_GBN_LABEL[g]}
            </Radio>
          ))}
        </Radio.Group>
        <Select
          style={{ width: '100%' }}
          placeholder="사유를 선택해주세요"
          value={reasonCd}
          onChange={setReasonCd}
          options={Object.entries(RETURN_REASONS).map(([value, label]) => ({ value, label }))}
          aria-label="사유"
        />
        {methods.length > 0 && (
          <div>
            <div>반품 배송비 {formatWon(fee)} 결제 방법</div>
            <Radio.Group
              value={method}
              onChange={(e) => setFeeMethod(e.target.value as ReturnFeeMethod)}
              aria-label="반품 배송비 결제 방법"
            >
              {Object.values(RETURN_FEE_METHOD).map((m) => (
                <Radio key={m} value={m} disabled={!methods.includes(m)}>
                  {RETURN_FEE_METHOD_LABEL[m]}
                </Radio>
              ))}
            </Radio.Group>
            {!methods.includes(RETURN_FEE_METHOD.deduct) && (
              <div className={styles.muted}>{RETURN_FEE_DEDUCT_HINT}</div>
            )}
          </div>
        )}
        <Input.TextArea
          rows={4}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder="상세 사유"
        />
        <ReturnPhotoPicker
          value={photos}
          onChange={setPhotos}
          onUploading={setUploading}
          texts={PHOTO_TEXTS}
        />
      </Space>
    </Modal>
  );
}

const PHOTO_TEXTS: ReturnPhotoPickerTexts = {
  photoAlt: (n) => `첨부 사진 ${n}`,
  remove: (n) => `사진 ${n} 삭제`,
  uploading: '올리는 중',
  add: '사진 추가',
  input: '사진 첨부',
  hint: (count, max) => `사진 ${count}/${max}장 · JPG, PNG, GIF, WEBP, 5MB 이하`,
  tooMany: RETURN_PHOTO_TEXT.count,
  tooLarge: RETURN_PHOTO_TEXT.size,
};

type ReturnRowMine = z.infer<typeof myReturnRowSchema>;
const RETURN_LIST = { filters: {}, sortFields: [] as string[] };

/**
 * Desktop /delivery/return for someone who neither decides nor ships returns (a client manager has it in the menu):
 * their own return and exchange requests; a row opens the order, which shows the request's state and history.
 */
export function MyReturnsDesktop() {
  const list = useListState(RETURN_LIST, useMyReturns);
  const { query } = list;
  useErrorAlert(query.error);
  const navigate = useNavigate();
  const href = (r: ReturnRowMine) => paths.deliveryOrderDetail(r.estiSn, r.estiItemSn);
  const columns: TableColumnsType<ReturnRowMine> = [
    { title: '신청일시', dataIndex: 'requestDt', width: 160, render: dateTimeText },
    { title: '구분', dataIndex: 'refundGbnNm', width: 70 },
    {
      title: '상태',
      dataIndex: 'refundStatNm',
      width: 180,
      render: (v: string) => <Tag color="orange">{v}</Tag>,
    },
    { title: '사유', dataIndex: 'reasonNm', width: 140 },
    {
      title: '상품',
      dataIndex: 'prodNm',
      ellipsis: true,
      render: (v: string, r) => (
        <Link to={href(r)} onClick={(e) => e.stopPropagation()}>
          {v}
        </Link>
      ),
    },
  ];
  return (
    <div className={styles.page}>
      <PageHeader title="반품·교환 내역" description="신청하신 반품·교환의 처리 상태를 확인합니다." />
      <ListTable<ReturnRowMine>
        label="반품·교환 목록"
        columns={columns}
        data={query.data}
        loading={query.isFetching}
        failed={query.isError}
        page={list.page}
        sort={list.sort}
        onPage={list.goTo}
        onSort={list.sortBy}
        rowKey={(r) => String(r.refundSn)}
        onRowClick={(r) => navigate(href(r))}
        emptyText="반품/교환 신청 내역이 없습니다."
        scrollX={800}
      />
    </div>
  );
}
