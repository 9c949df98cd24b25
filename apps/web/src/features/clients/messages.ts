import { defineMessages } from '@portal/contract';

/** What the Clients screen and its forms say. */
export const CLIENT_MESSAGES = defineMessages({
  add: { id: 'clients.add', defaultMessage: 'Add client' },
  added: { id: 'clients.added', defaultMessage: 'Client added' },
  editTitle: { id: 'clients.edit-title', defaultMessage: 'Edit client' },
  nameRequired: { id: 'clients.form.name-required', defaultMessage: 'Please enter the client’s name' },
});
