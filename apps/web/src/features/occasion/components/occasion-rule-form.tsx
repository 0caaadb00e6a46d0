import {
  CONDOLENCE_RELATION_LABEL,
  CONDOLENCE_RELATIONS,
  formatNumber,
  formatWon,
  HOLIDAY_MOVE_LABEL,
  HOLIDAY_MOVES,
  holidayDataCovers,
  OCCASION_CLOSE_ACTION_LABEL,
  OCCASION_CLOSE_ACTIONS,
  OCCASION_GOODS_SOURCE_LABEL,
  OCCASION_GOODS_SOURCES,
  OCCASION_LIMITS,
  OCCASION_TYPE_LABEL,
  OCCASION_TYPES,
  type OccasionRuleDetail,
  type OccasionRuleGoods,
  occasionRuleSaveRequestSchema,
  SEND_OFFSET_MAX_DAYS,
  TAX_PURPOSE_LABEL,
  taxPurposeOfOccasion,
} from '@pcs/domain';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  DatePicker,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
  Switch,
  TimePicker,
} from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import backOffice from '../../../components/back-office/back-office.module.css';
import { ChannelChainField } from '../../../components/back-office/channel-chain-field';
import { Form } from '../../../components/form/enter-safe-form';
import { TaxPurposeFields } from '../../../components/tax/tax-purpose-fields';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { errorText } from '../../../lib/use-error-alert';
import { useDeleteRule } from '../api/delete-rule';
import { useRuleGoods } from '../api/get-rule-goods';
import { useRuleThemes } from '../api/get-rule-themes';
import { useSaveRule } from '../api/save-rule';
import { OCCASION_RULE_TEXT as T } from '../texts';
import { GoodsListField } from './goods-list-field';
import { GroupMultiSelect } from './group-multi-select';
import styles from './rule-form.module.css';
import {
  NEW_RULE,
  type RuleFormValues,
  ruleIssues,
  schemaRule,
  TIME_FORMAT,
  toRequest,
  valuesOf,
} from './rule-form-values';
import { RULE_TEXT_FIELDS, RuleTextsCard } from './rule-texts-card';

const TIER_SUGGESTIONS = [1, 3, 5, 10, 15, 20, 25, 30].map((n) => ({ value: String(n), label: `${n}년` }));
const REMINDER_SUGGESTIONS = [1, 2, 3, 5, 7, 10];
const half = { xs: 24, md: 12 } as const;

/**
 * The occasion rule form of /occasion/save/{cmpyCd}/{ruleSn}: every field of the save schema, each checked with the
 * schema's own message as it changes (the rules between fields on the field they concern), saved after a confirm,
 * and deleted after one. `onDone` leaves the screen after a save or a delete.
 */
