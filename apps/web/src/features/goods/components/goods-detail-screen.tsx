import {
  formatNumber,
  GOODS_MESSAGES,
  GOODS_SIGN,
  GOODS_TEXTS,
  type GoodsDetail,
  isOptionValueSoldOut,
  type OptionValueStock,
} from '@pcs/domain';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  type DescriptionsProps,
  Empty,
  Image,
  Skeleton,
  Space,
  Table,
  Tag,
} from 'antd';
import { useNavigate, useParams } from 'react-router';
import styles from '../../../components/back-office/back-office.module.css';
import { dash, dateText } from '../../../components/back-office/display';
import { PageHeader } from '../../../components/back-office/page-header';
import { UseYnTag } from '../../../components/back-office/status-tags';
import { paths } from '../../../config/paths';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useSubmitGoods } from '../api/decide-goods';
import { useGoodsDetail } from '../api/get-goods-detail';
import { GOODS_DIALOG_TEXT } from '../texts';
import goodsStyles from './goods.module.css';
import { GoodsSignTag, goodsImageUrl } from './goods-status';
import { useGoodsDecision } from './use-goods-decision';

const COLUMNS = { xs: 1, md: 2 } as const;
const won = (v: number | null) => (v === null ? '-' : `${formatNumber(v)}원`);
const yn = (v: 'Y' | 'N') => (v === 'Y' ? '예' : '아니오');

/**
 * spec §2 /goods/detail/{prodSn} (operators) and /goods/vendor/detail/{prodSn} (the product's vendor): every field,
 * images, options, the rich detail (sanitized when it was saved), the reject reason while rejected, the history of
 * price, stock and state changes (who, when, from, to), and the next step: approve / reject in review (operators),
 * submit a draft or a rejected product (the vendor), edit.
 */
