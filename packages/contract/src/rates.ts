import { z } from 'zod';
import {
  CalendarDateSchema,
  CreatedAnswerSchema,
  IdSchema,
  MessageAnswerSchema,
  TenantBodySchema,
} from './common.ts';
import { changeEndpoint, readEndpoint, REVIEWER_ROLES } from './endpoint.ts';
import { changed } from './events.ts';
import { MinorUnitsSchema, money } from './money.ts';
import { validationMessages } from './refusals.ts';

/** What a rate prices: the hour billed to the client, or the hour's cost to the company. */
export const RATE_KINDS = ['bill', 'cost'] as const;
export const RateKindSchema = z.enum(RATE_KINDS);
export type RateKind = z.infer<typeof RateKindSchema>;

/** The highest rate accepted, in minor units an hour: ten million in the currency's major unit. */
export const MAX_RATE_MINOR = 1_000_000_000;

/**
 * A rate from `validFrom` on, until the next rate of the same kind and level. Its level is who and
 * what it prices: the tenant (neither person nor project), a person, a project, or a person on a
 * project; of the rates valid on a day the most specific level applies, person on project first,
 * then person, then project, then tenant.
 */
export const RateSchema = z.object({
  id: z.string(),
  kind: RateKindSchema,
  userId: z.string().nullable(),
  projectId: z.string().nullable(),
  validFrom: z.string(),
  /** An hour's price in minor units of the tenant's currency. */
  amount: money(MinorUnitsSchema),
});
export type Rate = z.infer<typeof RateSchema>;

/** POST /api/rates/getRates: every rate of the tenant, by kind, level and date. */
export const GetRatesBody = TenantBodySchema;
export const GetRatesAnswer = z.object({
  result: z.literal(1),
  /** ISO 4217: what the amounts are in. */
  currency: z.string(),
  rates: z.array(RateSchema),
});
export type GetRatesAnswer = z.infer<typeof GetRatesAnswer>;

const OptionalIdSchema = z
  .union([IdSchema, z.literal(''), z.null()])
  .optional()
  .transform((id) => id || null);

/**
 * POST /api/rates/setRate: the rate of a kind and level from a day on; setting one of the same
 * kind, level and day again changes its amount.
 */
export const SetRateBody = TenantBodySchema.extend({
  kind: RateKindSchema,
  /** The person it prices; none for every person. */
  userId: OptionalIdSchema,
  /** The project it prices; none for every project. */
  projectId: OptionalIdSchema,
  validFrom: CalendarDateSchema,
  amount: z
    .number({ error: validationMessages['not-a-number'].defaultMessage })
    .int(validationMessages['not-a-whole-number'].defaultMessage)
    .min(0, validationMessages.negative.defaultMessage)
    .max(MAX_RATE_MINOR),
});
export type SetRateBody = z.input<typeof SetRateBody>;

/** POST /api/rates/deleteRate */
export const DeleteRateBody = TenantBodySchema.extend({ rateId: IdSchema });
export type DeleteRateBody = z.input<typeof DeleteRateBody>;

/**
 * The calls of bill and cost rates: for Admins, and for Managers where the tenant lets them see
 * money (refused otherwise with 403, `money-not-shown`).
 */
export const ratesApi = {
  getRates: readEndpoint({
    method: 'POST',
    path: '/api/rates/getRates',
    summary: "The tenant's bill and cost rates, in minor units of its currency an hour.",
    input: GetRatesBody,
    answer: GetRatesAnswer,
    roles: REVIEWER_ROLES,
  }),
  setRate: changeEndpoint({
    method: 'POST',
    path: '/api/rates/setRate',
    summary:
      'Sets a bill or cost rate from a day on, for the tenant, a person, a project or a person on a project.',
    input: SetRateBody,
    answer: CreatedAnswerSchema,
    roles: REVIEWER_ROLES,
    invalidates: () => [changed.rates()],
  }),
  deleteRate: changeEndpoint({
    method: 'POST',
    path: '/api/rates/deleteRate',
    summary: 'Deletes a rate: the one before it applies again.',
    input: DeleteRateBody,
    answer: MessageAnswerSchema,
    roles: REVIEWER_ROLES,
    invalidates: () => [changed.rates()],
  }),
};
