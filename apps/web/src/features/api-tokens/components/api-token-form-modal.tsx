import { MAX_NAME_LENGTH, type Role } from '@portal/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal, ModalActions, ModalFormActions } from '../../../components/ui/modal.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSchemaForm } from '../../../lib/form-fields.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { useAddApiToken } from '../api/add-api-token.ts';
import { ApiTokenFormSchema, lifetimesFor, NEVER, NEW_TOKEN } from '../api-token-form-schema.ts';
import { API_TOKEN_MESSAGES } from '../messages.ts';

function ApiTokenForm({
  role,
  onCreated,
  onClose,
}: {
  role: Role;
  onCreated: (created: Created) => void;
  onClose: () => void;
}) {
  const addToken = useAddApiToken();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(ApiTokenFormSchema, NEW_TOKEN);

  const handleCreate = handleSubmit((body) =>
    addToken.mutate(body, { onSuccess: (answer) => onCreated({ token: answer.token }) }),
  );

  return (
    <form noValidate onSubmit={handleCreate} className="space-y-5">
      <TextField
        id="api-token-name"
        label={t({ id: 'api-tokens.form.name', defaultMessage: 'Name' })}
        placeholder={t({
          id: 'api-tokens.form.name-placeholder',
          defaultMessage: 'What it is for, such as Payroll export',
        })}
        maxLength={MAX_NAME_LENGTH}
        autoComplete="off"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <SelectField
        id="api-token-scope"
        label={t({ id: 'api-tokens.form.scope', defaultMessage: 'Access' })}
        options={[
          { value: 'read', label: t(API_TOKEN_MESSAGES.scopeRead) },
          { value: 'read-write', label: t(API_TOKEN_MESSAGES.scopeReadWrite) },
        ]}
        error={errors.scope?.message}
        {...register('scope')}
      />
      <SelectField
        id="api-token-expires"
        label={t({ id: 'api-tokens.form.expires', defaultMessage: 'Expires after' })}
        options={lifetimesFor(role).map((value) => ({
          value,
          label:
            value === NEVER
              ? t(API_TOKEN_MESSAGES.never)
              : t(API_TOKEN_MESSAGES.days, { days: Number(value) }),
        }))}
        error={errors.expiresIn?.message}
        {...register('expiresIn')}
      />
      <ModalFormActions
        onCancel={onClose}
        submitLabel={
          addToken.isPending
            ? t({ id: 'api-tokens.form.creating', defaultMessage: 'Creating...' })
            : t(API_TOKEN_MESSAGES.create)
        }
        isSubmitting={addToken.isPending}
      />
    </form>
  );
}

/** What creating answered: the token, or nothing when the answer was a replay, which never holds one. */
interface Created {
  token: string | undefined;
}

/** The new token, this once, with a way to copy it. */
function CreatedToken({ token, onClose }: { token: string | undefined; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  if (token === undefined) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {t({
            id: 'api-tokens.created.replayed',
            defaultMessage:
              'This token was created already, and a token is shown only once. Revoke it and create another.',
          })}
        </p>
        <ModalActions>
          <Button onClick={onClose}>{t({ id: 'api-tokens.created.done', defaultMessage: 'Done' })}</Button>
        </ModalActions>
      </div>
    );
  }
  const copy = () => void navigator.clipboard.writeText(token).then(() => setCopied(true));
  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {t({
          id: 'api-tokens.created.once',
          defaultMessage:
            'Copy the token now: it is shown only this once. Send it in the Authorization header as a bearer token. Anyone who has it acts as you.',
        })}
      </p>
      <label htmlFor="api-token-value" className="sr-only">
        {t({ id: 'api-tokens.created.label', defaultMessage: 'Your new API token' })}
      </label>
      <input
        id="api-token-value"
        readOnly
        value={token}
        onFocus={(event) => event.currentTarget.select()}
        className="h-11 w-full rounded-lg border border-gray-300 bg-gray-50 px-3 font-mono text-sm text-gray-800 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-100"
      />
      <p role="status" className="text-sm text-gray-600 dark:text-gray-400">
        {copied ? t({ id: 'api-tokens.created.copied', defaultMessage: 'Copied' }) : ''}
      </p>
      <ModalActions>
        <Button variant="outline" onClick={copy}>
          {t({ id: 'api-tokens.created.copy', defaultMessage: 'Copy token' })}
        </Button>
        <Button onClick={onClose}>{t({ id: 'api-tokens.created.done', defaultMessage: 'Done' })}</Button>
      </ModalActions>
    </div>
  );
}

/** 'Create token': the form, then the token it made, shown once. */
export function ApiTokenFormModal({
  isOpen,
  role,
  onClose,
}: {
  isOpen: boolean;
  role: Role;
  onClose: () => void;
}) {
  const [created, setCreated] = useState<Created | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Modal title={t(API_TOKEN_MESSAGES.create)} isOpen={isOpen} onClose={close}>
      {created ? (
        <CreatedToken token={created.token} onClose={close} />
      ) : (
        <ApiTokenForm role={role} onCreated={setCreated} onClose={close} />
      )}
    </Modal>
  );
}
