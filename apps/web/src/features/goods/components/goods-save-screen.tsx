import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  checkGoodsPrices,
  GOODS_LIMITS,
  GOODS_MESSAGES,
  GOODS_SIGN,
  GOODS_TEXTS,
  type GoodsDetail,
  type GoodsSaveRequest,
  optionValueSchema,
  PRODUCT_TRANSLATED_FIELDS,
  type ProductTranslations,
} from '@pcs/domain';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Skeleton,
  Space,
  Switch,
  TreeSelect,
} from 'antd';
import { useLayoutEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import styles from '../../../components/back-office/back-office.module.css';
import { PageHeader } from '../../../components/back-office/page-header';
import { ORG_TEXT } from '../../../components/back-office/texts';
import { TranslationFields } from '../../../components/back-office/translation-fields';
import { zodRule } from '../../../components/back-office/zod-rule';
import { Form } from '../../../components/form/enter-safe-form';
import { paths } from '../../../config/paths';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useGoodsDetail } from '../api/get-goods-detail';
import { useGoodsFormData } from '../api/get-goods-form-data';
import { useSaveGoods } from '../api/save-goods';
import { GOODS_DIALOG_TEXT } from '../texts';
import { categoryOptions } from './category-tree';
import styles2 from './goods.module.css';
import { GoodsDetailEditor } from './goods-detail-editor';
import { GoodsSignTag } from './goods-status';
import { ImagePicker } from './image-picker';

/**
 * An option value on the form. `stockTracked` makes counting explicit (decision 029): off, the value never runs out
 * by count; on, its stock is required. `optCd` and `baseStockQty` are what the screen loaded, sent back so the save
 * keeps the value's code and changes its stock by what was typed. `addSupplyPrice` is what the vendor is paid extra
 * when a recipient chooses the value (decision 037); it may be above `addPrice`.
 */
type OptionValue = {
  optCd?: string;
  optNm: string;
  addPrice: number;
  addSupplyPrice: number;
  stockTracked: boolean;
  stockQty: number | null;
  baseStockQty?: number | null;
  soldOutYn: boolean;
};
const NEW_VALUE: OptionValue = {
  optNm: '',
  addPrice: 0,
  addSupplyPrice: 0,
  stockTracked: false,
  stockQty: null,
  soldOutYn: false,
};
type FormValues = {
  prodNm: string;
  brandNm?: string;
  categoryCd?: string;
  vendorSn?: number;
  tempSnList: number[];
  consumerPrice?: number;
  price?: number;
  supplyPrice?: number;
  stockQty?: number;
  soldOutYn: boolean;
  shipFee: number;
  leadDays: number;
  overseasYn: boolean;
  packageYn: boolean;
  cardYn: boolean;
  tags: string[];
  useYn: 'Y' | 'N';
  mainImg: string[];
  imageList: string[];
  detailHtml: string;
  optionInfoList: { optCd?: string; optNm: string; optionDetailList: OptionValue[] }[];
  /** Names and short lines per recipient language (decision 055, Content). */
  translations: ProductTranslations;
};

const EMPTY: FormValues = {
  prodNm: '',
  tempSnList: [],
  soldOutYn: false,
  shipFee: 0,
  leadDays: 3,
  overseasYn: false,
  packageYn: false,
  cardYn: false,
  tags: [],
  useYn: 'Y',
  mainImg: [],
  imageList: [],
  detailHtml: '',
  optionInfoList: [],
  translations: {},
};

const yn = (v: boolean): 'Y' | 'N' => (v ? 'Y' : 'N');

function formOf(d: GoodsDetail): FormValues {
  return {
    prodNm: d.prodNm,
    brandNm: d.brandNm ?? '',
    ...(d.categoryCd ? { categoryCd: d.categoryCd } : {}),
    ...(d.vendorSn ? { vendorSn: d.vendorSn } : {}),
    tempSnList: d.tempSnList,
    consumerPrice: d.consumerPrice,
    price: d.price,
    supplyPrice: d.supplyPrice ?? 0,
    stockQty: d.stockQty,
    soldOutYn: d.soldOutYn === 'Y',
    shipFee: d.shipFee,
    leadDays: d.leadDays,
    overseasYn: d.overseasYn === 'Y',
    packageYn: d.packageYn === 'Y',
    cardYn: d.cardYn === 'Y',
    tags: d.tags,
    useYn: d.useYn,
    mainImg: d.mainImgYn === 'Y' ? [d.mainImg] : [],
    imageList: d.imageList,
    detailHtml: d.detailHtml,
    translations: d.translations,
    optionInfoList: d.optionInfoList.map((t) => ({
      optCd: t.optCd,
      optNm: t.optNm,
      optionDetailList: t.optionDetailList.map((v) => ({
        optCd: v.optCd,
        optNm: v.optNm,
        addPrice: v.addPrice,
        addSupplyPrice: v.addSupplyPrice,
        stockTracked: v.stockQty !== null,
        stockQty: v.stockQty,
        baseStockQty: v.stockQty,
        soldOutYn: v.soldOutYn === 'Y',
      })),
    })),
  };
}

