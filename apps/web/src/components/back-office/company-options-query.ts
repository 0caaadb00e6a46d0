import { MULTI_SELECT_MISSING_TEXT, type MultiSelectSource, optionsRequestBody } from '@pcs/domain';
import { companyOptionsReplySchema } from '@pcs/domain/contracts/company';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

export const companyOptionKeys = {
  all: ['companyOptions'] as const,
  source: (url: string, params: unknown) => [...companyOptionKeys.all, url, params] as const,
};

/**
 * The company select's server list (its hook and the screens' prefetches, decision 050): here, without Ant Design,
 * so a route's prefetch can start it beside the screen's chunk.
 */
export const companyOptionsQuery = (source: MultiSelectSource) => {
  const url = source.url ?? '';
  return queryOptions({
    queryKey: companyOptionKeys.source(url, source.params ?? null),
    queryFn: ({ signal }) =>
      callApi(url, {
        body: optionsRequestBody(source.params),
        schema: companyOptionsReplySchema,
        fallbackText: MULTI_SELECT_MISSING_TEXT,
        signal,
      }),
    staleTime: 5 * 60_000,
  });
};
