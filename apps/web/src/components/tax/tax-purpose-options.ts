import {
  OCCASION_TYPE_LABEL,
  OCCASION_TYPES,
  type OccasionType,
  TAX_PURPOSE_LABEL,
  TAX_PURPOSES,
  type TaxPurpose,
  taxPurposeOfOccasion,
} from '@pcs/domain';

/** The purposes (세무 분류) as select options, in the domain's order (decision 051). */
export const TAX_PURPOSE_OPTIONS = TAX_PURPOSES.map((p) => ({ value: p, label: TAX_PURPOSE_LABEL[p] }));

/** Purposes whose gifts carry a kind (the occasion type): the company's 경조 규정 limits are set by it. */
export const purposeHasKind = (purpose: unknown): purpose is 'FAMILY_EVENT' | 'CHILDBIRTH' =>
  purpose === 'FAMILY_EVENT' || purpose === 'CHILDBIRTH';

/** The occasion types a purpose's kind can be: those the domain files under it (taxPurposeOfOccasion). */
export const kindTypesOf = (purpose: TaxPurpose | null | undefined): OccasionType[] =>
  OCCASION_TYPES.filter((t) => {
    const p = taxPurposeOfOccasion(t);
    return p.kind !== null && (purpose ? p.purpose === purpose : true);
  });

export const kindOptionsOf = (purpose: TaxPurpose | null | undefined) =>
  kindTypesOf(purpose).map((t) => ({ value: t, label: OCCASION_TYPE_LABEL[t] }));

/** A purpose's label, or the code itself when the server sends one the web does not know yet. */
export const purposeLabel = (purpose: string | null | undefined): string =>
  purpose ? (TAX_PURPOSE_LABEL[purpose as TaxPurpose] ?? purpose) : '-';

/** A kind's label (an occasion type), or '-'. */
export const kindLabel = (kind: string | null | undefined): string =>
  kind ? (OCCASION_TYPE_LABEL[kind as OccasionType] ?? kind) : '-';
