import { API_PATH, loginUserDataSchema } from '@pcs/domain';
import { callApi } from '../../../lib/api-client';

/** POST {sso}/v1/ebmp/loginUserInfo.json: the login user data of a token handed over by another solution (/sLogin). */
export const getLoginUserInfo = (loginUserToken: string) =>
  callApi(API_PATH.loginUserInfo, { body: { loginUserToken }, schema: loginUserDataSchema });
