export { groupRoutes } from './routes';
export { createGroup } from './create-group';
export { moveGroupUsers } from './move-group-users';
export { updateGroup } from './update-group';
