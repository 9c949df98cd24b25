import { PASSWORD_MIN_LENGTH, USER_MESSAGES } from '@portal/contract';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Modal, ModalActions } from '../../../components/ui/modal.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAddNewUser } from '../api/add-new-user.ts';
import { USER_FAILURES } from '../messages.ts';
import { readUserForm, type UserFormField, type UserFormValues } from '../user-form.ts';
import { grantableRoles, type Viewer } from '../user-permissions.ts';

const EMPTY_FORM: UserFormValues = { name: '', email: '', password: '', role: '' };
const fieldId = (field: UserFormField) => `add-user-${field}`;

interface AddUserFormProps {
  viewer: Viewer;
  onCancel: () => void;
  onAdded: () => void;
}

function AddUserForm({ viewer, onCancel, onAdded }: AddUserFormProps) {
  const addUser = useAddNewUser();
  const [values, setValues] = useState(EMPTY_FORM);

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = readUserForm(values, { passwordRequired: true });
    if (!form.ok) {
      toast.error(USER_MESSAGES.addRequired);
      document.getElementById(fieldId(form.missing))?.focus();
      return;
    }
    addUser.mutate(form.fields, {
      onSuccess: (added) => {
        if (added) onAdded();
        else toast.error(USER_FAILURES.addRefused);
      },
      onError: () => toast.error(USER_FAILURES.addThrew),
    });
  };

  const field = (name: UserFormField) => ({
    id: fieldId(name),
    name,
    value: values[name],
    onChange: handleChange,
    required: true,
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <TextField label="Name" autoComplete="off" {...field('name')} />
      <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
      <PasswordField
        label="Password"
        revealLabel="Show password"
        autoComplete="new-password"
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
      <ModalActions>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={addUser.isPending}>
          {addUser.isPending ? 'Adding...' : 'Add User'}
        </Button>
      </ModalActions>
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
