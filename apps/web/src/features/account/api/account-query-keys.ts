/**
 * Query keys of the account feature, from one factory (like gift-query-keys.ts), so that a save invalidates exactly
 * what it changed: my info after a name or phone change, the address list after an address is saved or deleted,
 * my life-event requests after one is asked for or withdrawn.
 */
export const accountKeys = {
  all: ['account'] as const,
  myInfo: () => [...accountKeys.all, 'myInfo'] as const,
  addresses: () => [...accountKeys.all, 'addr'] as const,
  address: (deleSn: number) => [...accountKeys.addresses(), deleSn] as const,
  firstAccessInfo: (wmGbn: '01' | '02') => [...accountKeys.all, 'firstAccessInfo', wmGbn] as const,
  vendorInvitation: (approvalId: string) => [...accountKeys.all, 'vendorInvitation', approvalId] as const,
  myLifeEvents: () => [...accountKeys.all, 'lifeEvents'] as const,
};
