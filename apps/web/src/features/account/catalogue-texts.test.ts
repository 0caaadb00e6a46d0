import {
  CONDOLENCE_RELATION_LABEL,
  CONDOLENCE_RELATIONS,
  LIFE_EVENT_STATUS_LABEL,
  LIFE_EVENT_STATUSES,
  LIFE_EVENT_TYPES,
  OCCASION_TYPE_LABEL,
} from '@pcs/domain';
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

describe('life event names by code (the screen names a code in the reader language)', () => {
  it('keep the domain labels in Korean', () => {
    for (const type of LIFE_EVENT_TYPES)
      expect(t(`account.lifeEvent.type.${type}`)).toBe(OCCASION_TYPE_LABEL[type]);
    for (const relation of CONDOLENCE_RELATIONS)
      expect(t(`account.lifeEvent.relationOf.${relation}`)).toBe(CONDOLENCE_RELATION_LABEL[relation]);
    for (const status of LIFE_EVENT_STATUSES)
      expect(t(`account.lifeEvent.status.${status}`)).toBe(LIFE_EVENT_STATUS_LABEL[status]);
  });
});
