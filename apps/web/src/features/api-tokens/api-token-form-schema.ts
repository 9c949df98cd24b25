import { AddApiTokenBody, API_TOKEN_LIFETIMES, type ApiTokenScope, type Role } from '@portal/contract';
import { z } from 'zod';
import { filled } from '../../lib/form-fields.ts';
import { registerFieldMessages } from '../../lib/i18n/refusals.ts';
import { API_TOKEN_MESSAGES } from './messages.ts';

registerFieldMessages({ tokenNameRequired: API_TOKEN_MESSAGES.nameRequired });

/** A select's value for a token that never expires. */
export const NEVER = 'never';

export interface ApiTokenFormValues {
  name: string;
  scope: ApiTokenScope;
  /** Days as a select holds them, or NEVER. */
  expiresIn: string;
}

/** The lifetimes a role may choose: never expiring is for Admins. */
export const lifetimesFor = (role: Role): string[] => [
  ...API_TOKEN_LIFETIMES.map(String),
  ...(role === 'Admin' ? [NEVER] : []),
];

const fields = AddApiTokenBody.shape;

/** The form, checked with the contract's rules, giving the call's body. */
export const ApiTokenFormSchema = z
  .object({
    name: filled(API_TOKEN_MESSAGES.nameRequired.defaultMessage).pipe(fields.name),
    scope: fields.scope,
    expiresIn: z.union([
      z.literal(NEVER).transform(() => null),
      z.coerce.number().pipe(z.literal(API_TOKEN_LIFETIMES)),
    ]),
  })
  .transform(({ expiresIn, ...rest }) => ({ ...rest, expiresInDays: expiresIn }));

export const NEW_TOKEN: ApiTokenFormValues = { name: '', scope: 'read', expiresIn: '90' };
