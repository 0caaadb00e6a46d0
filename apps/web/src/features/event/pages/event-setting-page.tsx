import {
  API_MESSAGE,
  type ChainChannel,
  CLOSE_RULE_LABEL,
  DEFAULT_EVENT_TAX_PURPOSE,
  EVENT_MESSAGES,
  EVENT_STATUS,
  EVENT_TRANSLATED_FIELDS,
  type EventDetail,
  type EventTranslations,
  eventSaveRequestSchema,
  formatNumber,
  isOccasionType,
  MESSAGE_CODE,
  MSG,
  type NoticeKind,
  type OccasionType,
  type ProdOptionRow,
  REOPEN_RULE_TEXT,
  REOPEN_SETTING_LABEL,
  RETURN_FEE_PAYER_LABEL,
  RETURN_RULE_DEFAULT,
  type TaxPurpose,
} from '@pcs/domain';
import { API_PATH } from '@pcs/domain/contracts/paths';
import {
  Button,
  Card,
  Checkbox,
  Input,
  InputNumber,
  Radio,
  Select,
  Skeleton,
  Space,
  Switch,
  Table,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import styles from '../../../components/back-office/back-office.module.css';
import { ChannelChainField, chainOfForm } from '../../../components/back-office/channel-chain-field';
import { CompanySelect } from '../../../components/back-office/company-multi-select';
import { PageHeader } from '../../../components/back-office/page-header';
import { TranslationFields } from '../../../components/back-office/translation-fields';
import { Form } from '../../../components/form/enter-safe-form';
import { TaxPurposeFields } from '../../../components/tax/tax-purpose-fields';
import { ProductImage } from '../../../components/ui/product-image';
import { paths } from '../../../config/paths';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useCards } from '../api/cards';
import { checkDeleteProdPossible } from '../api/check-delete-prod-possible';
import { useEventDetail } from '../api/get-event-detail';
import { useSaveEvent } from '../api/save-event';
import { EVENT_PERIOD_HINT, EventPeriodPicker } from '../components/event-period-picker';
import { EventStatusTag } from '../components/event-status-tag';
import { NoticeToggles } from '../components/notice-toggles';
import { ProductPickerDialog } from '../components/product-picker-dialog';
import { ThemeSelect } from '../components/theme-select';
import { wonOrDash } from '../event-format';
import { EVENT_DIALOG_TEXT } from '../texts';

type ProductLine = {
  prodSn: number;
  prodNm: string;
  mainImg: string;
  price: number;
  stockQty: number;
  eventPrice: number | null;
  /** Stock left when loaded. */
  minStock: number;
  /** An open event's stock change: units to add (negative: to remove) to what is left when it is saved. */
  addQty: number;
  saved: boolean;
};

type Values = {
  cmpyCd: string | null;
  eventNm: string;
  tempSn: number | null;
  period: [Dayjs, Dayjs] | null;
  greeting: string;
  /** The greeting and card text per recipient language (decision 055, Content); editable while running. */
  translations: EventTranslations;
  cardYn: boolean;
  cardSn: number | null;
  packageYn: boolean;
  /** Won per unit / per order; empty = free. */
  packagePrice: number | null;
  cardPrice: number | null;
  budgetAmt: number | null;
  overPayYn: boolean;
  selectCnt: number;
  selectType: '01' | '02';
  overseasYn: boolean;
  closeRuleCd: '01' | '02';
  defaultProdSn: number | null;
  returnDays: number;
  /** DEFAULT: the global rule. */
  returnFeePayerCd: 'DEFAULT' | 'R' | 'S';
  returnShipFee: number | null;
  /** Recipient messages turned off (NoticeToggles). */
  noticeOff: NoticeKind[];
  /** A completed return gives the choice back (decision 030); editable while running. */
  reopenOnReturn: boolean;
  /** The event's own delivery chain (decision 052); empty: the company's. Editable while running. */
  channelChain: ChainChannel[];
  /** 세무 분류 (decision 051) and, for 경조사 / 출산, its kind. */
  taxPurpose: TaxPurpose;
  taxKind: OccasionType | null;
};

const toDayjs = (ymd: string, hms: string) =>
  dayjs(
    `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}T${hms.slice(0, 2)}:${hms.slice(2, 4)}:${hms.slice(4, 6)}`,
  );

