import { landingProdDetailReplySchema } from '@pcs/domain/contracts/landing';
import { landingProdDetailUrl } from '@pcs/domain/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { landingKeys } from './landing-query-keys';

/** GET .../main/goods/prod-detail/{prodSn}.json: the server-sanitized HTML string. */
export const useLandingProductDetail = (prodSn: number | null) =>
  useQuery({
    queryKey: landingKeys.detail(prodSn ?? 0),
    queryFn: ({ signal }) =>
      callApi(landingProdDetailUrl(prodSn ?? 0), {
        method: 'GET',
        schema: landingProdDetailReplySchema,
        signal,
      }),
    enabled: prodSn !== null,
  });
