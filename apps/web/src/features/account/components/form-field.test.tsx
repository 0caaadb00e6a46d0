import { fireEvent, render, screen } from '@testing-library/react';
import { type FormEvent, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { FormField } from './form-field';

/** A form in miniature: two required fields; a refused submit marks them and puts the cursor in the first. */
function Harness() {
  const [values, setValues] = useState({ userNm: '', email: '' });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const { ref, refused } = useFocusFirstInvalid();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      userNm: values.userNm ? undefined : '이름을 입력해주세요.',
      email: values.email ? undefined : '이메일을 입력해주세요.',
    };
    setErrors(next);
    if (next.userNm || next.email) refused();
  };
  return (
    <form ref={ref} onSubmit={onSubmit} noValidate>
      <FormField
        label="이름"
        value={values.userNm}
        error={errors.userNm}
        onChange={(e) => setValues((v) => ({ ...v, userNm: e.target.value }))}
      />
      <FormField
        label="이메일"
        value={values.email}
        error={errors.email}
        hint={<p>회사 이메일을 입력해주세요.</p>}
        aria-describedby="outside-note"
        onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
      />
      <p id="outside-note">인증 메일이 발송됩니다.</p>
      <button type="submit">저장</button>
    </form>
  );
}

/** The texts an input's aria-describedby points at, in order. */
const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('FormField error wiring', () => {
  it('before a submit: no invalid mark; the hint and a given description are read with the field', () => {
    render(<Harness />);
    const name = screen.getByLabelText('이름');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(name.getAttribute('aria-describedby')).toBeNull();
    expect(description(screen.getByLabelText('이메일'))).toEqual([
      '인증 메일이 발송됩니다.',
      '회사 이메일을 입력해주세요.',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a refused submit marks each empty field, ties its message to it, announces it, and focuses the first', () => {
    render(<Harness />);
    const submit = screen.getByRole('button', { name: '저장' });
    submit.focus();
    fireEvent.click(submit);

    const name = screen.getByLabelText('이름');
    const email = screen.getByLabelText('이메일');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(description(name)).toEqual(['이름을 입력해주세요.']);
    expect(description(email)).toEqual([
      '인증 메일이 발송됩니다.',
      '회사 이메일을 입력해주세요.',
      '이메일을 입력해주세요.',
    ]);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      '이름을 입력해주세요.',
      '이메일을 입력해주세요.',
    ]);
    expect(document.activeElement).toBe(name);

    // Fixed the first: the next refused submit goes to the one still wrong.
    fireEvent.change(name, { target: { value: '김선물' } });
    fireEvent.click(submit);
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(email);
  });
});
