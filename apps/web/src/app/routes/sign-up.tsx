import { AuthLayout } from '../../components/layouts/auth-layout.tsx';
import { SignUpForm } from '../../features/auth/components/sign-up-form.tsx';

export function Component() {
  return (
    <AuthLayout>
      <SignUpForm />
    </AuthLayout>
  );
}
