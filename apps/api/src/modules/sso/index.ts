/** Single sign-on with each company's OpenID Connect provider (decision 038). */
export { ssoRoutes } from './routes';
