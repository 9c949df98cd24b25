import { AddClientBody, type Client } from '@portal/contract';
import { z } from 'zod';
import { filled } from '../../lib/form-fields.ts';
import { registerFieldMessages } from '../../lib/i18n/refusals.ts';
import { CLIENT_MESSAGES } from './messages.ts';

registerFieldMessages({ nameRequired: CLIENT_MESSAGES.nameRequired });

export interface ClientFormValues {
  name: string;
  contact: string;
  notes: string;
}

const fields = AddClientBody.shape;

/** The add and edit forms, checked with the contract's rules: a name, and texts within their lengths. */
export const ClientFormSchema = z.object({
  name: filled(CLIENT_MESSAGES.nameRequired.defaultMessage).pipe(fields.name),
  contact: fields.contact,
  notes: fields.notes,
});

export const clientFormOf = (client: Client | null): ClientFormValues => ({
  name: client?.name ?? '',
  contact: client?.contact ?? '',
  notes: client?.notes ?? '',
});
