import { MAX_NAME_LENGTH, REDIRECT_DELAY_MS } from '@portal/contract';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { NewPasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { bindFields, useSchemaForm } from '../../../lib/form-fields.ts';
import { useSignUp } from '../api/sign-up.ts';
import { SignUpFormSchema, type SignUpFormValues } from '../sign-up-form-schema.ts';

const EMPTY_FORM: SignUpFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  retypePassword: '',
};

/** The sign-up form of spec §2 and §5; a new account is the Admin of a new tenant. */
export function SignUpForm() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const form = useSchemaForm(SignUpFormSchema, EMPTY_FORM);
  const registered = signUp.isSuccess;

  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(() => navigate(paths.signIn), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [registered, navigate]);

  const field = bindFields(form, { required: true });

  return (
    <>
      <h1 className="mb-2 text-3xl font-semibold text-gray-800 dark:text-white/90">Sign Up</h1>
      <p className="mb-8 text-sm text-gray-600 dark:text-gray-400">
        Create your company&apos;s portal. You will be its administrator.
      </p>
      <form noValidate onSubmit={form.handleSubmit((body) => signUp.mutate(body))} className="space-y-5">
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <TextField
            label="First Name"
            autoComplete="given-name"
            maxLength={MAX_NAME_LENGTH}
            {...field('firstName')}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            maxLength={MAX_NAME_LENGTH}
            {...field('lastName')}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={MAX_NAME_LENGTH}
          {...field('email')}
        />
        <NewPasswordField label="Password" revealLabel="Show password" {...field('password')} />
        <NewPasswordField
          label="Retype Password"
          revealLabel="Show retyped password"
          {...field('retypePassword')}
        />
        <Button type="submit" disabled={signUp.isPending || registered} className="w-full">
          {signUp.isPending ? 'Signing Up...' : 'Sign Up'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-gray-700 sm:text-left dark:text-gray-300">
        Already have an account?{' '}
        <Link
          to={paths.signIn}
          className="font-medium text-brand-600 hover:text-brand-700 dark:text-brand-300"
        >
          Sign In
        </Link>
      </p>
    </>
  );
}
