import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import type { KeyboardEvent } from 'react';

/**
 * What the period fields read: the first is how a date is shown, the others are what people type (dashes from
 * spreadsheets, slashes, digits only), which the picker otherwise drops without a word.
 */
export const EVENT_PERIOD_FORMATS = [
  'YYYY.MM.DD HH:mm',
  'YYYY-MM-DD HH:mm',
  'YYYY/MM/DD HH:mm',
  'YYYYMMDD HHmm',
  'YYYYMMDDHHmm',
];
export const EVENT_PERIOD_HINT =
  '예: 2026.12.01 09:00 (2026-12-01 09:00, 202612010900 도 됩니다). 입력 후 Enter로 확정합니다.';

type Props = {
  value?: [Dayjs | null, Dayjs | null] | null;
  onChange?: (value: [Dayjs | null, Dayjs | null] | null) => void;
  disabled?: [boolean, boolean];
  id?: string;
};

/**
 * The event period (start and end, Korean time). Enter confirms the typed date inside the picker; it must not also
 * submit the whole event form, which is the browser's default for Enter in a form's field.
 */
export function EventPeriodPicker({ value, onChange, disabled, id }: Props) {
  const keepEnterInPicker = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter') event.preventDefault();
  };
  return (
    <DatePicker.RangePicker
      id={id}
      value={value}
      onChange={(next) => onChange?.(next)}
      showTime={{ format: 'HH:mm' }}
      format={EVENT_PERIOD_FORMATS}
      disabled={disabled}
      placeholder={['시작 일시', '종료 일시']}
      onKeyDown={keepEnterInPicker}
    />
  );
}
