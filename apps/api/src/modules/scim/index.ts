/** SCIM 2.0 provisioning (decision 038): /scim/v2 Users and Groups with a company's bearer token. */
export { scimRoutes } from './routes';
export { isScimPath, scimRefusal } from './scim-error';
export { insertScimToken } from './scim-tokens';
