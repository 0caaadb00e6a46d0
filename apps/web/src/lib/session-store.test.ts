import { afterEach, describe, expect, it } from 'vitest';
import { signInAs } from '../test/session';
import { useSession } from './session-store';

afterEach(() => useSession.getState().signOut());

describe('the session keeps the person’s language', () => {
  it('updates the signed-in person’s copy after they change it, and does nothing when signed out', () => {
    signInAs('20', { preferredLanguage: 'vi' });
    useSession.getState().setPreferredLanguage('km');
    expect(useSession.getState().loginUserData?.preferredLanguage).toBe('km');
    useSession.getState().setPreferredLanguage(null);
    expect(useSession.getState().loginUserData?.preferredLanguage).toBeNull();
    useSession.getState().signOut();
    useSession.getState().setPreferredLanguage('en');
    expect(useSession.getState().loginUserData).toBeNull();
  });
});
