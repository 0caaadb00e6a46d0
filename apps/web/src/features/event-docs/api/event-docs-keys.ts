/** Query keys of the event documents. */
export const eventDocsKeys = {
  all: ['event-docs'] as const,
  vendors: (eventSn: number) => [...eventDocsKeys.all, 'vendors', eventSn] as const,
  vendorEvents: () => [...eventDocsKeys.all, 'vendor-events'] as const,
};
