import { GoodsSaveScreen } from '../components/goods-save-screen';

/** spec §2 /goods/vendor/save/{prodSn}/{isEdit}/{status} (vendors): carries the detail editor, so only this lazy route loads TipTap. */
export default function VendorGoodsSavePage() {
  return <GoodsSaveScreen vendorMode />;
}
