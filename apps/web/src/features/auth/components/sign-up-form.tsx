import { REDIRECT_DELAY_MS } from '@portal/contract';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSignUp } from '../api/sign-up.ts';
import { AUTH_MESSAGES } from '../messages.ts';
import { validateSignUp, type SignUpErrors, type SignUpField } from '../sign-up-validation.ts';

const EMPTY_FORM: Record<SignUpField, string> = {
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
  const [values, setValues] = useState(EMPTY_FORM);
  const [errors, setErrors] = useState<SignUpErrors>({});
  const registered = signUp.data?.ok === true;

  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(() => navigate(paths.signIn), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [registered, navigate]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const validation = validateSignUp(values);
    if (!validation.ok) {
      setErrors(validation.errors);
      const firstInvalid = Object.keys(EMPTY_FORM).find((field) => field in validation.errors);
      if (firstInvalid) document.getElementById(firstInvalid)?.focus();
      return;
    }
    setErrors({});
    signUp.mutate(validation.body, {
      onSuccess: (result) => {
        if (result.ok) toast.success(AUTH_MESSAGES.signUpSucceeded);
        else toast.error(result.message);
      },
    });
  };

  const field = (name: SignUpField) => ({
    id: name,
    name,
    value: values[name],
    error: errors[name],
    onChange: handleChange,
    required: true,
  });

  return (
    <>
      <h1 className="mb-2 text-3xl font-semibold text-gray-800 dark:text-white/90">Sign Up</h1>
      <p className="mb-8 text-sm text-gray-600 dark:text-gray-400">
        Create your company&apos;s portal. You will be its administrator.
      </p>
      <form noValidate onSubmit={handleSubmit} className="space-y-5">
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <TextField label="First Name" autoComplete="given-name" {...field('firstName')} />
          <TextField label="Last Name" autoComplete="family-name" {...field('lastName')} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <PasswordField
          label="Password"
          revealLabel="Show password"
          autoComplete="new-password"
          {...field('password')}
        />
        <PasswordField
          label="Retype Password"
          revealLabel="Show retyped password"
          autoComplete="new-password"
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
