import { isOperatorAdmin } from '@pcs/domain';
import { useSession } from '../../../lib/session-store';

/** Whether the signed-in user writes notices and FAQs and answers questions (the API decides; this only hides buttons). */
export const useOperatorAdmin = (): boolean =>
  useSession((s) => isOperatorAdmin(String(s.loginUserData?.authCd ?? '')));
