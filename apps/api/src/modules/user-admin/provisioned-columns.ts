/**
 * What an identity provider's save (SCIM, decisions 038 and 043) sets with the account, in the same statement as
 * the rest of the save: the provider's object id, a renamed login id, a missing phone kept as null rather than '',
 * the name parts the provider sent, and the time the provider deleted the person (null brings them back).
 */
export type ProvisionedColumns = {
  externalId?: string | null;
  userId?: string;
  emptyPhoneAsNull?: boolean;
  givenName?: string | null;
  familyName?: string | null;
  scimDeletedAt?: Date | null;
};

/** The columns to add to the insert or update; none for a screen's save. */
export function provisionedColumns(
  extra: ProvisionedColumns | undefined,
  telNo: string,
): {
  externalId?: string | null;
  userId?: string;
  telNo?: string | null;
  givenName?: string | null;
  familyName?: string | null;
  scimDeletedAt?: Date | null;
} {
  if (!extra) return {};
  return {
    ...(extra.externalId !== undefined ? { externalId: extra.externalId } : {}),
    ...(extra.userId !== undefined ? { userId: extra.userId } : {}),
    ...(extra.emptyPhoneAsNull && telNo === '' ? { telNo: null } : {}),
    ...(extra.givenName !== undefined ? { givenName: extra.givenName } : {}),
    ...(extra.familyName !== undefined ? { familyName: extra.familyName } : {}),
    ...(extra.scimDeletedAt !== undefined ? { scimDeletedAt: extra.scimDeletedAt } : {}),
  };
}