export function GoodsDetailScreen({ vendorMode }: { vendorMode: boolean }) {
  const prodSn = Number(useParams().prodSn ?? 0);
  const navigate = useNavigate();
  const detail = useGoodsDetail(Number.isInteger(prodSn) && prodSn > 0 ? prodSn : null);
  useErrorAlert(detail.error);
  const decision = useGoodsDecision();
  const submit = useSubmitGoods();
  const d = detail.data;
  const listHref = vendorMode ? paths.vendorGoodsList : paths.goodsList;
  const editHref = (g: GoodsDetail) =>
    vendorMode ? paths.vendorGoodsSave(g.prodSn, 'Y', g.signStatCd) : paths.goodsSave(g.prodSn, 'Y');

  const askSubmit = async (g: GoodsDetail) => {
    if (!(await confirmMessage(GOODS_DIALOG_TEXT.submitConfirm))) return;
    try {
      await submit.mutateAsync(g.prodSn);
      await alertMessage(GOODS_MESSAGES.submitted);
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  const actions = (
    <>
      <Button onClick={() => navigate(listHref)}>목록</Button>
      {d && vendorMode && (d.signStatCd === GOODS_SIGN.draft || d.signStatCd === GOODS_SIGN.rejected) && (
        <Button onClick={() => void askSubmit(d)} loading={submit.isPending}>
          승인요청
        </Button>
      )}
      {d && d.signStatCd !== GOODS_SIGN.deleted && (
        <Button type="primary" onClick={() => navigate(editHref(d))}>
          수정
        </Button>
      )}
    </>
  );

  return (
    <div className={styles.narrowPage}>
      <PageHeader title={vendorMode ? '공급사 상품 상세' : '상품 상세'} actions={actions} />
      {detail.isError ? (
        <Card>
          <Empty description="상품 정보를 찾을 수 없습니다." />
        </Card>
      ) : d ? (
        <>
          {d.signStatCd === GOODS_SIGN.rejected && d.rejectReason && (
            <Alert type="error" showIcon message="반려 사유" description={d.rejectReason} />
          )}
          {vendorMode && d.signStatCd === GOODS_SIGN.review && (
            <Alert
              type="info"
              showIcon
              message="운영자가 검토하고 있습니다. 승인되면 선물 목록에 노출됩니다."
            />
          )}
          {!vendorMode && d.signStatCd === GOODS_SIGN.review && (
            <Card title="등록 신청 처리">
              <Space wrap>
                <span>공급사가 승인을 요청한 상품입니다.</span>
                <Button type="primary" onClick={() => decision.approve(d.prodSn)} loading={decision.pending}>
                  승인
                </Button>
                <Button danger onClick={() => decision.askReject(d.prodSn, d.prodNm)}>
                  반려
                </Button>
              </Space>
            </Card>
          )}
          <GoodsFields detail={d} vendorMode={vendorMode} />
          <Card title="상세 설명">
            {d.detailHtml ? (
              // Sanitized on the server when saved (lib/sanitize-html.ts, the landing's prod-detail allow-list).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitized product HTML
              <div className={goodsStyles.richText} dangerouslySetInnerHTML={{ __html: d.detailHtml }} />
            ) : (
              <span>-</span>
            )}
          </Card>
          <Card title="변경 이력">
            <Table
              size="small"
              rowKey={(_, i) => String(i)}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              dataSource={d.historyList}
              locale={{ emptyText: '변경 이력이 없습니다.' }}
              columns={[
                { title: '일시', dataIndex: 'changedAt', width: 170 },
                { title: '항목', dataIndex: 'changeTypeNm', width: 100 },
                { title: '변경 전', dataIndex: 'fromValue', render: dash },
                { title: '변경 후', dataIndex: 'toValue', render: dash },
                { title: '사유', dataIndex: 'reason', render: dash },
                { title: '처리자', dataIndex: 'changedByNm', width: 100 },
              ]}
            />
          </Card>
        </>
      ) : (
        <Card>
          <Skeleton active paragraph={{ rows: 10 }} />
        </Card>
      )}
      {decision.rejectDialog}
    </div>
  );
}

function GoodsFields({ detail: d, vendorMode }: { detail: GoodsDetail; vendorMode: boolean }) {
  const basic: DescriptionsProps['items'] = [
    { key: 'prodSn', label: '상품번호', children: d.prodSn },
    { key: 'signStatCd', label: '등록상태', children: <GoodsSignTag signStatCd={d.signStatCd} /> },
    { key: 'prodNm', label: '상품명', span: 'filled', children: d.prodNm },
    { key: 'brandNm', label: '브랜드', children: dash(d.brandNm) },
    { key: 'category', label: '카테고리', children: d.categoryFullName },
    ...(vendorMode ? [] : [{ key: 'vendorNm', label: '공급사', children: dash(d.vendorNm) }]),
    { key: 'temps', label: '어울리는 테마', children: d.tempNmList.length ? d.tempNmList.join(', ') : '-' },
    { key: 'useYn', label: '사용여부', children: <UseYnTag useYn={d.useYn} /> },
    { key: 'frstRgstDt', label: '등록일', children: dateText(d.frstRgstDt) },
  ];
  const sale: DescriptionsProps['items'] = [
    { key: 'consumerPrice', label: '소비자가', children: won(d.consumerPrice) },
    { key: 'price', label: '판매가', children: won(d.price) },
    { key: 'supplyPrice', label: '공급가', children: won(d.supplyPrice) },
    { key: 'stockQty', label: '재고', children: `${formatNumber(d.stockQty)}개` },
    {
      key: 'soldOutYn',
      label: '품절',
      children: d.soldOutYn === 'Y' ? <Tag color="red">품절</Tag> : '판매중',
    },
    { key: 'shipFee', label: '배송비', children: d.shipFee === 0 ? '무료' : won(d.shipFee) },
    { key: 'leadDays', label: '출고 소요일', children: `${d.leadDays}일` },
    { key: 'overseasYn', label: '해외 배송', children: yn(d.overseasYn) },
    { key: 'packageYn', label: '선물 포장', children: yn(d.packageYn) },
    { key: 'cardYn', label: '메시지 카드', children: yn(d.cardYn) },
    {
      key: 'tags',
      label: '태그',
      span: 'filled',
      children: d.tags.length ? d.tags.map((t) => <Tag key={t}>{t}</Tag>) : '-',
    },
  ];
  return (
    <>
      <Card title="기본 정보">
        <Space align="start" size={24} wrap>
          <Image
            width={200}
            height={200}
            style={{ objectFit: 'cover' }}
            src={goodsImageUrl(d.mainImg, 480)}
            preview={{ src: goodsImageUrl(d.mainImg) }}
            alt={d.prodNm}
          />
          <Descriptions bordered size="small" column={COLUMNS} items={basic} style={{ minWidth: 520 }} />
        </Space>
      </Card>
      <Card title="가격 및 판매 정보">
        <Descriptions bordered size="small" column={COLUMNS} items={sale} />
      </Card>
      <Card title={`추가 이미지 (${d.imageList.length})`}>
        {d.imageList.length === 0 ? (
          <span>-</span>
        ) : (
          <Image.PreviewGroup>
            <Space wrap>
              {d.imageList.map((id, i) => (
                <Image
                  key={id}
                  alt={`${d.prodNm} 추가 이미지 ${i + 1}`}
                  width={96}
                  height={96}
                  style={{ objectFit: 'cover' }}
                  src={goodsImageUrl(id, 160)}
                  preview={{ src: goodsImageUrl(id) }}
                />
              ))}
            </Space>
          </Image.PreviewGroup>
        )}
      </Card>
      <Card title="옵션">
        {d.optionInfoList.length === 0 ? (
          <span>옵션이 없는 상품입니다.</span>
        ) : (
          <Table
            size="small"
            pagination={false}
            rowKey="optCd"
            dataSource={d.optionInfoList.flatMap((t) =>
              t.optionDetailList.map((v) => ({ ...v, title: t.optNm })),
            )}
            columns={[
              { title: '옵션명', dataIndex: 'title', width: 120 },
              { title: '옵션값', dataIndex: 'optNm' },
              { title: '코드', dataIndex: 'optCd', width: 80 },
              {
                title: GOODS_TEXTS.optionAddPrice,
                dataIndex: 'addPrice',
                width: 100,
                align: 'right',
                render: (v: number) => won(v),
              },
              {
                title: GOODS_TEXTS.optionSupplyExtra,
                dataIndex: 'addSupplyPrice',
                width: 110,
                align: 'right',
                render: (v: number) => won(v),
              },
              {
                title: '재고',
                dataIndex: 'stockQty',
                width: 100,
                align: 'right',
                render: (v: number | null) =>
                  v === null ? GOODS_TEXTS.stockUntracked : `${formatNumber(v)}개`,
              },
              {
                title: '품절',
                key: 'soldOut',
                width: 70,
                // Marked by the vendor, or out of counted stock: sold out in every event (decision 029).
                render: (_: unknown, v: OptionValueStock) =>
                  isOptionValueSoldOut(v) ? <Tag color="red">품절</Tag> : '-',
              },
            ]}
          />
        )}
      </Card>
    </>
  );
}
