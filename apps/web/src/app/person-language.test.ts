import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage, LANGUAGE_STORAGE_KEY, showLanguage } from '../i18n/texts';
import { useSession } from '../lib/session-store';
import { envelope } from '../test/fetch-stub';
import { signInAs } from '../test/session';
import { followPersonLanguage, keepLanguageOnPerson } from './person-language';

afterEach(async () => {
  useSession.getState().signOut();
  await showLanguage('ko');
});

describe('the person’s language', () => {
  it('applies on sign-in when the device remembers no choice', async () => {
    const stop = followPersonLanguage();
    signInAs('20', { preferredLanguage: 'vi' });
    await vi.waitFor(() => expect(currentLanguage()).toBe('vi'));
    stop();
  });

  it('gives way to the choice this device remembers', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ko');
    const stop = followPersonLanguage();
    signInAs('20', { preferredLanguage: 'vi' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(currentLanguage()).toBe('ko');
    stop();
  });

  it('keeps the switcher’s choice on the signed-in person, and asks nothing when signed out', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(`${url} ${String(init.body)}`);
        return envelope('2000', null);
      }),
    );
    keepLanguageOnPerson('km');
    expect(calls).toEqual([]);
    signInAs('20', { preferredLanguage: 'vi' });
    keepLanguageOnPerson('km');
    await vi.waitFor(() => expect(useSession.getState().loginUserData?.preferredLanguage).toBe('km'));
    expect(calls).toEqual(['/v1/ebmp/pcs/myPage/language.json {"preferredLanguage":"km"}']);
  });
});
