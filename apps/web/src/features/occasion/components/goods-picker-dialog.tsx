import type { OccasionRuleGoods } from '@pcs/domain';
import { ProductPickerDialog } from '../../../components/back-office/product-picker-dialog';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { useRuleGoods } from '../api/get-rule-goods';
import { useRuleThemes } from '../api/get-rule-themes';

/** Picks the goods a rule offers from the goods a gift may offer (approved and in use), by name, brand or theme. */
export function GoodsPickerDialog(props: {
  open: boolean;
  onClose: () => void;
  onPick: (rows: OccasionRuleGoods[]) => void;
  chosen: readonly number[];
}) {
  const themes = useRuleThemes();
  useErrorAlert(themes.error);
  return (
    <ProductPickerDialog<OccasionRuleGoods>
      {...props}
      title="보낼 상품 선택"
      themes={(themes.data?.list ?? []).map((t) => ({
        value: t.tempSn,
        label: `${t.tempNm} (${t.goodsCount})`,
      }))}
      useProducts={useRuleGoods}
    />
  );
}
