/** User administration: the routes, and the recipient import events share (new IDs, temporary passwords). */

// The public API and SCIM (decision 038) save employees through the same use cases as the screens.
export { createUser } from './create-user';
export { newUserIds } from './new-user-ids';
export type { ProvisionedColumns } from './provisioned-columns';
export { insertImportedUsers, takenPhones } from './repository';
export { userAdminRoutes } from './routes';
export { sendTempPassword } from './send-temp-password';
export { TEMP_PASSWORD_LENGTH, tempPassword } from './temp-password';
export { updateUser } from './update-user';
