import { IDENTITY_PATH } from '@pcs/domain';
import { ssoConfigTestReplySchema } from '@pcs/domain/contracts/identity';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** 연결 확인: the server runs discovery against the saved settings. */
export const testSsoConfig = (cmpyCd: string | null) =>
  callApi(IDENTITY_PATH.ssoConfigTest, { body: { cmpyCd }, schema: ssoConfigTestReplySchema });

export const useTestSsoConfig = () => useMutation({ mutationFn: testSsoConfig });
