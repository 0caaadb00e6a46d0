import {
  type CompanyOption,
  MULTI_SELECT_PLACEHOLDER,
  type MultiSelectSource,
  multiSelectTagText,
  shouldQueryOptions,
  toCompanyOptions,
} from '@pcs/domain';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useErrorAlert } from '../../lib/use-error-alert';
import { companyOptionsQuery } from './company-options-query';

export { companyOptionKeys } from './company-options-query';

/**
 * The options of the company select: the server's list when spec §5 allows the call (a URL, method POST and, with
 * the all-params-required option, every search param filled), else the options given. A missing reply alerts
 * 데이터가 정상적으로 조회되지 않았습니다.; other failures the server's messageText (spec §8).
 */
export function useCompanyOptions(source: MultiSelectSource, given: readonly CompanyOption[] = []) {
  const enabled = shouldQueryOptions(source);
  const query = useQuery({ ...companyOptionsQuery(source), enabled });
  useErrorAlert(query.error);
  const options = enabled ? (query.data ? toCompanyOptions(query.data) : []) : [...given];
  return { options, loading: enabled && query.isLoading };
}

type BaseProps = MultiSelectSource & {
  /** Options used when the server is not asked (spec §5). */
  options?: readonly CompanyOption[];
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
};

/** Search by name or code: people know companies by name, operators often by code. */
const matches = (input: string, option?: { label?: unknown; value?: unknown }) => {
  const q = input.trim().toLowerCase();
  return `${String(option?.label ?? '')} ${String(option?.value ?? '')}`.toLowerCase().includes(q);
};

/**
 * spec §3/§5/§7 company multi-select: companies by cmpyCd and cmpyNm; the chosen ones collapse into one tag
 * "N개 선택", the placeholder is 전체 (nothing chosen means every company the caller may see).
 */
export function CompanyMultiSelect({
  value,
  onChange,
  options: given,
  placeholder = MULTI_SELECT_PLACEHOLDER,
  disabled,
  id,
  'aria-label': ariaLabel,
  ...source
}: BaseProps & { value?: string[] | null; onChange?: (value: string[]) => void }) {
  const { options, loading } = useCompanyOptions(source, given);
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      mode="multiple"
      allowClear
      value={value ?? []}
      onChange={(next: string[]) => onChange?.(next)}
      options={options}
      loading={loading}
      disabled={disabled}
      placeholder={placeholder}
      maxTagCount={0}
      maxTagPlaceholder={(omitted) => multiSelectTagText(omitted.length)}
      showSearch={{ filterOption: matches }}
      notFoundContent="선택할 수 있는 회사가 없습니다."
      style={{ width: '100%' }}
    />
  );
}

/** The same list for one company (a form's 소속 회사, a list filtered by one company). */
export function CompanySelect({
  value,
  onChange,
  options: given,
  placeholder = '회사 선택',
  disabled,
  id,
  'aria-label': ariaLabel,
  ...source
}: BaseProps & { value?: string | null; onChange?: (value: string | null) => void }) {
  const { options, loading } = useCompanyOptions(source, given);
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      allowClear
      value={value ?? undefined}
      onChange={(next: string | undefined) => onChange?.(next ?? null)}
      options={options}
      loading={loading}
      disabled={disabled}
      placeholder={placeholder}
      showSearch={{ filterOption: matches }}
      notFoundContent="선택할 수 있는 회사가 없습니다."
      style={{ width: '100%' }}
    />
  );
}
