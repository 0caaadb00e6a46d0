import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { firstLoginRoutes } from './routes/first-login';
import { myPageRoutes } from './routes/my-page';
import { passwordRoutes } from './routes/password';
import { phoneLoginRoutes } from './routes/phone-login';
import { recoveryRoutes } from './routes/recovery';
import { signUpRoutes } from './routes/sign-up';

/**
 * Accounts, one plugin per area: find ID and password with auth numbers, first login, password life cycle,
 * sign-up and vendor application, my page and the address book; phone login, which spends an auth number (the session
 * it opens is auth's).
 */
export const accountRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(recoveryRoutes, deps);
  await app.register(phoneLoginRoutes, deps);
  await app.register(firstLoginRoutes, deps);
  await app.register(passwordRoutes, deps);
  await app.register(signUpRoutes, deps);
  await app.register(myPageRoutes, deps);
};
