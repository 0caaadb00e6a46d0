import { paths } from '../../config/paths';

/**
 * The group screens serve two audiences with one set of pages (spec §2): operator admins (15, 99999) over every
 * company under /company/manageGroup, a client manager (25) over their own company under /company/clientManageGroup.
 * The API enforces the tenant whatever the screen sends.
 */
export type GroupScope = 'operator' | 'client';

export const GROUP_ROUTES = {
  operator: {
    list: paths.manageGroupList,
    detail: paths.manageGroupDetail,
    edit: paths.manageGroupEdit,
  },
  client: {
    list: paths.clientManageGroupList,
    detail: paths.clientManageGroupDetail,
    edit: paths.clientManageGroupEdit,
  },
} as const;
