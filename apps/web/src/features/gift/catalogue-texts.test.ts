import { GIFT_MESSAGES } from '@pcs/domain';
import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/texts';

/** The domain's texts shown on the recipient's gift screens come from the catalogue; in Korean they stay the spec's. */
const PAIRS: readonly [id: string, text: string][] = [['gift.msg.allChosen', GIFT_MESSAGES.allChosen]];

describe('gift catalogue texts', () => {
  it.each(PAIRS)('%s is the domain text in Korean', (id, text) => {
    expect(t(id)).toBe(text);
  });
});
