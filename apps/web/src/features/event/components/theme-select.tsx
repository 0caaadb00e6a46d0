import { Select } from 'antd';
import { useThemes } from '../api/themes';

type Props = {
  value?: number | null;
  onChange?: (value: number | null) => void;
  disabled?: boolean;
  id?: string;
};

/** The themes in use, searchable by name (operators keep dozens of seasonal themes). */
export function ThemeSelect({ value, onChange, disabled, id }: Props) {
  const themes = useThemes();
  return (
    <Select
      id={id}
      aria-label="테마"
      allowClear
      placeholder="테마 선택"
      disabled={disabled}
      value={value ?? undefined}
      onChange={(next: number | undefined) => onChange?.(next ?? null)}
      loading={themes.isLoading}
      showSearch={{ optionFilterProp: 'label' }}
      notFoundContent="일치하는 테마가 없습니다."
      options={(themes.data?.list ?? [])
        .filter((t) => t.useYn === 'Y')
        .map((t) => ({ value: t.tempSn, label: t.tempNm }))}
    />
  );
}
