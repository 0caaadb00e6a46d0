import { paths } from '../../config/paths';

/**
 * The user screens serve two audiences with one set of pages (spec §2): operator admins (15, 99999) over every
 * company and role under /user, a client manager (25) over their company's roles 20 and 25 under /user/clientManage.
 * The client manager has no save route: they edit on the detail screen. The API enforces the tenant either way.
 */
export type UserScope = 'operator' | 'client';

export const USER_ROUTES = {
  operator: { list: paths.userList, detail: paths.userDetail },
  client: { list: paths.clientUserList, detail: paths.clientUserDetail },
} as const;
