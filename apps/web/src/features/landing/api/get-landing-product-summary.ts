import { landingProdSummaryReplySchema } from '@pcs/domain/contracts/landing';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { landingKeys } from './landing-query-keys';

/**
 * POST .../main/goods/prod-summary.json: name, brand and price of the products asked for (the detail's own product,
 * the contact form's chosen ones), in the order asked; products the site no longer shows are left out.
 */
export const useLandingProductSummary = (prodSnList: readonly number[]) =>
  useQuery({
    queryKey: landingKeys.summary(prodSnList),
    queryFn: ({ signal }) =>
      callApi(API_PATH.landingProdSummary, {
        body: { prodSnList },
        schema: landingProdSummaryReplySchema,
        signal,
      }),
    enabled: prodSnList.length > 0,
  });
