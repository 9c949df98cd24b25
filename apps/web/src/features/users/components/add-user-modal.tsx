import { MAX_NAME_LENGTH, PASSWORD_MIN_LENGTH } from '@portal/contract';
import { Modal, ModalFormActions } from '../../../components/ui/modal.tsx';
import { NewPasswordField } from '../../../components/ui/password-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { bindFields, toastOnceRefused, useSchemaForm } from '../../../lib/form-fields.ts';
import { useAddNewUser } from '../api/add-new-user.ts';
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
      <TextField label="Name" autoComplete="off" maxLength={MAX_NAME_LENGTH} {...field('name')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        maxLength={MAX_NAME_LENGTH}
        {...field('email')}
      />
      <NewPasswordField
        label="Password"
        revealLabel="Show password"
        placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
        minLength={PASSWORD_MIN_LENGTH}
        {...field('password')}
      />
      <SelectField
        label="Role"
        placeholder="Select a role"
        options={grantableRoles(viewer.userRole).map((role) => ({ value: role, label: role }))}
        {...field('role')}
      />
      <ModalFormActions
        onCancel={onCancel}
        submitLabel={addUser.isPending ? 'Adding...' : 'Add User'}
        isSubmitting={addUser.isPending}
      />
    </form>
  );
}

/** The 'Add New User' modal (spec §2, §5): every field is required. */
export function AddUserModal({ isOpen, ...form }: AddUserFormProps & { isOpen: boolean }) {
  return (
    <Modal title="Add New User" isOpen={isOpen} onClose={form.onCancel}>
      <AddUserForm {...form} />
    </Modal>
  );
}
