import { PASSWORD_MAX_LENGTH } from '@portal/contract';
import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from './icons.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'> & { revealLabel: string };

/** A password input whose text can be revealed; `revealLabel` names the reveal button. */
export function PasswordField({ revealLabel, ...field }: PasswordFieldProps) {
  const [revealed, setRevealed] = useState(false);
  return (
    <TextField
      {...field}
      type={revealed ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          aria-label={revealLabel}
          aria-pressed={revealed}
          onClick={() => setRevealed((shown) => !shown)}
          className="flex size-10 items-center justify-center rounded-md text-gray-600 hover:text-gray-800 dark:text-gray-400 dark:hover:text-gray-200"
        >
          {revealed ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}

/** A PasswordField for a password being chosen, as long as the contract allows and no longer. */
export function NewPasswordField(field: Omit<PasswordFieldProps, 'autoComplete' | 'maxLength'>) {
  return <PasswordField autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} {...field} />;
}
