import { validationText } from '../../lib/i18n/refusals.ts';
import { errorClass } from './field-styles.ts';

/** The id of the error message under the control `id`, which the control is described by. */
export const fieldErrorId = (id: string) => `${id}-error`;

/** What ties the control `id` to its error message while it has one. */
export const fieldErrorAria = (id: string, error: string | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? fieldErrorId(id) : undefined,
});

/**
 * A field's error message under its control, or nothing while it has none. A form schema's message
 * (English, as zod carries it) is said in the reader's language.
 */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={fieldErrorId(id)} className={errorClass}>
      {validationText(error)}
    </p>
  ) : null;
}
