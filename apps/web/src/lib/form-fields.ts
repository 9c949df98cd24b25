import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { validationText } from './i18n/refusals.ts';

/**
 * Typed text that must not be blank, spaces counting as blank; `message` is what the form says
 * otherwise. Pipe it into the contract's schema of the field for the rest of the field's rules.
 */
export const filled = (message: string) => z.string().refine((text) => text.trim() !== '', message);

/**
 * A field the contract's `schema` checks once `read` has turned what was typed into what the call
 * sends (text into a number, say). The contract's words are the server's ('must be at least 1');
 * `say` words a refusal for the form, given the first thing the contract refused.
 */
export function contractField<Typed, Schema extends z.ZodType>(
  read: (typed: Typed) => z.input<Schema>,
  schema: Schema,
  say: (issue: z.core.$ZodIssue) => string,
) {
  return z.custom<Typed>().transform((typed, context): z.output<Schema> => {
    const checked = schema.safeParse(read(typed));
    if (checked.success) return checked.data;
    const [first] = checked.error.issues;
    context.addIssue({ code: 'custom', message: first ? say(first) : '' });
    return z.NEVER;
  });
}

/**
 * The one way a form is made: react-hook-form over `schema` (a form schema built on the
 * contract's), starting from `defaultValues`. Fields are checked when the form is submitted, and
 * after a refusal again at the next submit, not at each key (spec §5).
 */
export function useSchemaForm<Typed extends FieldValues, Checked>(
  schema: z.ZodType<Checked, Typed>,
  defaultValues: DefaultValues<Typed>,
  options: Omit<UseFormProps<Typed, unknown, Checked>, 'resolver' | 'defaultValues'> = {},
) {
  return useForm<Typed, unknown, Checked>({
    resolver: zodResolver(schema),
    defaultValues,
    reValidateMode: 'onSubmit',
    ...options,
  });
}

/**
 * The refusal a field shows under itself: none when it is `saidOnce`, the message the form says
 * once for all its fields instead.
 */
export const ownRefusal = (error: FieldError | undefined, saidOnce: string) =>
  error?.message === saidOnce ? undefined : error?.message;

/** Whether the form refused any of its fields with `message`. */
export const refusesAnyWith = <Typed extends FieldValues>(errors: FieldErrors<Typed>, message: string) =>
  Object.values(errors).some((error) => error?.message === message);

/**
 * What a form that says `saidOnce` as a toast for all its fields (spec §5) does on an invalid
 * submit: says it once, in the reader's language, when any field was refused with it. Give it to `handleSubmit` as the
 * invalid handler; each other refusal shows under its field.
 */
export const toastOnceRefused =
  (saidOnce: string) =>
  <Typed extends FieldValues>(errors: FieldErrors<Typed>): void => {
    if (refusesAnyWith(errors, saidOnce)) toast.error(validationText(saidOnce));
  };

/**
 * Ties labelled inputs to a form: `field(name)` gives the input its id (`idPrefix` and the name),
 * the form's registration and the refusal to show under it, none when that is `saidOnce`.
 * `required` marks every field so bound as required.
 */
export function bindFields<Typed extends FieldValues, Checked>(
  form: Pick<UseFormReturn<Typed, unknown, Checked>, 'register' | 'formState'>,
  { idPrefix = '', saidOnce, required }: { idPrefix?: string; saidOnce?: string; required?: true } = {},
) {
  return (name: Path<Typed>) => {
    const error: FieldError | undefined = get(form.formState.errors, name);
    return {
      id: `${idPrefix}${name}`,
      error: saidOnce === undefined ? error?.message : ownRefusal(error, saidOnce),
      ...(required ? { required } : {}),
      ...form.register(name),
    };
  };
}
