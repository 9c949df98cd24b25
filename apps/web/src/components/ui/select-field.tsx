import type { ComponentProps } from 'react';
import { FieldError, fieldErrorAria } from './field-error.tsx';
import { controlClass, labelClass } from './field-styles.ts';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends ComponentProps<'select'> {
  id: string;
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice such as 'Select a project'. */
  placeholder?: string;
  error?: string | undefined;
}

/** A labelled native select: keyboard and screen readers work as the platform does. */
export function SelectField({
  id,
  label,
  options,
  placeholder,
  error,
  className = '',
  ...select
}: SelectFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} {...fieldErrorAria(id, error)} className={`h-11 ${controlClass(error)}`} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}
