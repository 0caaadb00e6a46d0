/** Query keys of the survey feature (satisfaction survey, product-ready page, survey results). */
export const surveyKeys = {
  all: ['survey'] as const,
  targets: (eventSn: number | null) => [...surveyKeys.all, 'targets', eventSn] as const,
  prodReady: (eventSn: number | null) => [...surveyKeys.all, 'prod-ready', eventSn] as const,
  results: () => [...surveyKeys.all, 'results'] as const,
  resultList: (request: object) => [...surveyKeys.results(), 'list', request] as const,
  resultDetail: (eventSn: number) => [...surveyKeys.results(), 'detail', eventSn] as const,
};
