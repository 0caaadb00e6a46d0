import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/texts';
import { DOMAIN_TEXT_IDS, domainText } from './domain-texts';
import { MY_PAGE_TABS } from './my-page-tabs';
import { ACCOUNT_DIALOG_TEXT } from './texts';

// Tests render in Korean: the catalogue's Korean must stay the domain's text, character for character.
describe('account texts taken from the domain', () => {
  it.each(DOMAIN_TEXT_IDS.map(([text, id]) => [id, text]))('%s is the domain text', (id, text) => {
    expect(t(id)).toBe(text);
    expect(domainText(text)).toBe(text);
  });

  it('leaves a text without an id (a server answer) as it is', () => {
    expect(domainText('서버가 보낸 문장')).toBe('서버가 보낸 문장');
  });
});

describe('account texts named in the web', () => {
  it.each(Object.entries(ACCOUNT_DIALOG_TEXT))('account.dialog.%s is the dialog text', (key, text) => {
    expect(t(`account.dialog.${key}`)).toBe(text);
  });
  it.each(MY_PAGE_TABS.map((tab) => [tab.key, tab.text, tab.label]))(
    'tab %s shows its Korean name',
    (_k, id, label) => {
      expect(t(id)).toBe(label);
    },
  );
});
