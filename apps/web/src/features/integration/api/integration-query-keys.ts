/** Query keys of the integration screens (decision 038), from one factory. */
export const integrationKeys = {
  all: ['integration'] as const,
  apiKeys: (request?: unknown) => [...integrationKeys.all, 'apiKey', request] as const,
  /** Every webhook query (subscriptions and delivery logs): what a change marks stale. */
  webhookAll: () => [...integrationKeys.all, 'webhook'] as const,
  webhooks: (request?: unknown) => [...integrationKeys.all, 'webhook', request] as const,
  webhookDeliveries: (subscriptionSn: number, request?: unknown) =>
    [...integrationKeys.all, 'webhook', subscriptionSn, 'delivery', request] as const,
  webhookAttempts: (deliverySn: number) => [...integrationKeys.all, 'webhookAttempt', deliverySn] as const,
  identity: (cmpyCd?: string) => [...integrationKeys.all, 'identity', cmpyCd] as const,
  ssoConfig: (cmpyCd?: string) => [...integrationKeys.identity(cmpyCd), 'sso'] as const,
  scimTokens: (cmpyCd?: string) => [...integrationKeys.identity(cmpyCd), 'scimToken'] as const,
  messengers: (cmpyCd?: string) => [...integrationKeys.all, 'messenger', cmpyCd] as const,
};
