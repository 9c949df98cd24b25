import { MAX_ESTIMATE_HOURS } from '@portal/contract';
import { TextField, type TextFieldProps } from './text-field.tsx';

/**
 * Hours some work is expected to take: a number from 0 to the contract's MAX_ESTIMATE_HOURS, with
 * fractions; empty for no estimate.
 */
export function EstimateField(field: Omit<TextFieldProps, 'type' | 'inputMode' | 'min' | 'max' | 'step'>) {
  return (
    <TextField type="number" inputMode="decimal" min={0} max={MAX_ESTIMATE_HOURS} step="any" {...field} />
  );
}
