import type { ComponentProps } from 'react';
import { controlClass, errorClass, labelClass } from './field-styles.ts';

interface TextareaFieldProps extends ComponentProps<'textarea'> {
  id: string;
  label: string;
  error?: string | undefined;
}

/** A labelled text area with its error message underneath. */
export function TextareaField({
  id,
  label,
  error,
  className = '',
  rows = 3,
  ...textarea
}: TextareaFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`py-2.5 ${controlClass(error)}`}
        {...textarea}
      />
      {error ? (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
