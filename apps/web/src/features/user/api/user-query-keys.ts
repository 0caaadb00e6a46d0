import type { UserListRequest } from '@pcs/domain/contracts/user-admin';

/** Query keys of user management, from one factory so invalidations cannot miss a spelling. */
export const userKeys = {
  all: ['user'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (request: UserListRequest) => [...userKeys.lists(), request] as const,
  detail: (unqUserId: string) => [...userKeys.all, 'detail', unqUserId] as const,
  /** A person's life events on their detail (decision 036): a registration or deletion refreshes them. */
  lifeEvents: (unqUserId: string) => [...userKeys.all, 'lifeEvents', unqUserId] as const,
  lifeEventPage: (unqUserId: string, page: number) => [...userKeys.lifeEvents(unqUserId), page] as const,
};