export function OccasionRuleForm({
  cmpyCd,
  cmpyNm,
  detail,
  onDone,
  onCancel,
}: {
  cmpyCd: string;
  cmpyNm: string;
  /** The rule being changed; absent for a new rule. */
  detail?: OccasionRuleDetail | undefined;
  onDone: () => void;
  onCancel: (touched: boolean) => void;
}) {
  const ruleSn = detail?.ruleSn ?? 0;
  const [form] = Form.useForm<RuleFormValues>();
  const save = useSaveRule();
  const remove = useDeleteRule();
  const themes = useRuleThemes();
  const initial = useMemo(() => (detail ? valuesOf(detail) : NEW_RULE), [detail]);
  const ruleOf = (field: string) => schemaRule(field, () => ({ cmpyCd, ruleSn }));

  const occasionType = Form.useWatch('occasionType', form);
  const goodsSource = Form.useWatch('goodsSource', form);
  const sendWhen = Form.useWatch('sendWhen', form);
  const closeAction = Form.useWatch('closeAction', form);
  const tempSn = Form.useWatch('tempSn', form);
  const goods = Form.useWatch('goods', form);
  const openDays = Form.useWatch('openDays', form);
  const busy = save.isPending || remove.isPending;

  // The default gift is one of the goods offered: the rule's own list, or its theme's goods.
  const themeGoods = useRuleGoods(
    { tempSn, page: 0, pageSize: 100 },
    goodsSource === 'THEME' && !!tempSn && closeAction === 'DEFAULT_GIFT',
  );
  const giftChoices: OccasionRuleGoods[] =
    goodsSource === 'GOODS' ? (goods ?? []) : (themeGoods.data?.list ?? []);
  const giftOptions = [
    ...giftChoices,
    ...(detail?.defaultProd && !giftChoices.some((g) => g.prodSn === detail.defaultProd?.prodSn)
      ? [detail.defaultProd]
      : []),
  ].map((g) => ({ value: g.prodSn, label: `${g.prodNm} · ${formatWon(g.price)}` }));

  /** Fields that only some occasions or choices use are cleared as they go, so a hidden value never blocks a save. */
  const onValuesChange = (changed: Partial<RuleFormValues>) => {
    if ('occasionType' in changed) {
      const type = changed.occasionType;
      if (type !== 'WORK_ANNIVERSARY') form.setFieldValue('tenureTiers', []);
      if (type !== 'CONDOLENCE') form.setFieldValue('relationList', []);
      if (type !== 'GROUP_DAY') form.setFieldValue('fixedDt', null);
      // Texts already typed are checked again: their variables and the condolence rule depend on the occasion.
      const typed = RULE_TEXT_FIELDS.filter((f) => form.getFieldValue(f));
      if (typed.length > 0) void form.validateFields([...typed]).catch(() => undefined);
    }
    if (changed.sendWhen === 'ON_DAY') form.setFieldValue('offsetDays', 0);
    else if (changed.sendWhen && !form.getFieldValue('offsetDays')) form.setFieldValue('offsetDays', 1);
  };

  /** Runs once every shown field passed (onFinish); the parse catches what no shown field holds. */
  const submit = async () => {
    const draft = toRequest(form.getFieldsValue(true), cmpyCd, ruleSn);
    const parsed = occasionRuleSaveRequestSchema.safeParse(draft);
    if (!parsed.success) {
      await alertMessage(ruleIssues(draft).values().next().value ?? T.fixInput);
      return;
    }
    if (!(await confirmMessage(T.saveConfirm))) return;
    try {
      await save.mutateAsync(parsed.data);
      await alertMessage(T.saved);
      onDone();
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  const deleteRule = async () => {
    if (!detail || !(await confirmMessage(T.deleteConfirm))) return;
    try {
      await remove.mutateAsync(detail.ruleSn);
      await alertMessage(T.deleted);
      onDone();
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  const nextYear = dayjs().year() + 1;
  return (
    <Form<RuleFormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onValuesChange={onValuesChange}
      onFinish={() => void submit()}
      scrollToFirstError
      disabled={busy}
      className={styles.form}
      aria-label={detail ? T.editTitle : T.createTitle}
    >
      <Card title="기본 정보" size="small">
        <Row gutter={[16, 0]}>
          <Col {...half}>
            <Form.Item label="회사">
              <Input value={`${cmpyNm} (${cmpyCd})`} disabled aria-label="회사" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="규칙 이름" name="ruleNm" required rules={[ruleOf('ruleNm')]}>
              <Input maxLength={OCCASION_LIMITS.ruleNmMax} placeholder="예: 생일 축하 선물" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="경조사 유형" name="occasionType" required rules={[ruleOf('occasionType')]}>
              <Select
                placeholder="선택"
                options={OCCASION_TYPES.map((t) => ({ value: t, label: OCCASION_TYPE_LABEL[t] }))}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              label="대상 그룹"
              name="grupCdList"
              extra="선택한 그룹과 그 하위 그룹의 임직원에게 보냅니다. 비워 두면 회사 전체입니다."
              rules={[ruleOf('grupCdList')]}
            >
              <GroupMultiSelect cmpyCd={cmpyCd} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <TaxPurposeFields
              emptyText={
                occasionType
                  ? `유형에 따라: ${TAX_PURPOSE_LABEL[taxPurposeOfOccasion(occasionType).purpose]}`
                  : '유형에 따라'
              }
              extra="비워 두면 경조사 유형에 맞는 분류로 세무 원장에 기록됩니다."
            />
          </Col>
          {occasionType === 'WORK_ANNIVERSARY' && (
            <Col {...half}>
              <Form.Item
                label="근속 구간 (년)"
                name="tenureTiers"
                extra="선택한 근속 연수에만 보냅니다. 비워 두면 매년 입사기념일에 보냅니다."
                rules={[ruleOf('tenureTiers')]}
              >
                <Select
                  mode="tags"
                  placeholder="예: 5, 10, 20"
                  options={TIER_SUGGESTIONS}
                  tokenSeparators={[',', ' ']}
                />
              </Form.Item>
            </Col>
          )}
          {occasionType === 'CONDOLENCE' && (
            <Col xs={24}>
              <Form.Item
                label="고인과의 관계"
                name="relationList"
                extra="선택한 관계의 조사에만 보냅니다. 비워 두면 모든 관계에 보냅니다."
                rules={[ruleOf('relationList')]}
              >
                <Checkbox.Group
                  options={CONDOLENCE_RELATIONS.map((r) => ({
                    value: r,
                    label: CONDOLENCE_RELATION_LABEL[r],
                  }))}
                />
              </Form.Item>
            </Col>
          )}
          {occasionType === 'GROUP_DAY' && (
            <>
              <Col xs={12} md={6}>
                <Form.Item
                  label="기념일 날짜"
                  name="fixedDt"
                  required
                  rules={[ruleOf('fixedDt')]}
                  dependencies={['occasionType']}
                >
                  <DatePicker format="YYYY.MM.DD" className={backOffice.full} />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item label="매년 반복" name="repeatYearlyYn" valuePropName="checked">
                  <Switch checkedChildren="매년" unCheckedChildren="한 번" />
                </Form.Item>
              </Col>
            </>
          )}
          <Col xs={12} md={6}>
            <Form.Item
              label="승인 후 발송"
              name="approvalYn"
              valuePropName="checked"
              tooltip="켜면 선물마다 고객사 담당자가 승인해야 발송됩니다."
            >
              <Switch checkedChildren="승인 필요" unCheckedChildren="자동 발송" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label="사용 여부" name="useYn" valuePropName="checked">
              <Switch checkedChildren="사용" unCheckedChildren="사용안함" />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card title="선물" size="small">
        <Form.Item label="선물 구성" name="goodsSource" required>
          <Radio.Group
            options={OCCASION_GOODS_SOURCES.map((s) => ({ value: s, label: OCCASION_GOODS_SOURCE_LABEL[s] }))}
          />
        </Form.Item>
        {goodsSource === 'GOODS' ? (
          <Form.Item
            label="보낼 상품"
            name="goods"
            required
            rules={[ruleOf('goods')]}
            dependencies={['goodsSource']}
          >
            <GoodsListField />
          </Form.Item>
        ) : (
          <Form.Item
            label="선물 테마"
            name="tempSn"
            required
            rules={[ruleOf('tempSn')]}
            dependencies={['goodsSource']}
            extra="테마에 담긴 상품 중 승인되고 판매 중인 상품을 보냅니다."
          >
            <Select
              placeholder="테마 선택"
              allowClear
              loading={themes.isLoading}
              showSearch={{ optionFilterProp: 'label' }}
              notFoundContent="사용 중인 테마가 없습니다."
              options={[
                ...(themes.data?.list ?? []).map((t) => ({
                  value: t.tempSn,
                  label: `${t.tempNm} (상품 ${t.goodsCount}개)`,
                })),
                ...(detail?.tempSn &&
                detail.tempNm &&
                !themes.data?.list.some((t) => t.tempSn === detail.tempSn)
                  ? [{ value: detail.tempSn, label: `${detail.tempNm} (사용안함)` }]
                  : []),
              ]}
            />
          </Form.Item>
        )}
        <Row gutter={[16, 0]}>
          <Col xs={24} md={8}>
            <Form.Item
              label="1인당 예산 (원)"
              name="budgetAmt"
              rules={[ruleOf('budgetAmt')]}
              dependencies={['overPayYn']}
              extra="비워 두면 예산 없이 고를 수 있습니다."
            >
              <InputNumber<number>
                min={0}
                step={1000}
                className={backOffice.full}
                formatter={(v) => formatNumber(v)}
                parser={(v) => Number((v ?? '').replace(/[^\d]/g, ''))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="예산 초과 선택" name="overPayYn" valuePropName="checked">
              <Checkbox>차액을 받는 분이 카드로 결제</Checkbox>
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="선택 개수" name="selectCnt" required rules={[ruleOf('selectCnt')]}>
              <InputNumber
                min={1}
                max={OCCASION_LIMITS.selectCntMax}
                className={backOffice.full}
                suffix="개"
              />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card title="발송 시점" size="small">
        <Row gutter={[16, 0]}>
          <Col xs={24} md={12}>
            <Form.Item label="발송일" required>
              <Space wrap>
                <Form.Item name="sendWhen" noStyle>
                  <Radio.Group
                    optionType="button"
                    options={[
                      { value: 'ON_DAY', label: '당일' },
                      { value: 'BEFORE', label: 'N일 전' },
                      { value: 'AFTER', label: 'N일 후' },
                    ]}
                  />
                </Form.Item>
                {sendWhen && sendWhen !== 'ON_DAY' && (
                  <Form.Item
                    name="offsetDays"
                    noStyle
                    rules={[ruleOf('offsetDays')]}
                    dependencies={['sendWhen']}
                  >
                    <InputNumber
                      min={1}
                      max={SEND_OFFSET_MAX_DAYS}
                      suffix={sendWhen === 'BEFORE' ? '일 전' : '일 후'}
                      aria-label="며칠"
                      style={{ width: 140 }}
                    />
                  </Form.Item>
                )}
              </Space>
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="발송 시각 (한국 시간)" name="sendTm" required rules={[ruleOf('sendTm')]}>
              <TimePicker format={TIME_FORMAT} minuteStep={5} needConfirm={false} placeholder="09:00" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              label="발송일이 주말·공휴일이면"
              name="holidayMove"
              extra={
                holidayDataCovers(nextYear)
                  ? undefined
                  : `${nextYear}년 공휴일 정보가 아직 없어 그해에는 주말만 피합니다.`
              }
            >
              <Radio.Group options={HOLIDAY_MOVES.map((m) => ({ value: m, label: HOLIDAY_MOVE_LABEL[m] }))} />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card title="선택 기간과 마감" size="small">
        <Row gutter={[16, 0]}>
          <Col xs={24} md={8}>
            <Form.Item
              label="선택 기간"
              name="openDays"
              required
              rules={[ruleOf('openDays')]}
              extra="발송일을 첫날로 셉니다."
            >
              <InputNumber
                min={1}
                max={OCCASION_LIMITS.openDaysMax}
                suffix="일"
                className={backOffice.full}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item
              label="리마인드 (발송 후 며칠째)"
              name="reminderDays"
              rules={[ruleOf('reminderDays')]}
              dependencies={['openDays']}
              extra="선물을 고르기 전까지만 보냅니다. 고르는 순간 멈춥니다."
            >
              <Select
                mode="tags"
                placeholder="예: 3, 7"
                tokenSeparators={[',', ' ']}
                options={REMINDER_SUGGESTIONS.filter(
                  (d) => d < (openDays ?? OCCASION_LIMITS.openDaysMax),
                ).map((d) => ({ value: String(d), label: `${d}일 후` }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="고르지 않고 마감되면" name="closeAction">
              <Radio.Group
                options={OCCASION_CLOSE_ACTIONS.map((a) => ({
                  value: a,
                  label: OCCASION_CLOSE_ACTION_LABEL[a],
                }))}
              />
            </Form.Item>
          </Col>
          {closeAction === 'DEFAULT_GIFT' && (
            <Col xs={24} md={12}>
              <Form.Item
                label="기본 선물"
                name="defaultProdSn"
                required
                rules={[ruleOf('defaultProdSn')]}
                dependencies={['closeAction', 'goods', 'goodsSource', 'tempSn']}
                extra="보낼 상품 중에서 고릅니다."
              >
                <Select
                  placeholder={goodsSource === 'THEME' && !tempSn ? '테마를 먼저 선택해주세요.' : '상품 선택'}
                  allowClear
                  loading={themeGoods.isFetching}
                  showSearch={{ optionFilterProp: 'label' }}
                  notFoundContent="고를 수 있는 상품이 없습니다."
                  options={giftOptions}
                />
              </Form.Item>
            </Col>
          )}
        </Row>
      </Card>

      <RuleTextsCard ruleOf={ruleOf} cmpyNm={cmpyNm} />

      <Card title="대체 발송" size="small">
        <ChannelChainField inherit="company" cmpyCd={cmpyCd} />
      </Card>

      {detail?.goods.some((g) => g.offerableYn === 'N') && (
        <Alert type="warning" showIcon title="판매가 중지된 상품이 담겨 있습니다. 빼고 저장해주세요." />
      )}
      <div className={backOffice.footer}>
        <Button onClick={() => onCancel(form.isFieldsTouched())}>목록</Button>
        {detail && (
          <Button danger onClick={() => void deleteRule()}>
            삭제
          </Button>
        )}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          저장
        </Button>
      </div>
    </Form>
  );
}
