import { API_PATH, loginUserDataSchema } from '@pcs/domain';
import { callApi } from '../../../lib/api-client';

/** POST {sso}/v1/ebmp/phoneLogin.json: signs in with a confirmed LOGIN auth number. */
export const phoneLogin = (authToken: string) =>
  callApi(API_PATH.phoneLogin, { body: { authToken }, schema: loginUserDataSchema });
