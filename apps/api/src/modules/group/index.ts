export { createGroup } from './create-group';
export { moveGroupUsers } from './move-group-users';
export { groupRoutes } from './routes';
export { updateGroup } from './update-group';
