/**
 * Query keys of the tax area (decision 051), from one factory. Saving a rule or changing a gift's purpose changes
 * the ledger's figures, so the mutations invalidate `all` whole.
 */
export const taxKeys = {
  all: ['tax'] as const,
  ledger: (request: unknown) => [...taxKeys.all, 'ledger', request] as const,
  employee: (unqUserId: string, year: number) => [...taxKeys.all, 'employee', unqUserId, year] as const,
  rules: (cmpyCd: string | null) => [...taxKeys.all, 'rules', cmpyCd] as const,
};
