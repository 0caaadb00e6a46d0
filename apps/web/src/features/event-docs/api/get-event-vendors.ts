import { eventVendorListReplySchema } from '@pcs/domain/contracts/event-docs';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { eventDocsKeys } from './event-docs-keys';

/** POST .../docs/vendorList.json: the event's vendors with their applied lines (a vendor: itself). */
export const getEventVendors = (eventSn: number) =>
  callApi(API_PATH.eventVendorList, { body: { eventSn }, schema: eventVendorListReplySchema });

export const useEventVendors = (eventSn: number) =>
  useQuery({
    queryKey: eventDocsKeys.vendors(eventSn),
    queryFn: () => getEventVendors(eventSn),
    enabled: eventSn > 0,
  });
