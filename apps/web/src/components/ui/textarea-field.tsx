import type { ComponentProps } from 'react';
import { controlClass, labelClass } from './field-styles.ts';

interface TextareaFieldProps extends ComponentProps<'textarea'> {
  id: string;
  label: string;
}

export function TextareaField({ id, label, className = '', rows = 3, ...textarea }: TextareaFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea id={id} rows={rows} className={`py-2.5 ${controlClass()}`} {...textarea} />
    </div>
  );
}
