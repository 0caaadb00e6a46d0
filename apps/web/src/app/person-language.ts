import type { Language } from '@pcs/domain';
import { setMyLanguage } from '../features/account/api/set-my-language';
import { rememberedLanguage, showLanguage } from '../i18n/texts';
import { useSession } from '../lib/session-store';

/**
 * The signed-in person's own language (decision 055): set by HR (user form, Excel, public API, SCIM) or by the
 * person, it applies on sign-in unless this device remembers a choice of its own; choosing on the switcher while
 * signed in keeps it on the person, so their messages follow.
 */
export function followPersonLanguage(): () => void {
  let last = useSession.getState().loginUserData?.preferredLanguage ?? null;
  const apply = (language: Language | null) => {
    if (language && !rememberedLanguage()) void showLanguage(language).catch(() => undefined);
  };
  apply(last);
  return useSession.subscribe((state) => {
    const language = state.loginUserData?.preferredLanguage ?? null;
    if (language === last) return;
    last = language;
    apply(language);
  });
}

/** The switcher's choice, kept on the person when one is signed in (a failure leaves the device's choice). */
export function keepLanguageOnPerson(language: Language): void {
  const session = useSession.getState();
  if (!session.loginUserData || session.loginUserData.preferredLanguage === language) return;
  void setMyLanguage(language).then(
    () => useSession.getState().setPreferredLanguage(language),
    () => undefined,
  );
}
