import { GoodsDetailScreen } from '../components/goods-detail-screen';

/** spec §2 /goods/detail/{prodSn} (operators). */
export default function GoodsDetailPage() {
  return <GoodsDetailScreen vendorMode={false} />;
}
