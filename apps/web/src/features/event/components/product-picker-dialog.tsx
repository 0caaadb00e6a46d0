import type { ProdOptionRow } from '@pcs/domain';
import { ProductPickerDialog as Picker } from '../../../components/back-office/product-picker-dialog';
import { useProdOptions } from '../api/get-prod-options';
import { useThemes } from '../api/themes';

/** The event screens' product picker: the operators' list of goods an event or a theme may offer. */
export function ProductPickerDialog(props: {
  open: boolean;
  onClose: () => void;
  onPick: (rows: ProdOptionRow[]) => void;
  chosen: readonly number[];
}) {
  const themes = useThemes();
  return (
    <Picker<ProdOptionRow>
      {...props}
      themes={(themes.data?.list ?? []).map((t) => ({
        value: t.tempSn,
        label: `${t.tempNm} (${t.prodCount})`,
      }))}
      useProducts={useProdOptions}
    />
  );
}