function valuesOf(d: EventDetail): Values {
  return {
    cmpyCd: d.cmpyCd,
    eventNm: d.eventNm,
    tempSn: d.tempSn,
    period: [toDayjs(d.startDt, d.startTm), toDayjs(d.endDt, d.endTm)],
    greeting: d.greeting ?? '',
    translations: d.translations,
    cardYn: d.cardYn === 'Y',
    cardSn: d.cardSn,
    packageYn: d.packageYn === 'Y',
    packagePrice: d.packagePrice,
    cardPrice: d.cardPrice,
    budgetAmt: d.budgetAmt,
    overPayYn: d.overPayYn === 'Y',
    selectCnt: d.selectCnt,
    selectType: d.selectType === '02' ? '02' : '01',
    overseasYn: d.overseasYn === 'Y',
    closeRuleCd: d.closeRuleCd === '02' ? '02' : '01',
    defaultProdSn: d.defaultProdSn,
    returnDays: d.returnDays,
    returnFeePayerCd: d.returnFeePayerCd ?? 'DEFAULT',
    returnShipFee: d.returnShipFee,
    noticeOff: d.noticeOff,
    reopenOnReturn: d.reopenOnReturnYn === 'Y',
    channelChain: d.channelChain ?? [],
    taxPurpose: d.taxPurpose,
    taxKind: isOccasionType(d.taxKind) ? d.taxKind : null,
  };
}

/** The settings an open event keeps, exactly as the detail gave them (the server refuses any change to them). */
function keptWhileRunning(d: EventDetail) {
  return {
    eventNm: d.eventNm,
    tempSn: d.tempSn,
    startDt: d.startDt,
    startTm: d.startTm,
    greeting: d.greeting,
    cardSn: d.cardSn,
    budgetAmt: d.budgetAmt,
    overPayYn: d.overPayYn,
    selectCnt: d.selectCnt,
    selectType: d.selectType === '02' ? ('02' as const) : ('01' as const),
    overseasYn: d.overseasYn,
    packageYn: d.packageYn,
    cardYn: d.cardYn,
    packagePrice: d.packagePrice,
    cardPrice: d.cardPrice,
    closeRuleCd: d.closeRuleCd === '02' ? ('02' as const) : ('01' as const),
    defaultProdSn: d.defaultProdSn,
    returnDays: d.returnDays,
    returnFeePayerCd: d.returnFeePayerCd,
    returnShipFee: d.returnShipFee,
    taxPurpose: d.taxPurpose,
    taxKind: isOccasionType(d.taxKind) ? d.taxKind : null,
  };
}

/** The event's own return-shipping payer, or the global rule (a seller-fault reason is always the seller's). */
const RETURN_FEE_PAYER_OPTIONS = [
  { value: 'DEFAULT', label: `기본 규칙 (${RETURN_FEE_PAYER_LABEL[RETURN_RULE_DEFAULT.feePayer]})` },
  { value: 'R', label: RETURN_FEE_PAYER_LABEL.R },
  { value: 'S', label: RETURN_FEE_PAYER_LABEL.S },
];

const EVENT_TRANSLATION_FIELDS = {
  greeting: { ...EVENT_TRANSLATED_FIELDS.greeting, multiline: true },
  cardMsg: { ...EVENT_TRANSLATED_FIELDS.cardMsg, multiline: true },
};

const INITIAL: Partial<Values> = {
  selectCnt: 1,
  selectType: '01',
  closeRuleCd: '01',
  returnDays: 7,
  returnFeePayerCd: 'DEFAULT',
  returnShipFee: null,
  noticeOff: [],
  translations: {},
  channelChain: [],
  reopenOnReturn: false,
  overPayYn: false,
  overseasYn: false,
  packageYn: false,
  cardYn: false,
  packagePrice: 0,
  cardPrice: 0,
  // A gift event is a reward for work unless its manager says why else (taxable in full, never understated).
  taxPurpose: DEFAULT_EVENT_TAX_PURPOSE,
  taxKind: null,
};

