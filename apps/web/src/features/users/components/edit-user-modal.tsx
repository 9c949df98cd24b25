import { MAX_NAME_LENGTH, PASSWORD_MIN_LENGTH, type User } from '@portal/contract';
import { Modal, ModalFormActions } from '../../../components/ui/modal.tsx';
import { NewPasswordField } from '../../../components/ui/password-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { bindFields, useSchemaForm } from '../../../lib/form-fields.ts';
import { t } from '../../../lib/i18n/intl.ts';
import { useEditUser } from '../api/edit-user.ts';
import { roleName } from '../messages.ts';
import { EditUserFormSchema, USER_FIELD_REQUIRED } from '../user-form-schema.ts';
import { editableRoles, isSelf, type Viewer } from '../user-permissions.ts';

/** Stands in for the password, which is never sent to the browser. */
const MASKED_PASSWORD = '••••••••';

interface EditUserFormProps {
  user: User;
  viewer: Viewer;
  onCancel: () => void;
  onEdited: () => void;
}

function EditUserForm({ user, viewer, onCancel, onEdited }: EditUserFormProps) {
  const editUser = useEditUser();
  const form = useSchemaForm(EditUserFormSchema, {
    userId: user.id,
    name: user.name,
    email: user.email,
    password: '',
    role: user.role,
  });

  // A refusal needs nothing more: the api client has shown the server's msg.
  const handleSave = form.handleSubmit((fields) => editUser.mutate(fields, { onSuccess: onEdited }));

  // The spec shows no message for a blank required field here; the cursor goes to it instead.
  const field = bindFields(form, { idPrefix: 'edit-user-', saidOnce: USER_FIELD_REQUIRED });

  return (
    <form noValidate onSubmit={handleSave} className="space-y-5">
      <TextField
        label={t({ id: 'users.field.name', defaultMessage: 'Name' })}
        autoComplete="off"
        maxLength={MAX_NAME_LENGTH}
        required
        {...field('name')}
      />
      <TextField
        label={t({ id: 'users.field.email', defaultMessage: 'Email' })}
        type="email"
        autoComplete="off"
        maxLength={MAX_NAME_LENGTH}
        required
        {...field('email')}
      />
      <TextField
        id="edit-user-current-password"
        label={t({ id: 'users.field.password', defaultMessage: 'Password' })}
        type="password"
        value={MASKED_PASSWORD}
        disabled
        readOnly
      />
      <NewPasswordField
        label={t({ id: 'users.field.new-password', defaultMessage: 'New Password' })}
        revealLabel={t({ id: 'users.field.show-new-password', defaultMessage: 'Show new password' })}
        placeholder={t({
          id: 'users.field.new-password.hint',
          defaultMessage: 'Leave blank to keep the current password',
        })}
        minLength={PASSWORD_MIN_LENGTH}
        {...field('password')}
      />
      <SelectField
        label={t({ id: 'users.field.role', defaultMessage: 'Role' })}
        options={editableRoles(viewer, user).map((role) => ({ value: role, label: roleName(role) }))}
        disabled={isSelf(viewer, user)}
        required
        {...field('role')}
      />
      <ModalFormActions
        onCancel={onCancel}
        submitLabel={
          editUser.isPending
            ? t({ id: 'users.edit.submitting', defaultMessage: 'Saving...' })
            : t({ id: 'users.edit.submit', defaultMessage: 'Save Changes' })
        }
        isSubmitting={editUser.isPending}
      />
    </form>
  );
}

/** The 'Edit User' modal (spec §2, §5): a blank new password keeps the old one. */
export function EditUserModal({ user, ...form }: Omit<EditUserFormProps, 'user'> & { user: User | null }) {
  return (
    <Modal
      title={t({ id: 'users.edit.title', defaultMessage: 'Edit User' })}
      isOpen={user !== null}
      onClose={form.onCancel}
    >
      {user ? <EditUserForm key={user.id} user={user} {...form} /> : null}
    </Modal>
  );
}
