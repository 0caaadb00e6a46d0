import { eventVendorListReplySchema } from '@pcs/domain/contracts/event-docs';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { eventDocsKeys } from './event-docs-keys';

/** POST .../docs/vendorList.json: the event's vendors with their applied lines (a vendor: itself). */
export const getEventVendors = (eventSn: number) =>
  callApi(API_PATH.eventVendorList, { body: { eventSn }, schema: eventVendorListReplySchema });

/** The vendors' query, also started by the event detail's prefetch (decision 050). */
export const eventVendorsQuery = (eventSn: number) =>
  queryOptions({ queryKey: eventDocsKeys.vendors(eventSn), queryFn: () => getEventVendors(eventSn) });

export const useEventVendors = (eventSn: number) =>
  useQuery({ ...eventVendorsQuery(eventSn), enabled: eventSn > 0 });
