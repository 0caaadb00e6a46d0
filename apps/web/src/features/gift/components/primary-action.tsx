import type { ButtonHTMLAttributes } from 'react';
import { BOTTOM_BAR_ATTRIBUTE } from '../../../hooks/use-keep-focus-above-bars';
import styles from './primary-action.module.css';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Mobile: the bar stays in view at the bottom of the screen. */
  sticky: boolean;
  /** Desktop placement: across the whole column, or at its right end. */
  align?: 'stretch' | 'end';
};

/** A screen's one main action (선물 선택하기, 신청하기), shared by the detail and final-info screens. */
export function PrimaryAction({ sticky, align = 'stretch', type = 'button', ...button }: Props) {
  const place = sticky ? styles.bottomBar : align === 'end' ? styles.end : styles.stretch;
  return (
    <div className={place} {...(sticky ? { [BOTTOM_BAR_ATTRIBUTE]: '' } : {})}>
      <button type={type} className={styles.button} {...button} />
    </div>
  );
}