function requestOf(v: FormValues, prodSn: number | null, submit: boolean): GoodsSaveRequest {
  return {
    prodSn,
    prodNm: v.prodNm,
    brandNm: v.brandNm ?? null,
    categoryCd: v.categoryCd ?? '',
    vendorSn: v.vendorSn ?? null,
    tempSnList: v.tempSnList,
    consumerPrice: v.consumerPrice ?? 0,
    price: v.price ?? 0,
    supplyPrice: v.supplyPrice ?? 0,
    stockQty: v.stockQty ?? 0,
    soldOutYn: yn(v.soldOutYn),
    shipFee: v.shipFee ?? 0,
    leadDays: v.leadDays ?? 0,
    overseasYn: yn(v.overseasYn),
    packageYn: yn(v.packageYn),
    cardYn: yn(v.cardYn),
    tags: v.tags,
    useYn: v.useYn,
    mainImg: v.mainImg[0] ?? null,
    imageList: v.imageList,
    detailHtml: v.detailHtml ?? '',
    optionInfoList: v.optionInfoList.map((t) => ({
      ...(t.optCd ? { optCd: t.optCd } : {}),
      optNm: t.optNm,
      optionDetailList: t.optionDetailList.map((o) => ({
        ...(o.optCd ? { optCd: o.optCd } : {}),
        optNm: o.optNm,
        addPrice: o.addPrice ?? 0,
        addSupplyPrice: o.addSupplyPrice ?? 0,
        stockQty: o.stockTracked ? (o.stockQty ?? null) : null,
        baseStockQty: o.baseStockQty ?? null,
        soldOutYn: yn(o.soldOutYn),
      })),
    })),
    submitYn: submit ? 'Y' : 'N',
    translations: v.translations ?? {},
  };
}

const required = (message: string) => [{ required: true, message }];
const GOODS_TRANSLATION_FIELDS = {
  prodNm: PRODUCT_TRANSLATED_FIELDS.prodNm,
  summary: { ...PRODUCT_TRANSLATED_FIELDS.summary, multiline: true },
};
const wonInput = {
  min: 0,
  max: GOODS_LIMITS.maxPrice,
  step: 1000,
  precision: 0,
  style: { width: '100%' },
  suffix: '원',
};

/**
 * spec §2 /goods/save/{prodSn}/{isEdit} (operators) and /goods/vendor/save/{prodSn}/{isEdit}/{status} (vendors):
 * registers or edits a product: name, brand, the last-level category, themes, consumer / sale / supply prices
 * (sale never above consumer, supply never above sale), stock and sold-out, shipping fee, lead time, overseas,
 * package and card extras, tags, images (main and up to 10), options with their own extra price, supply extra
 * (공급가 추가금, decision 037) and stock, and the rich detail. A vendor saves a draft (임시저장) or asks for approval (승인요청); editing an approved product sends it
 * back to review. Operators' saves keep the state (a new product is approved).
 */
