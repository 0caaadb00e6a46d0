/**
 * What an identity provider's save (SCIM, decision 038) sets with the account, in the same statement as the rest of
 * the save: the provider's object id, a renamed login id, and a missing phone kept as null rather than ''.
 */
export type ProvisionedColumns = { externalId?: string | null; userId?: string; emptyPhoneAsNull?: boolean };

/** The columns to add to the insert or update; none for a screen's save. */
export function provisionedColumns(
  extra: ProvisionedColumns | undefined,
  telNo: string,
): { externalId?: string | null; userId?: string; telNo?: string | null } {
  if (!extra) return {};
  return {
    ...(extra.externalId !== undefined ? { externalId: extra.externalId } : {}),
    ...(extra.userId !== undefined ? { userId: extra.userId } : {}),
    ...(extra.emptyPhoneAsNull && telNo === '' ? { telNo: null } : {}),
  };
}
