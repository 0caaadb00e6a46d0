import { PASSWORD_MESSAGES, PASSWORD_POLICY_TEXT } from '@pcs/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordFields, passwordPairError, usePasswordPair } from './password-fields';

/** A screen in miniature: its own error state, the pair, and a submit that checks the pair. */
function Harness({ label }: { label?: string }) {
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const pw = usePasswordPair(setErrors);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setErrors(passwordPairError(pw.values, 'demo-user'));
      }}
    >
      <PasswordFields {...pw} errors={errors} {...(label ? { label } : {})} />
      <button type="submit">확인</button>
      <output>{JSON.stringify(pw.values)}</output>
    </form>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('PasswordFields with usePasswordPair', () => {
  it('shows the new password and its confirmation, with the policy under the first', () => {
    render(<Harness />);
    expect(screen.getByLabelText('새 비밀번호').getAttribute('type')).toBe('password');
    expect(screen.getByLabelText('새 비밀번호 확인').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByText(PASSWORD_POLICY_TEXT)).toBeTruthy();
  });

  it('keeps what is typed in both fields', () => {
    render(<Harness label="비밀번호" />);
    type('비밀번호', 'Abcd123!x');
    type('비밀번호 확인', 'Abcd123!y');
    expect(screen.getByRole('status').textContent).toBe(
      JSON.stringify({ newPassword: 'Abcd123!x', newPasswordConfirm: 'Abcd123!y' }),
    );
  });

  it('shows the pair error on submit and clears it as soon as either field changes', () => {
    render(<Harness />);
    type('새 비밀번호', 'Abcd123!x');
    type('새 비밀번호 확인', 'Abcd123!y');
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.getByRole('alert').textContent).toBe(PASSWORD_MESSAGES.mismatch);
    type('새 비밀번호 확인', 'Abcd123!x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reports the policy on the first field before any mismatch', () => {
    expect(passwordPairError({ newPassword: 'short', newPasswordConfirm: 'other' })).toEqual({
      newPassword: PASSWORD_MESSAGES.policy,
    });
    expect(passwordPairError({ newPassword: 'Abcd123!x', newPasswordConfirm: 'Abcd123!x' })).toEqual({});
  });
});
