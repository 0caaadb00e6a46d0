/** Query keys of the survey results screen (/event/evalution). */
export const surveyKeys = {
  all: ['survey-results'] as const,
  resultList: (request: object) => [...surveyKeys.all, 'list', request] as const,
  resultDetail: (eventSn: number) => [...surveyKeys.all, 'detail', eventSn] as const,
};
