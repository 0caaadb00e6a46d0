import { CARD_MSG_MAX, extraPriceText, GIFT_EXTRAS_TEXT } from '@pcs/domain';
import type { GiftExtrasOffer } from '@pcs/domain/contracts/gift';
import styles from './gift-extras-fields.module.css';

/** What the recipient chose so far (the apply request's extras). */
export type ExtrasChoice = { packageYn: 'Y' | 'N'; cardYn: 'Y' | 'N'; cardMsg: string };

/** The card message's problem, in the server's words, or null (checked before the confirm). */
export function cardMsgError(choice: ExtrasChoice): string | null {
  if (choice.cardYn !== 'Y') return null;
  const text = choice.cardMsg.trim();
  if (text === '') return GIFT_EXTRAS_TEXT.cardMsgRequired;
  if (text.length > CARD_MSG_MAX) return GIFT_EXTRAS_TEXT.cardMsgTooLong;
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
  const card = value.cardYn === 'Y';
  return (
    <fieldset className={styles.extras}>
      <legend className={styles.legend}>추가 옵션</legend>
      {offer.packageYn === 'Y' && (
        <label className={styles.option}>
          <input
            type="checkbox"
            checked={value.packageYn === 'Y'}
            onChange={(e) => onChange({ ...value, packageYn: e.target.checked ? 'Y' : 'N' })}
          />
          <span className={styles.name}>{GIFT_EXTRAS_TEXT.packageLabel}</span>
          <span className={styles.price}>
            {extraPriceText(offer.packagePrice)}
            {offer.packagePrice > 0 && quantity > 1 ? ` × ${quantity}개` : ''}
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
              {GIFT_EXTRAS_TEXT.cardLabel}
              {offer.cardNm ? <span className={styles.design}> ({offer.cardNm})</span> : null}
            </span>
            <span className={styles.price}>{extraPriceText(offer.cardPrice)}</span>
          </label>
          {card && (
            <div className={styles.card}>
              {offer.cardImg && (
                <img className={styles.cardImg} src={offer.cardImg} alt={`${offer.cardNm ?? ''} 카드`} />
              )}
              <label className={styles.msgLabel} htmlFor="gift-card-msg">
                카드 메시지
              </label>
              <textarea
                id="gift-card-msg"
                className={styles.msg}
                rows={3}
                maxLength={CARD_MSG_MAX}
                value={value.cardMsg}
                placeholder="선물과 함께 전할 메시지를 입력해주세요."
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
                  {value.cardMsg.length} / {CARD_MSG_MAX}자
                </span>
              </div>
            </div>
          )}
        </>
      )}
    </fieldset>
  );
}
