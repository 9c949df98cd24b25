import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from './icons.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';

/** A password input whose text can be revealed; `revealLabel` names the reveal button. */
export function PasswordField({
  revealLabel,
  ...field
}: Omit<TextFieldProps, 'type' | 'trailing'> & { revealLabel: string }) {
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
