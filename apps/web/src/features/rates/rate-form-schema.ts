import { RATE_KINDS, SetRateBody, type RateKind } from '@portal/contract';
import { z } from 'zod';
import { contractField } from '../../lib/form-fields.ts';
import { t } from '../../lib/i18n/intl.ts';
import { registerFieldMessages } from '../../lib/i18n/refusals.ts';
import { minorUnitsOfTyped } from '../../lib/money.ts';
import { RATE_MESSAGES } from './messages.ts';

registerFieldMessages({
  validFromRequired: RATE_MESSAGES.validFromRequired,
  validFromInvalid: RATE_MESSAGES.validFromInvalid,
});

/** The Set rate form's fields as typed: ids '' for everyone and all projects, the rate as written. */
export interface RateFormValues {
  kind: RateKind;
  userId: string;
  projectId: string;
  validFrom: string | null;
  amount: string;
}

const fields = SetRateBody.shape;

/**
 * The Set rate form, checked with the contract's rules for setRate: the rate is typed in the
 * currency's unit and sent in minor units, with no more decimals than the currency has (`digits`).
 */
export const rateFormSchema = (digits: number) =>
  z.object({
    kind: z.enum(RATE_KINDS),
    userId: fields.userId,
    projectId: fields.projectId,
    validFrom: contractField(
      (typed: string | null) => typed ?? '',
      fields.validFrom,
      () => RATE_MESSAGES.validFromRequired.defaultMessage,
    ),
    amount: contractField(
      (typed: string) => minorUnitsOfTyped(typed, digits),
      fields.amount,
      () => t(RATE_MESSAGES.amountInvalid, { digits }),
    ),
  });

/** A new rate: a bill rate for everyone and every project, from `validFrom`. */
export const newRateForm = (validFrom: string): RateFormValues => ({
  kind: 'bill',
  userId: '',
  projectId: '',
  validFrom,
  amount: '',
});
