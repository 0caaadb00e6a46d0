import { CARD_MSG_MAX } from '@pcs/domain';
import type { GiftExtrasOffer } from '@pcs/domain/contracts/gift';
import { t as translate, useFormats, useT } from '../../../i18n/texts';
import styles from './gift-extras-fields.module.css';

/** What the recipient chose so far (the apply request's extras). */
export type ExtrasChoice = { packageYn: 'Y' | 'N'; cardYn: 'Y' | 'N'; cardMsg: string };

/** The card message's problem, in the server's words (in Korean), or null (checked before the confirm). */
export function cardMsgError(choice: ExtrasChoice): string | null {
  if (choice.cardYn !== 'Y') return null;
  const text = choice.cardMsg.trim();
  if (text === '') return translate('gift.extras.cardMsgRequired');
  if (text.length > CARD_MSG_MAX) return translate('gift.extras.cardMsgTooLong', { max: CARD_MSG_MAX });
  return null;
}

/**
 * The event's extras on the apply page (decision 028): gift packaging (priced per unit) and a message card (per
 * order) with its design and an editable message that starts as the design's default text. Desktop and mobile.
 */
export function GiftExtrasFields({
  offer,
  quantity,
  value,
  onChange,
  error,
}: {
  offer: GiftExtrasOffer;
  quantity: number;
  value: ExtrasChoice;
  onChange: (next: ExtrasChoice) => void;
  error: string | null;
}) {
  const t = useT();
  const f = useFormats();
  // The domain's extraPriceText, in the recipient's language.
  const priceText = (price: number) => (price > 0 ? `+${f.won(price)}` : t('gift.extras.free'));
  const card = value.cardYn === 'Y';
  return (
    <fieldset className={styles.extras}>
      <legend className={styles.legend}>{t('gift.extras.legend')}</legend>
      {offer.packageYn === 'Y' && (
        <label className={styles.option}>
          <input
            type="checkbox"
            checked={value.packageYn === 'Y'}
            onChange={(e) => onChange({ ...value, packageYn: e.target.checked ? 'Y' : 'N' })}
          />
          <span className={styles.name}>{t('gift.extras.package')}</span>
          <span className={styles.price}>
            {offer.packagePrice > 0 && quantity > 1
              ? t('gift.extras.perUnit', { price: priceText(offer.packagePrice), quantity })
              : priceText(offer.packagePrice)}
          </span>
        </label>
      )}
      {offer.cardYn === 'Y' && (
        <>
          <label className={styles.option}>
            <input
              type="checkbox"
              checked={card}
              onChange={(e) =>
                onChange({
                  ...value,
                  cardYn: e.target.checked ? 'Y' : 'N',
                  // The design's own text is the starting point the first time a card is chosen.
                  cardMsg: e.target.checked && value.cardMsg === '' ? offer.defaultMsg : value.cardMsg,
                })
              }
            />
            <span className={styles.name}>
              {t('gift.extras.card')}
              {offer.cardNm ? <span className={styles.design}> ({offer.cardNm})</span> : null}
            </span>
            <span className={styles.price}>{priceText(offer.cardPrice)}</span>
          </label>
          {card && (
            <div className={styles.card}>
              {offer.cardImg && (
                <img
                  className={styles.cardImg}
                  src={offer.cardImg}
                  alt={t('gift.extras.cardImage', { name: offer.cardNm ?? '' })}
                />
              )}
              <label className={styles.msgLabel} htmlFor="gift-card-msg">
                {t('gift.extras.cardMsg')}
              </label>
              <textarea
                id="gift-card-msg"
                className={styles.msg}
                rows={3}
                maxLength={CARD_MSG_MAX}
                value={value.cardMsg}
                placeholder={t('gift.extras.cardMsgPlaceholder')}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'gift-card-msg-error gift-card-msg-count' : 'gift-card-msg-count'}
                onChange={(e) => onChange({ ...value, cardMsg: e.target.value })}
              />
              <div className={styles.msgFoot}>
                {error ? (
                  <span id="gift-card-msg-error" className={styles.error} role="alert">
                    {error}
                  </span>
                ) : (
                  <span />
                )}
                <span id="gift-card-msg-count" className={styles.count}>
                  {t('gift.extras.count', { count: value.cardMsg.length, max: CARD_MSG_MAX })}
                </span>
              </div>
            </div>
          )}
        </>
      )}
    </fieldset>
  );
}
