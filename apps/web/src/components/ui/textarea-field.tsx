import type { ComponentProps } from 'react';
import { FieldError, fieldErrorAria } from './field-error.tsx';
import { controlClass, labelClass } from './field-styles.ts';

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
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        {...fieldErrorAria(id, error)}
        className={`py-2.5 ${controlClass(error)}`}
        {...textarea}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
