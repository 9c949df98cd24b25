import type { ComponentProps, ReactNode } from 'react';
import { FieldError, fieldErrorAria } from './field-error.tsx';
import { controlClass, labelClass } from './field-styles.ts';

export interface TextFieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  error?: string | undefined;
  /** A control inside the input at its end, e.g. a reveal button. */
  trailing?: ReactNode;
}

/** A labelled input with its error message underneath. */
export function TextField({ id, label, error, trailing, className = '', ...input }: TextFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          {...fieldErrorAria(id, error)}
          className={`h-11 ${controlClass(error)} ${trailing ? 'pe-12' : ''}`}
          {...input}
        />
        {trailing ? <div className="absolute inset-y-0 end-1 flex items-center">{trailing}</div> : null}
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
