import { groupTreeReplySchema } from '@pcs/domain/contracts/company-group';
import { API_PATH } from '@pcs/domain/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

/** Group trees by company; screens that change groups invalidate `all`. */
export const groupTreeKeys = {
  all: ['groupTree'] as const,
  company: (cmpyCd: string) => [...groupTreeKeys.all, cmpyCd] as const,
};

/** POST .../group/tree.json: the tree select's query and the screens' prefetches (decision 050), without Ant Design. */
export const groupTreeQuery = (cmpyCd: string | null | undefined) =>
  queryOptions({
    queryKey: groupTreeKeys.company(cmpyCd ?? ''),
    queryFn: ({ signal }) =>
      callApi(API_PATH.groupTree, { body: { cmpyCd }, schema: groupTreeReplySchema, signal }),
  });
