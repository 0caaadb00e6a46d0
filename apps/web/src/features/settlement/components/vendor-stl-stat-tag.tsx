import { VENDOR_STL_STAT_LABEL, type VendorStlStat } from '@pcs/domain';
import { Tag } from 'antd';

const COLOR: Record<VendorStlStat, string> = { DRAFT: 'default', VENDOR_CONFIRMED: 'blue', PAID: 'green' };

/** A vendor month's state: 작성중, 공급사 확인, 지급 완료. */
export function VendorStlStatTag({ stat }: { stat: VendorStlStat }) {
  return <Tag color={COLOR[stat]}>{VENDOR_STL_STAT_LABEL[stat]}</Tag>;
}
