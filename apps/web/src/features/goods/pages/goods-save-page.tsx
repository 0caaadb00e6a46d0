import { GoodsSaveScreen } from '../components/goods-save-screen';

/** spec §2 /goods/save/{prodSn}/{isEdit} (operators): carries the detail editor, so only this lazy route loads TipTap. */
export default function GoodsSavePage() {
  return <GoodsSaveScreen vendorMode={false} />;
}
