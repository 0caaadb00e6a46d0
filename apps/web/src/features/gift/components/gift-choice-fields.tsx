import { optionValueText } from '../../../components/ui/option-value-text';
import { useFormats, useT } from '../../../i18n/texts';
import { type GiftChoice, optionFieldId } from '../hooks/use-gift-choice';
import styles from './gift-choice-fields.module.css';

/**
 * The option selects and the quantity stepper of the gift detail (desktop and mobile). A sold-out option value is
 * listed but cannot be chosen; the stepper stops at the remaining choices.
 */
export function GiftChoiceFields({ choice }: { choice: GiftChoice }) {
  const t = useT();
  const f = useFormats();
  const { options, quantity, setQuantity, maxQuantity, single, blockReason } = choice;
  const disabled = blockReason !== null;
  return (
    <div className={styles.fields}>
      {options.groups.map((group) => (
        <div key={group.titleCd} className={styles.row}>
          <label className={styles.label} htmlFor={optionFieldId(group.titleCd)}>
            {group.title}
          </label>
          <select
            id={optionFieldId(group.titleCd)}
            className={styles.select}
            value={options.selected[group.titleCd] ?? ''}
            onChange={(e) => options.select(group.titleCd, e.target.value)}
            disabled={disabled}
          >
            <option value="" disabled>
              {t('gift.option.choose', { title: group.title })}
            </option>
            {group.values.map((v) => (
              <option key={v.optCd} value={v.optCd} disabled={v.soldOut}>
                {optionValueText(t, f, v)}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className={styles.row}>
        <span className={styles.label} aria-hidden="true">
          {t('gift.quantity')}
        </span>
        <fieldset className={styles.stepper}>
          <legend className={styles.hidden}>{t('gift.quantity')}</legend>
          <button
            type="button"
            className={styles.step}
            onClick={() => setQuantity(quantity - 1)}
            disabled={disabled || quantity <= 1}
            aria-label={t('gift.quantity.less')}
          >
            −
          </button>
          <output className={styles.qty} aria-live="polite">
            {quantity}
          </output>
          <button
            type="button"
            className={styles.step}
            onClick={() => setQuantity(quantity + 1)}
            disabled={disabled || quantity >= maxQuantity}
            aria-label={t('gift.quantity.more')}
          >
            +
          </button>
        </fieldset>
      </div>
      <p className={styles.hint}>
        {single ? t('gift.option.singleHint') : t('gift.option.maxHint', { max: maxQuantity })}
      </p>
      {blockReason && (
        <p className={styles.blocked} role="status">
          {blockReason}
        </p>
      )}
    </div>
  );
}
