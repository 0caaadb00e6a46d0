/** Query keys of the event documents (issue 14). */
export const eventDocsKeys = {
  all: ['event-docs'] as const,
  vendors: (eventSn: number) => [...eventDocsKeys.all, 'vendors', eventSn] as const,
  vendorEvents: () => [...eventDocsKeys.all, 'vendor-events'] as const,
};
