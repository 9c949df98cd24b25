import { MAX_NAME_LENGTH, REDIRECT_DELAY_MS } from '@portal/contract';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { NewPasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { bindFields, useSchemaForm } from '../../../lib/form-fields.ts';
import { t } from '../../../lib/i18n/intl.ts';
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
      <h1 className="mb-2 text-3xl font-semibold text-gray-800 dark:text-white/90">
        {t({ id: 'auth.sign-up.title', defaultMessage: 'Sign Up' })}
      </h1>
      <p className="mb-8 text-sm text-gray-600 dark:text-gray-400">
        {t({
          id: 'auth.sign-up.intro',
          defaultMessage: "Create your company's portal. You will be its administrator.",
        })}
      </p>
      <form noValidate onSubmit={form.handleSubmit((body) => signUp.mutate(body))} className="space-y-5">
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <TextField
            label={t({ id: 'auth.sign-up.first-name', defaultMessage: 'First Name' })}
            autoComplete="given-name"
            maxLength={MAX_NAME_LENGTH}
            {...field('firstName')}
          />
          <TextField
            label={t({ id: 'auth.sign-up.last-name', defaultMessage: 'Last Name' })}
            autoComplete="family-name"
            maxLength={MAX_NAME_LENGTH}
            {...field('lastName')}
          />
        </div>
        <TextField
          label={t({ id: 'auth.sign-up.email', defaultMessage: 'Email' })}
          type="email"
          autoComplete="email"
          maxLength={MAX_NAME_LENGTH}
          {...field('email')}
        />
        <NewPasswordField
          label={t({ id: 'auth.sign-up.password', defaultMessage: 'Password' })}
          revealLabel={t({ id: 'auth.sign-up.show-password', defaultMessage: 'Show password' })}
          {...field('password')}
        />
        <NewPasswordField
          label={t({ id: 'auth.sign-up.retype-password', defaultMessage: 'Retype Password' })}
          revealLabel={t({
            id: 'auth.sign-up.show-retyped-password',
            defaultMessage: 'Show retyped password',
          })}
          {...field('retypePassword')}
        />
        <Button type="submit" disabled={signUp.isPending || registered} className="w-full">
          {signUp.isPending
            ? t({ id: 'auth.sign-up.submitting', defaultMessage: 'Signing Up...' })
            : t({ id: 'auth.sign-up.title', defaultMessage: 'Sign Up' })}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-gray-700 sm:text-start dark:text-gray-300">
        {t({ id: 'auth.sign-up.have-account', defaultMessage: 'Already have an account?' })}{' '}
        <Link
          to={paths.signIn}
          className="font-medium text-brand-600 hover:text-brand-700 dark:text-brand-300"
        >
          {t({ id: 'auth.sign-up.sign-in', defaultMessage: 'Sign In' })}
        </Link>
      </p>
    </>
  );
}
