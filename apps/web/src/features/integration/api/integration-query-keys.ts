/** Query keys of the integration screens (decision 038), from one factory. */
export const integrationKeys = {
  all: ['integration'] as const,
  apiKeys: (request?: unknown) => [...integrationKeys.all, 'apiKey', request] as const,
  webhooks: (request?: unknown) => [...integrationKeys.all, 'webhook', request] as const,
  webhookDeliveries: (subscriptionSn: number, request?: unknown) =>
    [...integrationKeys.all, 'webhook', subscriptionSn, 'delivery', request] as const,
  identity: (cmpyCd?: string) => [...integrationKeys.all, 'identity', cmpyCd] as const,
  ssoConfig: (cmpyCd?: string) => [...integrationKeys.identity(cmpyCd), 'sso'] as const,
  scimTokens: (cmpyCd?: string) => [...integrationKeys.identity(cmpyCd), 'scimToken'] as const,
};
