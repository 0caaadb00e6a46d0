import { GoodsListScreen } from '../components/goods-list-screen';

/** spec §2 /goods/list: the operators' goods list (15, 99999). */
export default function GoodsListPage() {
  return <GoodsListScreen vendorMode={false} />;
}
