import { MAX_NAME_LENGTH, MAX_TEXT_LENGTH, type Client } from '@portal/contract';
import { Modal, ModalFormActions } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useSchemaForm } from '../../../lib/form-fields.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { useAddClient } from '../api/add-client.ts';
import { useUpdateClient } from '../api/update-client.ts';
import { clientFormOf, ClientFormSchema } from '../client-form-schema.ts';
import { CLIENT_MESSAGES } from '../messages.ts';

function ClientForm({ client, onClose }: { client: Client | null; onClose: () => void }) {
  const addClient = useAddClient();
  const updateClient = useUpdateClient();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(ClientFormSchema, clientFormOf(client));
  const isSaving = addClient.isPending || updateClient.isPending;

  const handleSave = handleSubmit((fields) => {
    if (client) updateClient.mutate({ clientId: client.id, ...fields }, { onSuccess: onClose });
    else addClient.mutate(fields, { onSuccess: onClose });
  });

  return (
    <form noValidate onSubmit={handleSave} className="space-y-5">
      <TextField
        id="client-name"
        label={t({ id: 'clients.form.name', defaultMessage: 'Name' })}
        maxLength={MAX_NAME_LENGTH}
        autoComplete="organization"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        id="client-contact"
        label={t({ id: 'clients.form.contact', defaultMessage: 'Contact' })}
        maxLength={MAX_NAME_LENGTH}
        autoComplete="off"
        error={errors.contact?.message}
        {...register('contact')}
      />
      <TextareaField
        id="client-notes"
        label={t({ id: 'clients.form.notes', defaultMessage: 'Notes' })}
        maxLength={MAX_TEXT_LENGTH}
        error={errors.notes?.message}
        {...register('notes')}
      />
      <ModalFormActions
        onCancel={onClose}
        submitLabel={
          isSaving
            ? t({ id: 'clients.form.saving', defaultMessage: 'Saving...' })
            : client
              ? t({ id: 'clients.form.save', defaultMessage: 'Save client' })
              : t(CLIENT_MESSAGES.add)
        }
        isSubmitting={isSaving}
      />
    </form>
  );
}

/** 'Add client' when `client` is null, otherwise 'Edit client' for it. */
export function ClientFormModal({
  isOpen,
  client,
  onClose,
}: {
  isOpen: boolean;
  client: Client | null;
  onClose: () => void;
}) {
  return (
    <Modal
      title={client ? t(CLIENT_MESSAGES.editTitle) : t(CLIENT_MESSAGES.add)}
      isOpen={isOpen}
      onClose={onClose}
    >
      <ClientForm key={client?.id ?? 'new'} client={client} onClose={onClose} />
    </Modal>
  );
}
