import { z } from 'zod';

/**
 * The answers' fields that are money: rates, amounts, costs, margins. Role User never receives
 * one, nor does a Manager unless the tenant lets Managers see money (`managersSeeMoney`): the
 * server writes an answer without them for such a caller, whatever the service put in it. A field
 * is declared money where its answer is declared, with `money()`.
 */
export const moneyFields = z.registry<{ money: true }>();

/**
 * `schema` declared a money field of an answer (see `moneyFields`). It is optional, as the answers
 * to those who may not see money leave it out; the mark is on the field, so that a schema shared
 * with other fields (`MinorUnitsSchema`) is not made money everywhere.
 */
export function money<T extends z.ZodType>(schema: T): z.ZodOptional<T> {
  const field = schema.optional();
  moneyFields.add(field, { money: true });
  return field;
}

/**
 * An amount in the minor unit of the tenant's currency (cents; yen for JPY, fils for KWD): an
 * integer, so that no amount is ever a floating-point number.
 */
export const MinorUnitsSchema = z
  .number()
  .int()
  .min(-(2 ** 53) + 1)
  .max(2 ** 53 - 1);
