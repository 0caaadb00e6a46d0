/** Query keys of the event-send feature: a send invalidates the event's history, messages and not-applied list. */
export const eventSendKeys = {
  all: ['event-send'] as const,
  event: (eventSn: number) => [...eventSendKeys.all, eventSn] as const,
  preview: (eventSn: number, spec: object) => [...eventSendKeys.event(eventSn), 'preview', spec] as const,
  history: (eventSn: number, page: number) => [...eventSendKeys.event(eventSn), 'history', page] as const,
  messages: (eventSn: number, filter: object) =>
    [...eventSendKeys.event(eventSn), 'messages', filter] as const,
  notApplied: (eventSn: number, page: number) =>
    [...eventSendKeys.event(eventSn), 'not-applied', page] as const,
  reminders: (eventSn: number) => [...eventSendKeys.event(eventSn), 'reminders'] as const,
  recipients: (eventSn: number, request: object) =>
    [...eventSendKeys.event(eventSn), 'recipients', request] as const,
};
