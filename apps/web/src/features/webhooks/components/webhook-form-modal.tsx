import { MAX_WEBHOOK_URL_LENGTH, WEBHOOK_EVENT_TYPES, type Webhook } from '@portal/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { checkboxClass } from '../../../components/ui/checkbox.ts';
import { FieldError, fieldErrorId } from '../../../components/ui/field-error.tsx';
import { Modal, ModalActions, ModalFormActions } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSchemaForm } from '../../../lib/form-fields.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { useAddWebhook } from '../api/add-webhook.ts';
import { useUpdateWebhook } from '../api/update-webhook.ts';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_MESSAGES } from '../messages.ts';
import { NEW_WEBHOOK, WebhookFormSchema, webhookFormOf } from '../webhook-form-schema.ts';

const EVENTS_ID = 'webhook-events';

/** The address and events of a new webhook, or of `webhook` when it is changed. */
function WebhookForm({
  webhook,
  onAdded,
  onClose,
}: {
  webhook: Webhook | null;
  onAdded: (secret: string) => void;
  onClose: () => void;
}) {
  const addWebhook = useAddWebhook();
  const updateWebhook = useUpdateWebhook();
  const saving = addWebhook.isPending || updateWebhook.isPending;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(WebhookFormSchema, webhook ? webhookFormOf(webhook) : NEW_WEBHOOK);

  const handleSave = handleSubmit((body) => {
    if (webhook) {
      updateWebhook.mutate(
        { ...body, webhookId: webhook.id, enabled: webhook.enabled },
        { onSuccess: onClose },
      );
    } else {
      // A repeated answer (the same Idempotency-Key) holds no secret: it was shown once.
      addWebhook.mutate(body, {
        onSuccess: (answer) => (answer.secret === undefined ? onClose() : onAdded(answer.secret)),
      });
    }
  });

  return (
    <form noValidate onSubmit={handleSave} className="space-y-5">
      <TextField
        id="webhook-url"
        type="url"
        label={t({ id: 'webhooks.form.url', defaultMessage: 'Address' })}
        placeholder="https://"
        maxLength={MAX_WEBHOOK_URL_LENGTH}
        autoComplete="off"
        required
        error={errors.url?.message}
        {...register('url')}
      />
      <fieldset aria-describedby={errors.events ? fieldErrorId(EVENTS_ID) : undefined}>
        <legend className="mb-2 text-sm font-medium text-gray-700 dark:text-gray-300">
          {t({ id: 'webhooks.form.events', defaultMessage: 'Events to send' })}
        </legend>
        <div className="grid gap-x-5 gap-y-2 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((event) => (
            <label
              key={event}
              className="flex items-center gap-2 text-sm text-gray-700 max-md:min-h-11 dark:text-gray-300"
            >
              <input type="checkbox" value={event} className={checkboxClass} {...register('events')} />
              {t(WEBHOOK_EVENT_LABELS[event])}
            </label>
          ))}
        </div>
        <FieldError id={EVENTS_ID} error={errors.events?.message} />
      </fieldset>
      <ModalFormActions
        onCancel={onClose}
        submitLabel={
          saving
            ? t({ id: 'webhooks.form.saving', defaultMessage: 'Saving...' })
            : webhook
              ? t({ id: 'webhooks.form.save', defaultMessage: 'Save' })
              : t(WEBHOOK_MESSAGES.add)
        }
        isSubmitting={saving}
      />
    </form>
  );
}

/** The new webhook's signing secret, this once, with a way to copy it. */
function AddedSecret({ secret, onClose }: { secret: string; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = () => void navigator.clipboard.writeText(secret).then(() => setCopied(true));
  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {t({
          id: 'webhooks.secret.once',
          defaultMessage:
            'Copy the signing secret now: it is shown only this once. Your receiver checks each delivery’s webhook-signature header with it, as the Standard Webhooks libraries do.',
        })}
      </p>
      <label htmlFor="webhook-secret" className="sr-only">
        {t({ id: 'webhooks.secret.label', defaultMessage: 'Signing secret' })}
      </label>
      <input
        id="webhook-secret"
        readOnly
        value={secret}
        onFocus={(event) => event.currentTarget.select()}
        className="h-11 w-full rounded-lg border border-gray-300 bg-gray-50 px-3 font-mono text-sm text-gray-800 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-100"
      />
      <p role="status" className="text-sm text-gray-600 dark:text-gray-400">
        {copied ? t({ id: 'webhooks.secret.copied', defaultMessage: 'Copied' }) : ''}
      </p>
      <ModalActions>
        <Button variant="outline" onClick={copy}>
          {t({ id: 'webhooks.secret.copy', defaultMessage: 'Copy secret' })}
        </Button>
        <Button onClick={onClose}>{t({ id: 'webhooks.secret.done', defaultMessage: 'Done' })}</Button>
      </ModalActions>
    </div>
  );
}

/** 'Add webhook' (the form, then the secret it made, shown once), or 'Edit webhook'. */
export function WebhookFormModal({
  isOpen,
  webhook,
  onClose,
}: {
  isOpen: boolean;
  webhook: Webhook | null;
  onClose: () => void;
}) {
  const [secret, setSecret] = useState<string | null>(null);
  const close = () => {
    setSecret(null);
    onClose();
  };
  return (
    <Modal title={t(webhook ? WEBHOOK_MESSAGES.edit : WEBHOOK_MESSAGES.add)} isOpen={isOpen} onClose={close}>
      {secret ? (
        <AddedSecret secret={secret} onClose={close} />
      ) : (
        <WebhookForm webhook={webhook} onAdded={setSecret} onClose={close} />
      )}
    </Modal>
  );
}
