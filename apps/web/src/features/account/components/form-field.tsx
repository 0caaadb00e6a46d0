import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

/**
 * A labelled input with its error line, in the shared pcs-field style. The hint (a policy, a countdown) and the error
 * are the input's description, so a screen reader reads them with the field; the error is announced when it appears.
 */
export function FormField({
  label,
  error,
  hint,
  after,
  'aria-describedby': describedBy,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  after?: ReactNode;
}) {
  const id = useId();
  const description = [describedBy, hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="pcs-field">
      <label htmlFor={id}>{label}</label>
      <div style={after ? { display: 'flex', flexWrap: 'wrap', gap: 8 } : undefined}>
        <input
          id={id}
          className="pcs-input"
          style={after ? { flex: 1, minWidth: 0 } : undefined}
          {...input}
          aria-invalid={error ? true : undefined}
          aria-describedby={description || undefined}
        />
        {after}
      </div>
      {hint && <div id={`${id}-hint`}>{hint}</div>}
      {error && (
        <p id={`${id}-error`} className="pcs-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
