import { DELIVERY_STATUS_LABEL, flattenListFilters, isYmd, PAGE_SIZE } from '@pcs/domain';
import type { ManagedListRequest } from '@pcs/domain/contracts/delivery';

/**
 * The managed list's filters and page live in the URL (so back navigation and a shared link restore them), in the
 * request's own names: inputDtStart, inputDtEnd (yyyymmdd), cmpyCd, eventSn, deliStatCd, receiverNm, and page
 * (1-based for people; the API's page is 0-based).
 */
export type ManagedListFilters = {
  inputDtStart: string | null;
  inputDtEnd: string | null;
  cmpyCd: string | null;
  eventSn: number | null;
  deliStatCd: string | null;
  receiverNm: string | null;
};

export const EMPTY_FILTERS: ManagedListFilters = {
  inputDtStart: null,
  inputDtEnd: null,
  cmpyCd: null,
  eventSn: null,
  deliStatCd: null,
  receiverNm: null,
};

/** The form's values; the date range arrives as two date-like values (dayjs from the RangePicker). */
export type ManagedListFormValues = {
  inputDt?: readonly [{ toDate(): Date } | null, { toDate(): Date } | null] | null;
  cmpyCd?: string | null;
  eventSn?: number | null;
  deliStatCd?: string | null;
  receiverNm?: string | null;
};

const text = (v: string | null, max: number): string | null => {
  const t = v?.trim();
  return t ? t.slice(0, max) : null;
};

/** Reads the URL; a value that is not well-formed (hand-edited URL) is ignored rather than sent. */
export function readManagedListParams(params: URLSearchParams): {
  filters: ManagedListFilters;
  page: number;
} {
  const ymd = (key: string) => {
    const v = params.get(key);
    return v && isYmd(v) ? v : null;
  };
  const eventSn = Number(params.get('eventSn'));
  const status = params.get('deliStatCd');
  const page = Number(params.get('page'));
  let inputDtStart = ymd('inputDtStart');
  let inputDtEnd = ymd('inputDtEnd');
  if (inputDtStart && inputDtEnd && inputDtStart > inputDtEnd)
    [inputDtStart, inputDtEnd] = [inputDtEnd, inputDtStart];
  return {
    filters: {
      inputDtStart,
      inputDtEnd,
      cmpyCd: text(params.get('cmpyCd'), 20),
      eventSn: Number.isInteger(eventSn) && eventSn > 0 ? eventSn : null,
      deliStatCd: status && Object.hasOwn(DELIVERY_STATUS_LABEL, status) ? status : null,
      receiverNm: text(params.get('receiverNm'), 30),
    },
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** spec §3 List filters: the form's date range becomes inputDtStart/inputDtEnd in yyyymmdd, empty fields drop. */
export function filtersFromForm(values: ManagedListFormValues): ManagedListFilters {
  const flat = flattenListFilters({
    inputDt: values.inputDt ? [...values.inputDt] : null,
    cmpyCd: values.cmpyCd ?? undefined,
    eventSn: values.eventSn ?? undefined,
    deliStatCd: values.deliStatCd ?? undefined,
    receiverNm: values.receiverNm ?? undefined,
  });
  const str = (key: string) => (typeof flat[key] === 'string' ? (flat[key] as string) : null);
  return {
    inputDtStart: str('inputDtStart'),
    inputDtEnd: str('inputDtEnd'),
    cmpyCd: text(str('cmpyCd'), 20),
    eventSn: typeof flat.eventSn === 'number' ? flat.eventSn : null,
    deliStatCd: str('deliStatCd'),
    receiverNm: text(str('receiverNm'), 30),
  };
}

/** The URL for filters and a page; empty filters and page 1 are left out to keep links short. */
export function writeManagedListParams(filters: ManagedListFilters, page: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== null && value !== '') params.set(key, String(value));
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The request body of one page (spec §9 page size 15). */
export function toManagedListRequest(filters: ManagedListFilters, page: number): ManagedListRequest {
  return { ...filters, page: page - 1, pageSize: PAGE_SIZE };
}
