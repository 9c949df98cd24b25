import { SignUpForm } from '@portal/contract';
import type { z } from 'zod';

/** The sign-up form as the contract checks it (spec §5); it hands on the Admin's sign-up body. */
export const SignUpFormSchema = SignUpForm.transform(({ retypePassword: _retyped, ...fields }) => ({
  ...fields,
  role: 'Admin' as const,
}));
export type SignUpFormValues = z.input<typeof SignUpFormSchema>;
