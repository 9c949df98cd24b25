import { PASSWORD_MIN_LENGTH, type User } from '@portal/contract';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal, ModalActions } from '../../../components/ui/modal.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useEditUser } from '../api/edit-user.ts';
import { readUserForm, type UserFormField, type UserFormValues } from '../user-form.ts';
import { editableRoles, isSelf, type Viewer } from '../user-permissions.ts';

/** Stands in for the password, which is never sent to the browser. */
const MASKED_PASSWORD = '••••••••';
const fieldId = (field: UserFormField) => `edit-user-${field}`;

interface EditUserFormProps {
  user: User;
  viewer: Viewer;
  onCancel: () => void;
  onEdited: () => void;
}

function EditUserForm({ user, viewer, onCancel, onEdited }: EditUserFormProps) {
  const editUser = useEditUser();
  const [values, setValues] = useState<UserFormValues>({
    name: user.name,
    email: user.email,
    password: '',
    role: user.role,
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = readUserForm(values, { passwordRequired: false });
    // The spec shows no message for a blank required field here; the cursor goes to it instead.
    if (!form.ok) {
      document.getElementById(fieldId(form.missing))?.focus();
      return;
    }
    editUser.mutate(
      { userId: user.id, ...form.fields },
      {
        // A refusal needs nothing more: the api client has shown the server's msg.
        onSuccess: (edited) => {
          if (edited) onEdited();
        },
      },
    );
  };

  const field = (name: UserFormField) => ({
    id: fieldId(name),
    name,
    value: values[name],
    onChange: handleChange,
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <TextField label="Name" autoComplete="off" required {...field('name')} />
      <TextField label="Email" type="email" autoComplete="off" required {...field('email')} />
      <TextField
        id="edit-user-current-password"
        label="Password"
        type="password"
        value={MASKED_PASSWORD}
        disabled
        readOnly
      />
      <PasswordField
        label="New Password"
        revealLabel="Show new password"
        autoComplete="new-password"
        placeholder="Leave blank to keep the current password"
        minLength={PASSWORD_MIN_LENGTH}
        {...field('password')}
      />
      <SelectField
        label="Role"
        options={editableRoles(viewer, user).map((role) => ({ value: role, label: role }))}
        disabled={isSelf(viewer, user)}
        required
        {...field('role')}
      />
      <ModalActions>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={editUser.isPending}>
          {editUser.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </ModalActions>
    </form>
  );
}

/** The 'Edit User' modal (spec §2, §5): a blank new password keeps the old one. */
export function EditUserModal({ user, ...form }: Omit<EditUserFormProps, 'user'> & { user: User | null }) {
  return (
    <Modal title="Edit User" isOpen={user !== null} onClose={form.onCancel}>
      {user ? <EditUserForm key={user.id} user={user} {...form} /> : null}
    </Modal>
  );
}