/**
 * spec §2 /event/settingSave/{editCmpyCd}/{eventSn}/{fromWhere}: creates an event (a draft) or edits it as
 * its status allows. Dates and times are Korean time, sent as YYYYMMDD and HHMISS. A draft or scheduled event changes
 * everything; an open one only its close time and stock; removing a saved product first asks
 * checkDeleteProdPossible (spec §5).
 */
export default function EventSettingPage() {
  const { eventSn: raw = '0', fromWhere = 'history' } = useParams();
  const eventSn = Number(raw) > 0 ? Number(raw) : 0;
  const editing = eventSn > 0;
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const detail = useEventDetail(eventSn);
  useErrorAlert(detail.error);
  const cards = useCards('Y');
  const save = useSaveEvent();
  const [lines, setLines] = useState<ProductLine[]>([]);
  const [picking, setPicking] = useState(false);
  const d = detail.data;
  const running = d?.eventStatCd === EVENT_STATUS.running;
  const readOnly = d !== undefined && d.allowedEdits.length === 0;
  const locked = running || readOnly;

  useEffect(() => {
    if (!d) return;
    form.setFieldsValue(valuesOf(d));
    setLines(
      d.products.map((p) => ({
        prodSn: p.prodSn,
        prodNm: p.prodNm,
        mainImg: p.mainImg,
        price: p.price,
        stockQty: p.stockQty,
        eventPrice: p.eventPrice,
        minStock: p.stockQty,
        addQty: 0,
        saved: true,
      })),
    );
  }, [d, form]);

  const closeRule = Form.useWatch('closeRuleCd', form);
  const cardYn = Form.useWatch('cardYn', form);
  const packageYn = Form.useWatch('packageYn', form);
  const eventCmpyCd = Form.useWatch('cmpyCd', form) as string | null | undefined;

  const back = () =>
    navigate(
      editing && fromWhere === 'detail' && d ? paths.eventDetail(d.cmpyCd, d.eventSn) : paths.eventHistory,
    );

  const addProducts = (rows: ProdOptionRow[]) =>
    setLines((prev) => [
      ...prev,
      ...rows
        .filter((r) => !prev.some((p) => p.prodSn === r.prodSn))
        .map((r) => ({ ...r, stockQty: 100, eventPrice: null, minStock: 0, addQty: 0, saved: false })),
    ]);

  const removeProduct = async (line: ProductLine) => {
    if (line.saved && editing) {
      try {
        await checkDeleteProdPossible({ eventSn, prodSn: line.prodSn });
      } catch (error) {
        await alertMessage(errorText(error));
        return;
      }
    }
    if (!(await confirmMessage(EVENT_DIALOG_TEXT.productRemoveConfirm(line.prodNm)))) return;
    setLines((prev) => prev.filter((p) => p.prodSn !== line.prodSn));
  };

  const setLine = (prodSn: number, patch: Partial<ProductLine>) =>
    setLines((prev) => prev.map((p) => (p.prodSn === prodSn ? { ...p, ...patch } : p)));

  const submit = async (v: Values) => {
    if (lines.length === 0) return alertMessage(EVENT_MESSAGES.productRequired);
    if (!v.period) return alertMessage(EVENT_DIALOG_TEXT.periodRequired);
    const request = {
      ...(editing ? { eventSn } : {}),
      cmpyCd: v.cmpyCd ?? '',
      eventNm: v.eventNm,
      tempSn: v.tempSn ?? null,
      startDt: v.period[0].format('YYYYMMDD'),
      startTm: v.period[0].format('HHmm00'),
      endDt: v.period[1].format('YYYYMMDD'),
      endTm: v.period[1].format('HHmm59'),
      greeting: v.greeting || null,
      translations: v.translations ?? {},
      cardSn: v.cardYn ? (v.cardSn ?? null) : null,
      budgetAmt: v.budgetAmt ?? null,
      overPayYn: v.overPayYn ? 'Y' : 'N',
      selectCnt: v.selectCnt,
      selectType: v.selectType,
      overseasYn: v.overseasYn ? 'Y' : 'N',
      packageYn: v.packageYn ? 'Y' : 'N',
      cardYn: v.cardYn ? 'Y' : 'N',
      packagePrice: v.packageYn ? (v.packagePrice ?? 0) : 0,
      cardPrice: v.cardYn ? (v.cardPrice ?? 0) : 0,
      closeRuleCd: v.closeRuleCd,
      defaultProdSn: v.closeRuleCd === '02' ? (v.defaultProdSn ?? null) : null,
      returnDays: v.returnDays,
      returnFeePayerCd: v.returnFeePayerCd === 'DEFAULT' ? null : v.returnFeePayerCd,
      returnShipFee: v.returnShipFee ?? null,
      noticeOff: v.noticeOff ?? [],
      reopenOnReturnYn: v.reopenOnReturn ? 'Y' : 'N',
      channelChain: chainOfForm(v.channelChain),
      taxPurpose: v.taxPurpose ?? DEFAULT_EVENT_TAX_PURPOSE,
      taxKind: v.taxPurpose === 'FAMILY_EVENT' || v.taxPurpose === 'CHILDBIRTH' ? (v.taxKind ?? null) : null,
      products: lines.map((l) => ({
        prodSn: l.prodSn,
        stockQty: l.stockQty,
        eventPrice: l.eventPrice,
        ...(running ? { addQty: l.addQty } : {}),
      })),
      // An open event keeps every setting but its close time: send them as they were read.
      ...(running && d ? keptWhileRunning(d) : {}),
    } as const;
    const checked = eventSaveRequestSchema.safeParse(request);
    if (!checked.success)
      return alertMessage(checked.error.issues[0]?.message ?? API_MESSAGE[MESSAGE_CODE.badRequest]);
    if (!(await confirmMessage(editing ? EVENT_DIALOG_TEXT.updateConfirm : MSG.registerConfirm))) return;
    try {
      const saved = await save.mutateAsync(request);
      await alertMessage(editing ? EVENT_DIALOG_TEXT.updated : EVENT_DIALOG_TEXT.createdAsDraft);
      navigate(paths.eventDetail(saved.cmpyCd, saved.eventSn));
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  if (editing && !d)
    return (
      <div className={styles.page}>
        <PageHeader title="이벤트 수정" />
        <Card>
          <Skeleton active />
        </Card>
      </div>
    );

  return (
    <div className={styles.page}>
      <PageHeader
        title={editing ? '이벤트 수정' : '이벤트 등록'}
        description={
          running
            ? '진행 중인 이벤트는 종료 일시 연장과 재고 추가·차감만 할 수 있습니다. 재고는 저장하는 순간 남은 재고에 더하거나 뺍니다.'
            : '시간은 한국 시간 기준입니다. 등록하면 작성중 상태가 되며, 오픈 예약 후 시작 일시에 자동으로 열립니다.'
        }
        actions={d ? <EventStatusTag code={d.eventStatCd} /> : undefined}
      />
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={INITIAL}
        onFinish={(v) => void submit(v)}
        disabled={readOnly}
      >
        <Card title="기본 정보" size="small">
          <Space direction="vertical" style={{ width: '100%' }}>
            <Form.Item
              label="회사"
              name="cmpyCd"
              rules={[{ required: true, message: '회사를 선택해주세요.' }]}
            >
              <CompanySelect
                url={API_PATH.companyOptions}
                method="POST"
                aria-label="회사"
                disabled={editing}
              />
            </Form.Item>
            <Form.Item
              label="이벤트명"
              name="eventNm"
              rules={[{ required: true, whitespace: true, message: '이벤트명을 입력해주세요.' }]}
            >
              <Input maxLength={200} disabled={locked} />
            </Form.Item>
            <Form.Item label="테마" name="tempSn">
              <ThemeSelect disabled={locked} />
            </Form.Item>
            <Form.Item
              label="이벤트 기간 (시작 ~ 종료, 한국 시간)"
              name="period"
              rules={[{ required: true, message: '이벤트 기간을 입력해주세요.' }]}
              extra={EVENT_PERIOD_HINT}
            >
              <EventPeriodPicker disabled={[locked, readOnly]} />
            </Form.Item>
            <Form.Item label="인사말" name="greeting">
              <Input.TextArea rows={3} maxLength={2000} disabled={locked} />
            </Form.Item>
            {/* Wording only, nothing anyone chose depends on it: editable on a running event too. */}
            <TranslationFields
              fields={EVENT_TRANSLATION_FIELDS}
              disabled={readOnly}
              help="받는 분이 고른 언어로 보여줄 인사말과 메시지 카드 문구입니다. 비워 두면 원래 문구를 보여줍니다."
            />
          </Space>
        </Card>
        <Card title="선택 방법과 예산" size="small">
          <Space wrap size="large" align="start">
            <Form.Item
              label="선택 개수"
              name="selectCnt"
              rules={[{ required: true, message: '선택 개수를 입력해주세요.' }]}
            >
              <InputNumber min={1} max={20} disabled={locked} aria-label="선택 개수" />
            </Form.Item>
            <Form.Item label="선택 방식" name="selectType">
              <Radio.Group
                disabled={locked}
                options={[
                  { value: '01', label: '단일선택' },
                  { value: '02', label: '복수선택' },
                ]}
              />
            </Form.Item>
            <Form.Item label="1인당 예산 (원)" name="budgetAmt">
              <InputNumber
                min={0}
                max={100_000_000}
                step={1000}
                disabled={locked}
                aria-label="1인당 예산"
                placeholder="예산 없음"
                style={{ width: 160 }}
              />
            </Form.Item>
            <Form.Item label="예산 초과 시 차액 카드 결제" name="overPayYn" valuePropName="checked">
              <Switch disabled={locked} />
            </Form.Item>
            <TaxPurposeFields
              kindName="taxKind"
              disabled={locked}
              extra="세무 원장의 부가세·근로소득 계산에 쓰입니다."
            />
          </Space>
        </Card>
        <Card title="배송과 추가 옵션" size="small">
          <Space wrap size="large" align="start">
            <Form.Item label="해외 배송 허용" name="overseasYn" valuePropName="checked">
              <Switch disabled={locked} />
            </Form.Item>
            <Form.Item label="선물 포장" name="packageYn" valuePropName="checked">
              <Checkbox disabled={locked}>제공</Checkbox>
            </Form.Item>
            {packageYn && (
              <Form.Item label="포장 가격 (개당, 0원 = 무료)" name="packagePrice">
                <InputNumber
                  min={0}
                  max={100_000_000}
                  step={500}
                  disabled={locked}
                  aria-label="포장 가격"
                  addonAfter="원"
                  style={{ width: 160 }}
                />
              </Form.Item>
            )}
            <Form.Item label="메시지 카드" name="cardYn" valuePropName="checked">
              <Checkbox disabled={locked}>제공</Checkbox>
            </Form.Item>
            {cardYn && (
              <Form.Item label="카드 가격 (주문당, 0원 = 무료)" name="cardPrice">
                <InputNumber
                  min={0}
                  max={100_000_000}
                  step={500}
                  disabled={locked}
                  aria-label="카드 가격"
                  addonAfter="원"
                  style={{ width: 160 }}
                />
              </Form.Item>
            )}
            {cardYn && (
              <Form.Item label="카드 디자인" name="cardSn">
                <Select
                  aria-label="카드 디자인"
                  allowClear
                  disabled={locked}
                  style={{ width: 200 }}
                  options={(cards.data?.list ?? []).map((c) => ({ value: c.cardSn, label: c.cardNm }))}
                />
              </Form.Item>
            )}
            <Form.Item label="반품/교환 기간 (배송 후 일)" name="returnDays">
              <InputNumber min={0} max={90} disabled={locked} aria-label="반품/교환 기간" />
            </Form.Item>
            <Form.Item label="반품 배송비 부담 (단순 변심)" name="returnFeePayerCd">
              <Select
                aria-label="반품 배송비 부담"
                disabled={locked}
                style={{ width: 220 }}
                options={RETURN_FEE_PAYER_OPTIONS}
              />
            </Form.Item>
            <Form.Item label="반품 배송비 (원)" name="returnShipFee">
              <InputNumber
                min={0}
                max={100_000}
                step={500}
                disabled={locked}
                aria-label="반품 배송비"
                placeholder={`기본 ${wonOrDash(RETURN_RULE_DEFAULT.shipFee)}`}
                style={{ width: 160 }}
              />
            </Form.Item>
            <Form.Item
              label={REOPEN_SETTING_LABEL}
              name="reopenOnReturn"
              valuePropName="checked"
              tooltip={REOPEN_RULE_TEXT}
            >
              {/* Concerns orders already placed: editable on a running event too. */}
              <Switch disabled={readOnly} aria-label={REOPEN_SETTING_LABEL} />
            </Form.Item>
          </Space>
        </Card>
        <Card title="미신청자 처리 (종료 시)" size="small">
          <Space wrap size="large" align="start">
            <Form.Item name="closeRuleCd">
              <Radio.Group
                disabled={locked}
                options={Object.entries(CLOSE_RULE_LABEL).map(([value, label]) => ({ value, label }))}
              />
            </Form.Item>
            {closeRule === '02' && (
              <Form.Item
                label="기본 선물"
                name="defaultProdSn"
                rules={[{ required: true, message: '기본 선물을 선택해주세요.' }]}
              >
                <Select
                  aria-label="기본 선물"
                  disabled={locked}
                  style={{ width: 280 }}
                  options={lines.map((l) => ({ value: l.prodSn, label: l.prodNm }))}
                />
              </Form.Item>
            )}
          </Space>
        </Card>
        <NoticeToggles />
        <Card title="발송 채널" size="small">
          <ChannelChainField inherit="company" cmpyCd={eventCmpyCd ?? null} />
        </Card>
        <Card
          title={`이벤트 상품 (${lines.length})`}
          size="small"
          extra={
            <Button onClick={() => setPicking(true)} disabled={locked}>
              상품 추가
            </Button>
          }
        >
          <Table<ProductLine>
            size="small"
            rowKey="prodSn"
            dataSource={lines}
            pagination={false}
            locale={{ emptyText: '상품 추가로 이벤트에 담을 상품을 고르세요.' }}
            columns={[
              {
                title: '상품',
                key: 'prod',
                render: (_, l) => (
                  <Space>
                    <ProductImage fileId={l.mainImg} alt="" width={36} height={36} />
                    {l.prodNm}
                  </Space>
                ),
              },
              {
                title: '판매가',
                dataIndex: 'price',
                width: 100,
                align: 'right',
                render: (v: number) => wonOrDash(v),
              },
              {
                title: '이벤트가 (원)',
                key: 'eventPrice',
                width: 150,
                render: (_, l) => (
                  <InputNumber
                    aria-label={`${l.prodNm} 이벤트가`}
                    min={0}
                    max={100_000_000}
                    step={1000}
                    placeholder="판매가"
                    value={l.eventPrice}
                    disabled={locked}
                    onChange={(v) => setLine(l.prodSn, { eventPrice: v ?? null })}
                  />
                ),
              },
              running
                ? {
                    title: '남은 재고 / 추가·차감',
                    key: 'addQty',
                    width: 210,
                    render: (_, l) => (
                      <Space>
                        <span>{formatNumber(l.minStock)}개</span>
                        <InputNumber
                          aria-label={`${l.prodNm} 재고 추가·차감`}
                          min={-l.minStock}
                          max={1_000_000}
                          value={l.addQty}
                          onChange={(v) => setLine(l.prodSn, { addQty: v ?? 0 })}
                        />
                      </Space>
                    ),
                  }
                : {
                    title: '재고',
                    key: 'stockQty',
                    width: 130,
                    render: (_, l) => (
                      <InputNumber
                        aria-label={`${l.prodNm} 재고`}
                        min={0}
                        max={1_000_000}
                        value={l.stockQty}
                        disabled={readOnly}
                        onChange={(v) => setLine(l.prodSn, { stockQty: v ?? 0 })}
                      />
                    ),
                  },
              {
                title: '',
                key: 'remove',
                width: 70,
                render: (_, l) => (
                  <Button size="small" danger disabled={locked} onClick={() => void removeProduct(l)}>
                    빼기
                  </Button>
                ),
              },
            ]}
          />
        </Card>
        <div className={styles.footer}>
          <Button onClick={back} disabled={false}>
            취소
          </Button>
          {!readOnly && (
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {editing ? '저장' : '등록'}
            </Button>
          )}
        </div>
      </Form>
      <ProductPickerDialog
        open={picking}
        onClose={() => setPicking(false)}
        onPick={addProducts}
        chosen={lines.map((l) => l.prodSn)}
      />
    </div>
  );
}
