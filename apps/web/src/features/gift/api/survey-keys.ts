/** Query keys of the recipient's survey and product-ready page (the results screen has its own, features/survey). */
export const surveyKeys = {
  all: ['gift-survey'] as const,
  targets: (eventSn: number | null) => [...surveyKeys.all, 'targets', eventSn] as const,
  prodReady: (eventSn: number | null) => [...surveyKeys.all, 'prod-ready', eventSn] as const,
};
