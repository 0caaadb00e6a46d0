import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

/** A labelled input with its error line, in the shared pcs-field style. */
export function FormField({
  label,
  error,
  hint,
  after,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  after?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="pcs-field">
      <label htmlFor={id}>{label}</label>
      <div style={after ? { display: 'flex', flexWrap: 'wrap', gap: 8 } : undefined}>
        <input
          id={id}
          className="pcs-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          style={after ? { flex: 1, minWidth: 0 } : undefined}
          {...input}
        />
        {after}
      </div>
      {hint}
      {error && (
        <p id={`${id}-error`} className="pcs-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
