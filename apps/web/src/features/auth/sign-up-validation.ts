import { SignUpForm, type SignUpBody, type SignUpFormValues } from '@portal/contract';

export type SignUpField = keyof SignUpFormValues;
export type SignUpErrors = Partial<Record<SignUpField, string>>;

export type SignUpValidation = { ok: true; body: SignUpBody } | { ok: false; errors: SignUpErrors };

/** Checks the form with the contract's rules (spec §5); the first message of each field is shown under it. */
export function validateSignUp(values: SignUpFormValues): SignUpValidation {
  const parsed = SignUpForm.safeParse(values);
  if (parsed.success) {
    const { retypePassword: _retyped, ...fields } = parsed.data;
    return { ok: true, body: { ...fields, role: 'Admin' } };
  }
  const errors: SignUpErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as SignUpField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
