import { optionValueLabel } from '@pcs/domain';
import { type GiftChoice, optionFieldId } from '../hooks/use-gift-choice';
import styles from './gift-choice-fields.module.css';

/**
 * The option selects and the quantity stepper of the gift detail (desktop and mobile). A sold-out option value is
 * listed but cannot be chosen; the stepper stops at the remaining choices.
 */
export function GiftChoiceFields({ choice }: { choice: GiftChoice }) {
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
              {group.title} 선택
            </option>
            {group.values.map((v) => (
              <option key={v.optCd} value={v.optCd} disabled={v.soldOut}>
                {optionValueLabel(v)}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className={styles.row}>
        <span className={styles.label} aria-hidden="true">
          수량
        </span>
        <fieldset className={styles.stepper}>
          <legend className={styles.hidden}>수량</legend>
          <button
            type="button"
            className={styles.step}
            onClick={() => setQuantity(quantity - 1)}
            disabled={disabled || quantity <= 1}
            aria-label="수량 빼기"
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
            aria-label="수량 더하기"
          >
            +
          </button>
        </fieldset>
      </div>
      <p className={styles.hint}>
        {single
          ? '이 이벤트는 선물 1개를 선택하실 수 있습니다.'
          : `최대 ${maxQuantity}개까지 선택하실 수 있습니다.`}
      </p>
      {blockReason && (
        <p className={styles.blocked} role="status">
          {blockReason}
        </p>
      )}
    </div>
  );
}
