/** Reads of personal data by back-office users: the log screen, and the recorder the listing use cases call. */
export { recordAccess, recordAccessGrouped } from './record-access';
export { accessLogRoutes } from './routes';
