import { MAX_NAME_LENGTH, PASSWORD_MIN_LENGTH } from '@portal/contract';
import { Modal, ModalFormActions } from '../../../components/ui/modal.tsx';
import { NewPasswordField } from '../../../components/ui/password-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { bindFields, toastOnceRefused, useSchemaForm } from '../../../lib/form-fields.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { useAddNewUser } from '../api/add-new-user.ts';
import { roleName } from '../messages.ts';
import { AddUserFormSchema, USER_FIELD_REQUIRED, type UserFormValues } from '../user-form-schema.ts';
import { grantableRoles, type Viewer } from '../user-permissions.ts';

const EMPTY_FORM: UserFormValues = { name: '', email: '', password: '', role: '' };

interface AddUserFormProps {
  viewer: Viewer;
  onCancel: () => void;
  onAdded: () => void;
}

function AddUserForm({ viewer, onCancel, onAdded }: AddUserFormProps) {
  const addUser = useAddNewUser();
  const form = useSchemaForm(AddUserFormSchema, EMPTY_FORM);

  // A blank field is said once for the form, as a toast (spec §5); other refusals under their field.
  const handleAdd = form.handleSubmit(
    (fields) => addUser.mutate(fields, { onSuccess: onAdded }),
    toastOnceRefused(USER_FIELD_REQUIRED),
  );

  const field = bindFields(form, { idPrefix: 'add-user-', saidOnce: USER_FIELD_REQUIRED, required: true });

  return (
    <form noValidate onSubmit={handleAdd} className="space-y-5">
      <TextField
        label={t({ id: 'users.field.name', defaultMessage: 'Name' })}
        autoComplete="off"
        maxLength={MAX_NAME_LENGTH}
        {...field('name')}
      />
      <TextField
        label={t({ id: 'users.field.email', defaultMessage: 'Email' })}
        type="email"
        autoComplete="off"
        maxLength={MAX_NAME_LENGTH}
        {...field('email')}
      />
      <NewPasswordField
        label={t({ id: 'users.field.password', defaultMessage: 'Password' })}
        revealLabel={t({ id: 'users.field.show-password', defaultMessage: 'Show password' })}
        placeholder={t(
          { id: 'users.field.password.hint', defaultMessage: 'At least {min} characters' },
          { min: String(PASSWORD_MIN_LENGTH) },
        )}
        minLength={PASSWORD_MIN_LENGTH}
        {...field('password')}
      />
      <SelectField
        label={t({ id: 'users.field.role', defaultMessage: 'Role' })}
        placeholder={t({ id: 'users.field.role.none', defaultMessage: 'Select a role' })}
        options={grantableRoles(viewer.userRole).map((role) => ({ value: role, label: roleName(role) }))}
        {...field('role')}
      />
      <ModalFormActions
        onCancel={onCancel}
        submitLabel={
          addUser.isPending
            ? t({ id: 'users.add.submitting', defaultMessage: 'Adding...' })
            : t({ id: 'users.add', defaultMessage: 'Add User' })
        }
        isSubmitting={addUser.isPending}
      />
    </form>
  );
}

/** The 'Add New User' modal (spec §2, §5): every field is required. */
export function AddUserModal({ isOpen, ...form }: AddUserFormProps & { isOpen: boolean }) {
  return (
    <Modal
      title={t({ id: 'users.add.title', defaultMessage: 'Add New User' })}
      isOpen={isOpen}
      onClose={form.onCancel}
    >
      <AddUserForm {...form} />
    </Modal>
  );
}
