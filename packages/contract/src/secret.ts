import { z } from 'zod';

/**
 * The answers' fields that are secrets shown once: a new API token, a calendar feed's address.
 * No store keeps them, so an answer given again for the same `Idempotency-Key` leaves them out.
 */
export const secretFields = z.registry<{ secret: true }>();

/** `schema` declared a field of an answer that is shown once (see `secretFields`); optional, as a replay leaves it out. */
export function secret<T extends z.ZodType>(schema: T): z.ZodOptional<T> {
  const field = schema.optional();
  secretFields.add(field, { secret: true });
  return field;
}

/** The names of the secret fields an answer schema declares at its top level. */
export function secretFieldsOf(answer: z.ZodType): string[] {
  if (!(answer instanceof z.ZodObject)) return [];
  return Object.entries(answer.shape as Record<string, z.ZodType>)
    .filter(([, field]) => secretFields.has(field))
    .map(([name]) => name);
}
