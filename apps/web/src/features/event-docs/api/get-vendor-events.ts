import { vendorEventListReplySchema } from '@pcs/domain/contracts/event-docs';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { eventDocsKeys } from './event-docs-keys';

/** POST .../docs/vendorEvents.json: the events the vendor has orders in. */
export const getVendorEvents = () =>
  callApi(API_PATH.eventVendorEvents, { body: {}, schema: vendorEventListReplySchema });

export const useVendorEvents = () =>
  useQuery({ queryKey: eventDocsKeys.vendorEvents(), queryFn: getVendorEvents });
