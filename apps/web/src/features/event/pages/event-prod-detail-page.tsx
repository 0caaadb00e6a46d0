import { Button, Card, Descriptions, Skeleton, Space, Tag } from 'antd';
import { useNavigate, useParams } from 'react-router';
import styles from '../../../components/back-office/back-office.module.css';
import { PageHeader } from '../../../components/back-office/page-header';
import { ProductImage } from '../../../components/ui/product-image';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useEventProd } from '../api/get-event-prod';
import { wonOrDash } from '../event-format';

/** spec §2 /event/prod/detail/{prodSn}: a product as an event shows it (images, options, detail). */
export default function EventProdDetailPage() {
  const { prodSn: raw = '0' } = useParams();
  const prodSn = Number(raw) > 0 ? Number(raw) : 0;
  const navigate = useNavigate();
  const prod = useEventProd(prodSn);
  useErrorAlert(prod.error);
  const p = prod.data;
  return (
    <div className={styles.page}>
      <PageHeader title="이벤트 상품 상세" actions={<Button onClick={() => navigate(-1)}>뒤로</Button>} />
      {!p ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : (
        <>
          <Card size="small">
            <Space align="start" size="large" wrap>
              <ProductImage fileId={p.mainImg} alt={p.prodNm} width={240} height={240} />
              <Descriptions
                column={1}
                size="small"
                items={[
                  { key: 'nm', label: '상품명', children: p.prodNm },
                  { key: 'brand', label: '브랜드', children: p.brandNm ?? '-' },
                  { key: 'price', label: '판매가', children: wonOrDash(p.price) },
                  {
                    key: 'state',
                    label: '상태',
                    children:
                      p.signStatCd === '03' && p.useYn === 'Y' ? (
                        <Tag color="green">이벤트 사용 가능</Tag>
                      ) : (
                        <Tag color="red">승인·사용 상품 아님</Tag>
                      ),
                  },
                  {
                    key: 'options',
                    label: '옵션',
                    children: p.options.length
                      ? p.options.map((o) => `${o.optNm}: ${o.values.join(', ')}`).join(' / ')
                      : '-',
                  },
                ]}
              />
            </Space>
            <Space style={{ marginTop: 12 }} wrap>
              {p.imgList.map((id) => (
                <ProductImage key={id} fileId={id} alt="" width={80} height={80} />
              ))}
            </Space>
          </Card>
          <Card size="small" title="상세 설명">
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (lib/sanitize-html.ts) */}
            <div dangerouslySetInnerHTML={{ __html: p.detailHtml }} />
          </Card>
        </>
      )}
    </div>
  );
}
