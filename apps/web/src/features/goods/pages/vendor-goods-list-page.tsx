import { GoodsListScreen } from '../components/goods-list-screen';

/** spec §2 /goods/vendor/list: a vendor's own goods (30, 35). */
export default function VendorGoodsListPage() {
  return <GoodsListScreen vendorMode />;
}
