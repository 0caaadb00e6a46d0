import { GoodsDetailScreen } from '../components/goods-detail-screen';

/** spec §2 /goods/vendor/detail/{prodSn} (the product's vendor). */
export default function VendorGoodsDetailPage() {
  return <GoodsDetailScreen vendorMode />;
}