export function GoodsSaveScreen({ vendorMode }: { vendorMode: boolean }) {
  const params = useParams();
  const prodSn = Number(params.prodSn ?? 0) > 0 ? Number(params.prodSn) : null;
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const formData = useGoodsFormData();
  const detail = useGoodsDetail(prodSn);
  useErrorAlert(detail.error ?? formData.error);
  const save = useSaveGoods();
  const d = detail.data;
  const ready = prodSn === null || d !== undefined;

  // Set once the form is on screen (it renders when both replies are in), before the browser paints it: filled
  // while only the loading view showed (the goods answered before the form data), the instance was not connected.
  useLayoutEffect(() => {
    if (d && !formData.isLoading) form.setFieldsValue(formOf(d));
  }, [d, formData.isLoading, form]);

  const detailHref = (sn: number) => (vendorMode ? paths.vendorGoodsDetail(sn) : paths.goodsDetail(sn));
  const listHref = vendorMode ? paths.vendorGoodsList : paths.goodsList;

  const finish = async (submit: boolean) => {
    let values: FormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const approvedEdit = vendorMode && d?.signStatCd === GOODS_SIGN.approved;
    const question = submit
      ? GOODS_DIALOG_TEXT.submitConfirm
      : approvedEdit
        ? GOODS_DIALOG_TEXT.approvedEditSaveConfirm
        : ORG_TEXT.saveConfirm;
    if (!(await confirmMessage(question))) return;
    try {
      const reply = await save.mutateAsync(requestOf(values, prodSn, submit));
      await alertMessage(submit ? GOODS_MESSAGES.submitted : GOODS_MESSAGES.saved);
      navigate(detailHref(reply.prodSn), { replace: true });
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  const priceRule = (field: 'price' | 'supplyPrice') => ({
    validator: async () => {
      const v = form.getFieldsValue(['consumerPrice', 'price', 'supplyPrice']) as Partial<FormValues>;
      if (v.consumerPrice == null || v.price == null || v.supplyPrice == null) return;
      const broken = checkGoodsPrices({
        consumerPrice: v.consumerPrice,
        price: v.price,
        supplyPrice: v.supplyPrice,
      });
      if (broken?.field === field) throw new Error(broken.message);
    },
  });

  const title = vendorMode
    ? prodSn
      ? '공급사 상품 수정'
      : '공급사 상품 등록'
    : prodSn
      ? '상품 수정'
      : '상품 등록';
  const actions = (
    <>
      <Button onClick={() => navigate(prodSn ? detailHref(prodSn) : listHref)}>취소</Button>
      {vendorMode ? (
        <>
          {(!d || d.signStatCd === GOODS_SIGN.draft) && (
            <Button onClick={() => void finish(false)} loading={save.isPending}>
              임시저장
            </Button>
          )}
          {d && d.signStatCd !== GOODS_SIGN.draft && (
            <Button onClick={() => void finish(false)} loading={save.isPending}>
              저장
            </Button>
          )}
          <Button type="primary" onClick={() => void finish(true)} loading={save.isPending}>
            승인요청
          </Button>
        </>
      ) : (
        <Button type="primary" onClick={() => void finish(false)} loading={save.isPending}>
          저장
        </Button>
      )}
    </>
  );

  if (!ready || formData.isLoading)
    return (
      <div className={styles.narrowPage}>
        <PageHeader title={title} actions={actions} />
        <Card>
          <Skeleton active paragraph={{ rows: 12 }} />
        </Card>
      </div>
    );

  return (
    <div className={styles.narrowPage}>
      <PageHeader title={title} actions={actions} />
      {d && (
        <Space>
          <span>현재 상태</span>
          <GoodsSignTag signStatCd={d.signStatCd} />
        </Space>
      )}
      {d?.signStatCd === GOODS_SIGN.rejected && d.rejectReason && (
        <Alert type="error" showIcon message="반려 사유" description={d.rejectReason} />
      )}
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={EMPTY}
        aria-label="상품 정보"
        scrollToFirstError
      >
        <Card title="기본 정보">
          <Row gutter={16}>
            <Col xs={24} md={16}>
              <Form.Item
                label="상품명"
                name="prodNm"
                rules={[...required(GOODS_MESSAGES.prodNmRequired), { max: 200 }]}
              >
                <Input maxLength={200} placeholder="상품명" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label="브랜드" name="brandNm" rules={[{ max: 100 }]}>
                <Input maxLength={100} placeholder="브랜드" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="카테고리" name="categoryCd" rules={required(GOODS_MESSAGES.categoryRequired)}>
                <TreeSelect
                  placeholder="대분류 > 중분류 > 소분류"
                  treeData={categoryOptions(formData.data?.categoryList ?? [], true)}
                  showSearch
                  treeNodeFilterProp="title"
                  treeExpandAction="click"
                />
              </Form.Item>
            </Col>
            {!vendorMode && (
              <Col xs={24} md={12}>
                <Form.Item label="공급사" name="vendorSn" rules={required(GOODS_MESSAGES.vendorRequired)}>
                  <Select
                    showSearch
                    optionFilterProp="label"
                    placeholder="공급사 선택"
                    options={(formData.data?.vendorList ?? []).map((v) => ({
                      value: v.vendorSn,
                      label: v.vendorNm,
                    }))}
                  />
                </Form.Item>
              </Col>
            )}
            <Col xs={24} md={12}>
              <Form.Item label="어울리는 테마" name="tempSnList">
                <Select
                  mode="multiple"
                  allowClear
                  placeholder="테마 선택"
                  options={(formData.data?.templateList ?? []).map((t) => ({
                    value: t.tempSn,
                    label: t.tempNm,
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="태그" name="tags">
                <Select
                  mode="tags"
                  placeholder="입력 후 Enter"
                  tokenSeparators={[',']}
                  maxCount={GOODS_LIMITS.maxTags}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="사용여부" name="useYn">
                <Radio.Group
                  options={[
                    { value: 'Y', label: '사용' },
                    { value: 'N', label: '사용안함' },
                  ]}
                />
              </Form.Item>
            </Col>
          </Row>
          <TranslationFields
            fields={GOODS_TRANSLATION_FIELDS}
            help="받는 분이 고른 언어로 보여줄 상품명과 한 줄 소개입니다. 비워 두면 원래 상품명을 보여주고, 상세 설명은 쓰신 그대로 보여줍니다."
          />
        </Card>
        <Card title="가격 및 재고">
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item label="소비자가" name="consumerPrice" rules={required(GOODS_MESSAGES.priceInvalid)}>
                <InputNumber {...wonInput} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                label="판매가"
                name="price"
                dependencies={['consumerPrice']}
                rules={[...required(GOODS_MESSAGES.priceInvalid), priceRule('price')]}
              >
                <InputNumber {...wonInput} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                label="공급가"
                name="supplyPrice"
                dependencies={['price']}
                rules={[...required(GOODS_MESSAGES.priceInvalid), priceRule('supplyPrice')]}
              >
                <InputNumber {...wonInput} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label="재고" name="stockQty" rules={required(GOODS_MESSAGES.stockInvalid)}>
                <InputNumber
                  min={0}
                  max={GOODS_LIMITS.maxStock}
                  precision={0}
                  style={{ width: '100%' }}
                  suffix="개"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label="배송비" name="shipFee">
                <InputNumber {...wonInput} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label="출고 소요일" name="leadDays">
                <InputNumber
                  min={0}
                  max={GOODS_LIMITS.maxLeadDays}
                  precision={0}
                  style={{ width: '100%' }}
                  suffix="일"
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item label="품절" name="soldOutYn" valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item label="해외 배송" name="overseasYn" valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item label="선물 포장" name="packageYn" valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item label="메시지 카드" name="cardYn" valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title="이미지">
          <Form.Item
            label="대표 이미지"
            name="mainImg"
            extra="jpg, png, webp · 10MB 이하. 없으면 기본 이미지가 보입니다."
          >
            <ImagePicker max={1} label="대표 이미지 파일" />
          </Form.Item>
          <Form.Item label={`추가 이미지 (최대 ${GOODS_LIMITS.maxExtraImages}개)`} name="imageList">
            <ImagePicker max={GOODS_LIMITS.maxExtraImages} label="추가 이미지 파일" />
          </Form.Item>
        </Card>
        <Card title="옵션">
          <p className={styles2.optionHelp}>{GOODS_TEXTS.stockTrackedHelp}</p>
          <Form.List name="optionInfoList">
            {(titles, { add, remove }) => (
              <>
                {titles.map((t, ti) => (
                  <div key={t.key} className={styles2.optionBox}>
                    <Form.Item name={[t.name, 'optCd']} hidden>
                      <Input />
                    </Form.Item>
                    <Space align="baseline" wrap>
                      <Form.Item
                        label={`옵션명 ${ti + 1}`}
                        name={[t.name, 'optNm']}
                        rules={required(GOODS_MESSAGES.optionTitleRequired)}
                      >
                        <Input placeholder="예: 색상" maxLength={100} aria-label={`옵션명 ${ti + 1}`} />
                      </Form.Item>
                      <Button
                        type="text"
                        danger
                        icon={<MinusCircleOutlined />}
                        onClick={() => remove(t.name)}
                      >
                        옵션 삭제
                      </Button>
                    </Space>
                    <Form.List
                      name={[t.name, 'optionDetailList']}
                      rules={[
                        {
                          validator: async (_, v: unknown[] | undefined) => {
                            if (!v || v.length === 0) throw new Error(GOODS_MESSAGES.optionValueRequired);
                          },
                        },
                      ]}
                    >
                      {(values, ops, { errors }) => (
                        <>
                          {values.map((v, vi) => (
                            <Space key={v.key} align="baseline" wrap>
                              <Form.Item
                                name={[v.name, 'optNm']}
                                rules={required(GOODS_MESSAGES.optionValueRequired)}
                              >
                                <Input
                                  placeholder="옵션값"
                                  aria-label={`옵션 ${ti + 1} 값 ${vi + 1}`}
                                  maxLength={100}
                                  style={{ width: 200 }}
                                />
                              </Form.Item>
                              <Form.Item>
                                <Space.Compact>
                                  <Space.Addon>{GOODS_TEXTS.optionAddPrice}</Space.Addon>
                                  <Form.Item name={[v.name, 'addPrice']} initialValue={0} noStyle>
                                    <InputNumber
                                      {...wonInput}
                                      style={{ width: 130 }}
                                      prefix="+"
                                      aria-label={GOODS_TEXTS.optionAddPrice}
                                    />
                                  </Form.Item>
                                </Space.Compact>
                              </Form.Item>
                              <Form.Item>
                                <Space.Compact>
                                  <Space.Addon>{GOODS_TEXTS.optionSupplyExtra}</Space.Addon>
                                  <Form.Item
                                    name={[v.name, 'addSupplyPrice']}
                                    initialValue={0}
                                    noStyle
                                    rules={[zodRule(optionValueSchema.shape.addSupplyPrice)]}
                                  >
                                    <InputNumber
                                      {...wonInput}
                                      style={{ width: 130 }}
                                      prefix="+"
                                      aria-label={GOODS_TEXTS.optionSupplyExtra}
                                    />
                                  </Form.Item>
                                </Space.Compact>
                              </Form.Item>
                              <Form.Item name={[v.name, 'optCd']} hidden>
                                <Input />
                              </Form.Item>
                              <Form.Item name={[v.name, 'baseStockQty']} hidden>
                                <InputNumber />
                              </Form.Item>
                              <Form.Item
                                name={[v.name, 'stockTracked']}
                                valuePropName="checked"
                                initialValue={false}
                              >
                                <Checkbox>{GOODS_TEXTS.stockTracked}</Checkbox>
                              </Form.Item>
                              <Form.Item
                                noStyle
                                shouldUpdate={(a: FormValues, b: FormValues) =>
                                  a.optionInfoList?.[t.name]?.optionDetailList?.[v.name]?.stockTracked !==
                                  b.optionInfoList?.[t.name]?.optionDetailList?.[v.name]?.stockTracked
                                }
                              >
                                {({ getFieldValue }) => {
                                  const tracked = getFieldValue([
                                    'optionInfoList',
                                    t.name,
                                    'optionDetailList',
                                    v.name,
                                    'stockTracked',
                                  ]) as boolean | undefined;
                                  return (
                                    <Form.Item
                                      name={[v.name, 'stockQty']}
                                      rules={
                                        tracked
                                          ? [{ required: true, message: GOODS_MESSAGES.optionStockRequired }]
                                          : []
                                      }
                                    >
                                      <InputNumber
                                        min={0}
                                        max={GOODS_LIMITS.maxStock}
                                        precision={0}
                                        suffix="개"
                                        disabled={!tracked}
                                        placeholder={GOODS_TEXTS.stockUntracked}
                                        style={{ width: 130 }}
                                        aria-label="옵션 재고"
                                      />
                                    </Form.Item>
                                  );
                                }}
                              </Form.Item>
                              <Form.Item
                                name={[v.name, 'soldOutYn']}
                                valuePropName="checked"
                                initialValue={false}
                              >
                                <Switch
                                  checkedChildren="품절"
                                  unCheckedChildren="판매"
                                  aria-label="옵션 품절"
                                />
                              </Form.Item>
                              <Button
                                type="text"
                                icon={<MinusCircleOutlined />}
                                aria-label="옵션값 삭제"
                                onClick={() => ops.remove(v.name)}
                              />
                            </Space>
                          ))}
                          <Form.ErrorList errors={errors} />
                          <Button
                            type="dashed"
                            icon={<PlusOutlined />}
                            onClick={() => ops.add({ ...NEW_VALUE })}
                          >
                            옵션값 추가
                          </Button>
                        </>
                      )}
                    </Form.List>
                  </div>
                ))}
                {titles.length < GOODS_LIMITS.maxOptionTitles && (
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    onClick={() =>
                      add({
                        optNm: '',
                        optionDetailList: [{ ...NEW_VALUE }],
                      })
                    }
                  >
                    옵션 추가
                  </Button>
                )}
              </>
            )}
          </Form.List>
        </Card>
        <Card title="상세 설명">
          <Form.Item name="detailHtml" noStyle>
            <GoodsDetailEditor value={d?.detailHtml ?? ''} />
          </Form.Item>
        </Card>
      </Form>
    </div>
  );
}
