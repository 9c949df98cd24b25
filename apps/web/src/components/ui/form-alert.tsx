import { validationText } from '../../lib/i18n/refusals.ts';

/**
 * The one message a form shows below its fields for several of them, read out as it appears, in
 * the reader's language; nothing while there is no `message`.
 */
export function FormAlert({ id, message }: { id?: string; message: string | false | undefined }) {
  return message ? (
    <p id={id} role="alert" className="text-sm text-error-600 dark:text-error-400">
      {validationText(message)}
    </p>
  ) : null;
}

/**
 * One message said for several `fields` in the FormAlert `alert`: the first of their refusals.
 * `fieldProps(name)` marks a refused field as invalid and described by that alert.
 */
export function sharedAlert<Name extends string>(
  id: string,
  errors: Partial<Record<Name, { message?: string }>>,
  fields: readonly Name[],
) {
  return {
    alert: {
      id,
      message: fields.map((name) => errors[name]?.message).find((message) => message !== undefined),
    },
    fieldProps: (name: Name) => ({
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? id : undefined,
    }),
  };
}
