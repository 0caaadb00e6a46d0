/** Query keys of event management, from one factory so a save invalidates exactly what it changed. */
export const eventKeys = {
  all: ['event'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (request: unknown) => [...eventKeys.lists(), request] as const,
  detail: (eventSn: number) => [...eventKeys.all, 'detail', eventSn] as const,
  recipients: (eventSn: number) => [...eventKeys.all, 'recipients', eventSn] as const,
  recipientPage: (eventSn: number, request: unknown) => [...eventKeys.recipients(eventSn), request] as const,
  funnelRecipients: (eventSn: number, request: unknown) =>
    [...eventKeys.all, 'funnelRecipients', eventSn, request] as const,
  prodOptions: (request: unknown) => [...eventKeys.all, 'prodOptions', request] as const,
  prod: (prodSn: number) => [...eventKeys.all, 'prod', prodSn] as const,
  themes: () => [...eventKeys.all, 'themes'] as const,
  curation: (tempSn: number) => [...eventKeys.all, 'curation', tempSn] as const,
  cards: (useYn: string | null) => [...eventKeys.all, 'cards', useYn] as const,
};
