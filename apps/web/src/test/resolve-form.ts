import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * What a form's zod resolver makes of `values`, as react-hook-form gets it on submit: the values
 * the form hands on, or the first message of each field it refuses.
 */
export async function resolveForm<Schema extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: Schema,
  values: z.input<Schema>,
): Promise<{ values: Record<string, unknown>; errors: Record<string, string | undefined> }> {
  const resolved = await zodResolver(schema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const errors = Object.fromEntries(
    Object.entries(resolved.errors).map(([field, error]) => [field, error?.message as string | undefined]),
  );
  return { values: resolved.values as Record<string, unknown>, errors };
}
