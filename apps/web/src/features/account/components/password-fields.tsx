import { passwordPolicyError } from '@pcs/domain';
import { type Dispatch, type SetStateAction, useState } from 'react';
import { t, useT } from '../../../i18n/texts';
import { domainText } from '../domain-texts';
import styles from './account-form.module.css';
import { FormField } from './form-field';

export type PasswordValues = { newPassword: string; newPasswordConfirm: string };
type PairErrors = Partial<Record<keyof PasswordValues, string | undefined>>;

const EMPTY: PasswordValues = { newPassword: '', newPasswordConfirm: '' };

/**
 * The state behind <PasswordFields>: its values, and a change handler that also clears both fields' errors in the
 * screen's error state (the pair is checked again on submit). Spread the result into <PasswordFields>.
 */
export function usePasswordPair<E extends PairErrors>(setErrors: Dispatch<SetStateAction<E>>) {
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const onChange = (next: PasswordValues) => {
    setValues(next);
    setErrors((e) => ({ ...e, newPassword: undefined, newPasswordConfirm: undefined }));
  };
  return { values, onChange };
}

/** The policy check the server repeats: first message that applies to the pair, or null. */
export function passwordPairError(
  v: PasswordValues,
  userId?: string | null,
): Partial<Record<keyof PasswordValues, string>> {
  const policy = passwordPolicyError(v.newPassword, userId);
  if (policy) return { newPassword: domainText(policy) };
  if (v.newPassword !== v.newPasswordConfirm) return { newPasswordConfirm: t('account.password.mismatch') };
  return {};
}

/** New password and its confirmation, with the policy shown under the first field. */
export function PasswordFields({
  values,
  errors,
  onChange,
  label,
}: {
  values: PasswordValues;
  errors: Partial<Record<keyof PasswordValues, string>>;
  onChange: (v: PasswordValues) => void;
  label?: string;
}) {
  const tr = useT();
  return (
    <>
      <FormField
        label={label ?? tr('account.password.new')}
        type="password"
        name="newPassword"
        autoComplete="new-password"
        maxLength={64}
        value={values.newPassword}
        error={errors.newPassword}
        hint={<p className={styles.hint}>{tr('account.password.policy')}</p>}
        onChange={(e) => onChange({ ...values, newPassword: e.target.value })}
      />
      <FormField
        label={label ? tr('account.password.confirmOf', { label }) : tr('account.password.newConfirm')}
        type="password"
        name="newPasswordConfirm"
        autoComplete="new-password"
        maxLength={64}
        value={values.newPasswordConfirm}
        error={errors.newPasswordConfirm}
        onChange={(e) => onChange({ ...values, newPasswordConfirm: e.target.value })}
      />
    </>
  );
}
