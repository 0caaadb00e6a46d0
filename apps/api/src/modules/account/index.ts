/** Accounts: recovery with auth numbers, phone login, first login, passwords, sign-up, my page and addresses. */
export { userIdExists } from './repository';
export { accountRoutes } from './routes';
export { reencodeImage } from './update-profile-image';
