import { isGiftRecipient } from '@pcs/domain';
import { useSession } from '../../lib/session-store';
import { LazyScreen, type ScreenLoader } from '../lazy-screen';
import { RecipientLayout } from './recipient-layout';

const useRecipient = () => isGiftRecipient(useSession((s) => s.loginUserData?.authCd ?? null));

/**
 * Screens both audiences open (one-to-one questions): recipients (10, 20) get the recipient layout, everyone else
 * the back office's. The back office layout is loaded only for the latter, so recipients never load Ant Design.
 */
export function AudienceLayout({ backOffice }: { backOffice: ScreenLoader }) {
  return useRecipient() ? <RecipientLayout /> : <LazyScreen load={backOffice} />;
}

/** The screen of such a route: the recipient's own-CSS screen or the back office's. */
export function AudienceScreen({ recipient, staff }: { recipient: ScreenLoader; staff: ScreenLoader }) {
  return <LazyScreen load={useRecipient() ? recipient : staff} />;
}
